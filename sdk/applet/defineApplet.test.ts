import { AppletDefinitionError, defineApplet, isAppletDefinition } from './defineApplet';
import type { AppletManifest } from './manifest';
import { matchesRoutePattern } from './validateManifest';

const Page = () => null;
const load = async () => ({ default: Page });

function manifest(overrides: Partial<Record<keyof AppletManifest, unknown>> = {}): AppletManifest {
  return {
    id: 'rec',
    route: 'recommendations',
    title: 'Recommendations',
    description: 'Product recommendations',
    icon: 'shop',
    sdkVersion: '^1.0.0',
    nav: [
      { type: 'label', label: 'Online' },
      { type: 'link', label: 'Overview', path: '', children: [{ type: 'link', label: 'One', path: 'recs/abc' }] },
      { type: 'divider' },
    ],
    pages: [
      { path: '', load },
      { path: 'recs/:id', load },
    ],
    ...overrides,
  } as AppletManifest;
}

function problemsOf(overrides: Partial<Record<keyof AppletManifest, unknown>>): readonly string[] {
  try {
    defineApplet(manifest(overrides));
  } catch (error) {
    if (error instanceof AppletDefinitionError) return error.problems;
    throw error;
  }
  return [];
}

describe('defineApplet', () => {
  it('returns a deeply frozen, branded copy with requires defaulted', () => {
    const input = manifest();
    const applet = defineApplet(input);
    expect(applet).not.toBe(input);
    expect(applet.requires).toEqual({});
    expect(Object.isFrozen(applet)).toBe(true);
    expect(Object.isFrozen(applet.nav[1])).toBe(true);
    expect(Object.isFrozen(applet.pages)).toBe(true);
    expect(Object.isFrozen(input)).toBe(false);
    expect(applet.pages[0].load).toBe(load);
    expect(isAppletDefinition(applet)).toBe(true);
    expect(isAppletDefinition({ ...applet })).toBe(false);
    expect(isAppletDefinition(input)).toBe(false);
    expect(isAppletDefinition(null)).toBe(false);
  });

  it.each([
    [{ id: 'R' }, 'id must match'],
    [{ id: 'r' }, 'id must match'],
    [{ id: 'a'.repeat(33) }, 'id must match'],
    [{ route: 'a/b' }, 'route must be one URL segment'],
    [{ title: '  ' }, 'title must not be empty'],
    [{ sdkVersion: 'soon' }, 'sdkVersion must be a semver range'],
    [{ requires: { flags: [''] } }, 'requires.flags'],
    [{ pages: [] }, 'pages must be a non-empty array'],
    [{ pages: [{ path: '', load }, { path: '/', load }] }, 'must be relative'],
    [{ pages: [{ path: 'a', load }, { path: 'a/', load }] }, 'duplicate page path "a/"'],
    [{ pages: [{ path: '', load: 'x' }] }, 'load must be a function'],
    [{ pages: [{ path: '', load: () => import('./manifest'), hideAlerts: 'yes' }] }, 'hideAlerts must be a boolean'],
    [{ pages: [{ path: '', load: () => import('./manifest'), prefetch: 'score' }] }, 'prefetch must be a function'],
    [{ nav: [{ type: 'link', label: 'X', path: 'nowhere' }] }, 'no page matches path "nowhere"'],
    [{ nav: [{ type: 'link', label: 'X', path: '../core' }] }, 'must not contain . or ..'],
    [{ nav: [{ type: 'heading' }] }, "type must be 'link', 'divider' or 'label'"],
  ])('refuses %j', (overrides, expected) => {
    expect(problemsOf(overrides).join('\n')).toContain(expected);
  });

  it('reports every problem at once, naming the applet', () => {
    expect(() => defineApplet(manifest({ title: '', route: 'A B' }))).toThrow(
      'Invalid applet "rec":\n- route must be one URL segment matching /^[a-z0-9][a-z0-9-]{0,63}$/\n- title must not be empty',
    );
  });

  it('checks nested nav children', () => {
    const nav = [{ type: 'link', label: 'A', path: '', children: [{ type: 'link', label: '', path: 'recs/1' }] }];
    expect(problemsOf({ nav })).toEqual(['nav[0].children[0]: label must not be empty']);
  });

  it('accepts a nav tag and per-link requirements, and rejects bad ones', () => {
    const good = [{ type: 'link', label: 'A', path: '', tag: 'Beta', requires: { devMode: true } }];
    expect(problemsOf({ nav: good })).toEqual([]);
    const bad = [{ type: 'link', label: 'A', path: '', tag: 'A very long badge', requires: { devMode: 'yes' } }];
    expect(problemsOf({ nav: bad })).toEqual([
      'nav[0]: tag must be a non-empty string of at most 12 characters',
      'nav[0].requires.devMode must be a boolean',
    ]);
  });
});

describe('matchesRoutePattern', () => {
  it.each([
    ['', '', true],
    ['checkout/score', 'checkout/score', true],
    ['checkout/score?tab=a', 'checkout/score', true],
    ['recs/42', 'recs/:id', true],
    ['recs', 'recs/:id', false],
    ['recs', 'recs/:id?', true],
    ['settings/a/b', 'settings/*', true],
    ['other', 'checkout', false],
  ])('%j against %j is %s', (path, pattern, expected) => {
    expect(matchesRoutePattern(path, pattern)).toBe(expected);
  });
});
