/** @jest-environment jsdom */
import type { AppletRegistration } from '../sdk';
import { DEV_APPLETS_STORAGE_KEY, devAppletUrls, devRegistration, loadDevApplets, setDevAppletUrls, withDevApplets } from './devApplets';

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
});
