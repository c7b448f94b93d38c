import { CLASH_MESSAGES, findClash } from './clashes';
import type { NewRemoteApplet } from './validate';

const applet = (id: string, route = id, scope = id.replace(/-/g, '_')): NewRemoteApplet => ({
  id, route, title: id, description: '', icon: 'cube', sdkVersion: '^1.0.0', requires: {}, platformApp: null,
  source: { kind: 'remote', url: `https://apps.example.com/${id}/remoteEntry.js`, scope, module: './Applet' },
});
const builtins = [{ id: 'rec', route: 'rec', source: { kind: 'builtin' as const } }];

describe('findClash names the field that clashes', () => {
  it.each([
    ['a built-in id', applet('rec', 'recs-2', 'recs2'), CLASH_MESSAGES.builtinId('rec')],
    ['a built-in route', applet('recs-2', 'rec'), CLASH_MESSAGES.builtinRoute('rec')],
    ['a registered id', applet('notes', 'notes-2', 'notes2'), CLASH_MESSAGES.sameId('notes')],
    ['a taken route', applet('memo', 'notes'), CLASH_MESSAGES.route('notes', 'notes')],
    ['a taken module scope', applet('memo', 'memo', 'notes'), CLASH_MESSAGES.scope('notes', 'notes')],
  ])('%s', (_what, candidate, message) => {
    const clash = findClash(candidate, builtins, [applet('notes')]);
    expect([clash?.statusCode, clash?.message]).toEqual([409, message]);
  });

  it('is null for an applet that clashes with nothing', () => {
    expect(findClash(applet('memo'), builtins, [applet('notes')])).toBeNull();
  });
});
