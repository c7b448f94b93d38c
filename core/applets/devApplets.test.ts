/** @jest-environment jsdom */
import type { AppletRegistration } from '../sdk';
import { checkDevApplets, DEV_APPLETS_STORAGE_KEY, devAppletUrlProblem, devAppletUrls, devRegistration, loadDevApplets, setDevAppletUrls, withDevApplets } from './devApplets';
import { DEV_APPLET_MESSAGES } from './messages';

const appletJson = {
  id: 'my-applet',
  route: 'my-applet',
  title: 'My Applet',
  description: '',
  icon: 'cube',
  sdkVersion: '^1.4.0',
  requires: {},
  platformApp: null,
  source: { kind: 'remote', url: 'remoteEntry.js', scope: 'vitrine_my_applet', module: './Applet' },
};

describe('dev applets', () => {
  afterEach(() => setDevAppletUrls([]));

  it('keeps the URLs in this browser and tells the server their origins for the CSP', () => {
    setDevAppletUrls(['http://localhost:5180/applet.json', 'http://localhost:5180/applet.json']);
    expect(devAppletUrls()).toEqual(['http://localhost:5180/applet.json']);
    expect(document.cookie).toContain(`vitrine_dev_applet_origins=${encodeURIComponent('http://localhost:5180')}`);
    setDevAppletUrls([]);
    expect(localStorage.getItem(DEV_APPLETS_STORAGE_KEY)).toBeNull();
    expect(document.cookie).not.toContain('vitrine_dev_applet_origins');
  });

  it('makes a dev-mode-only registration from an applet.json, its source resolved', () => {
    expect(devRegistration(appletJson, 'http://localhost:5180/applet.json')).toEqual({
      ...appletJson,
      requires: { devMode: true },
      source: { ...appletJson.source, url: 'http://localhost:5180/remoteEntry.js' },
    });
    expect(devRegistration({ id: 'x' }, 'http://localhost:5180/applet.json')).toBeUndefined();
  });

  it('leaves out a dev applet whose applet.json cannot be read', async () => {
    const fetchImpl = jest.fn(async (url: string) =>
      url.includes('5180') ? { ok: true, json: async () => appletJson } : Promise.reject(new TypeError('Failed to fetch')),
    ) as unknown as typeof fetch;
    const loaded = await loadDevApplets(['http://localhost:5180/applet.json', 'http://localhost:9/applet.json'], fetchImpl);
    expect(loaded.map((a) => a.id)).toEqual(['my-applet']);
  });

  it('puts a dev applet in place of a registration with the same id or route', () => {
    const registered = { ...appletJson, source: { ...appletJson.source, url: 'https://cdn.example.com/remoteEntry.js' } } as AppletRegistration;
    const other = { ...registered, id: 'other', route: 'other' } as AppletRegistration;
    const dev = devRegistration(appletJson, 'http://localhost:5180/applet.json')!;
    expect(withDevApplets([registered, other], [dev])).toEqual([other, dev]);
  });

  const builtinRec = { id: 'rec', route: 'rec', title: 'Recommendations', description: '', icon: 'cube', sdkVersion: '^1.0.0', requires: {}, platformApp: null, source: { kind: 'builtin' } } as AppletRegistration;

  it('never lets a dev applet replace a built-in applet (id or route)', () => {
    const byId = devRegistration({ ...appletJson, id: 'rec', route: 'my-rec' }, 'http://localhost:5180/applet.json')!;
    const byRoute = devRegistration({ ...appletJson, id: 'my-rec', route: 'rec' }, 'http://localhost:5181/applet.json')!;
    expect(withDevApplets([builtinRec], [byId, byRoute])).toEqual([builtinRec]);
  });

  it.each([
    ['http://localhost:5180/applet.json', null],
    ['http://127.0.0.1:5180/applet.json', null],
    ['http://[::1]:5180/applet.json', null],
    ['http://192.0.2.2:5180/applet.json', DEV_APPLET_MESSAGES.notLoopback('http://192.0.2.2:5180/applet.json')],
    ['http://localhost/applet.json', DEV_APPLET_MESSAGES.notLoopback('http://localhost/applet.json')],
    ['https://apps.example.com/applet.json', DEV_APPLET_MESSAGES.notLoopback('https://apps.example.com/applet.json')],
    ['localhost:5180', DEV_APPLET_MESSAGES.notLoopback('localhost:5180')],
    ['not a url', DEV_APPLET_MESSAGES.notAUrl('not a url')],
  ])('%s as a dev applet: %s', (url, problem) => {
    expect(devAppletUrlProblem(url)).toBe(problem);
  });

  it('says per URL why a dev applet is missing: nothing answering, an HTTP error, bad JSON, a bad applet.json, a built-in id, an SDK it cannot get', async () => {
    const answers: Record<string, () => Promise<unknown>> = {
      'http://localhost:5180/applet.json': async () => ({ ok: true, json: async () => appletJson }),
      'http://localhost:5181/applet.json': () => Promise.reject(new TypeError('Failed to fetch')),
      'http://localhost:5182/applet.json': async () => ({ ok: false, status: 404 }),
      'http://localhost:5183/applet.json': async () => ({ ok: true, json: async () => Promise.reject(new SyntaxError('Unexpected token')) }),
      'http://localhost:5184/applet.json': async () => ({ ok: true, json: async () => ({ id: 'x' }) }),
      'http://localhost:5185/applet.json': async () => ({ ok: true, json: async () => ({ ...appletJson, id: 'rec', route: 'my-rec' }) }),
      'http://localhost:5186/applet.json': async () => ({ ok: true, json: async () => ({ ...appletJson, sdkVersion: '^2.0.0' }) }),
    };
    const fetchImpl = ((url: string) => answers[url]()) as unknown as typeof fetch;
    const checked = await checkDevApplets(Object.keys(answers), [builtinRec], fetchImpl);
    expect(checked.map((status) => status.problem ?? `ok ${status.applet?.id}`)).toEqual([
      'ok my-applet',
      DEV_APPLET_MESSAGES.unreachable('http://localhost:5181/applet.json'),
      DEV_APPLET_MESSAGES.answered('http://localhost:5182/applet.json', 404),
      DEV_APPLET_MESSAGES.notJson('http://localhost:5183/applet.json'),
      DEV_APPLET_MESSAGES.invalid('http://localhost:5184/applet.json'),
      DEV_APPLET_MESSAGES.builtinId('rec'),
      expect.stringMatching(/^This applet needs SDK \^2\.0\.0; the console provides \d+\.\d+\.\d+\.$/),
    ]);
  });
});
