import { ApiError } from 'sdk';
import { createHostMethods, type HostDeps } from './hostMethods';

type Call = { path: string; options?: { method?: string; query?: Record<string, unknown>; body?: unknown } };

function hostWith(answer: (call: Call) => unknown) {
  const calls: Call[] = [];
  const api = {
    fetch: jest.fn(async (path: string, options?: Call['options']) => {
      calls.push({ path, options });
      const value = answer({ path, options });
      if (value instanceof Error) throw value;
      return value;
    }),
  };
  const deps = { api, channel: 'online', recId: () => 'global' } as unknown as HostDeps;
  return { host: createHostMethods(deps), calls };
}

const SETTINGS = { _id: 'ss1', __v: 4, global: { title: '<h3>{titleText}</h3>', style: {}, generatedCss: '' }, themeCss: 'basic' };
const APPLET_DOC = { _id: 'ad1', __v: 9, personalize_css: '.a{}', personalize_js: 'return {};', billing: {} };

describe('the console host: global settings', () => {
  it('loads the site settings and the applet document as one, with the site settings __v', async () => {
    const { host } = hostWith(({ path }) => (path === '/api2/site-settings' ? SETTINGS : APPLET_DOC));
    await expect(host.loadSettings()).resolves.toEqual({ doc: { ...SETTINGS, personalize_css: '.a{}', personalize_js: 'return {};' }, __v: 4 });
  });

  it('patches each document with only its changed parts and the version it edits', async () => {
    let appletVersion = APPLET_DOC.__v;
    const { host, calls } = hostWith(({ path, options }) => {
      if (options?.method === 'PATCH' && path === '/api2/site-settings') return { ...SETTINGS, __v: 5 };
      if (options?.method === 'PATCH') return { ...APPLET_DOC, __v: ++appletVersion };
      return path === '/api2/site-settings' ? SETTINGS : APPLET_DOC;
    });
    await host.loadSettings();
    calls.length = 0;
    await expect(host.saveSettings({ global: { style: { title: { color: 'red' } } }, personalize_css: '.b{}' }, 4)).resolves.toEqual({ ok: true, id: 'global', __v: 5 });
    expect(calls).toEqual([
      { path: '/api2/site-settings', options: { method: 'PATCH', body: { patch: { global: { style: { title: { color: 'red' } } } }, __v: 4 }, silent: true } },
      { path: '/api2/applet', options: { method: 'PATCH', query: { applet: 'rec' }, body: { _id: 'ad1', __v: 9, applet: 'rec', patch: { personalize_css: '.b{}' } }, silent: true } },
    ]);
    // The next save edits the version the last one made, not the one first read.
    await host.saveSettings({ personalize_js: 'return 1;' }, 5);
    expect(calls.at(-1)).toEqual({ path: '/api2/applet', options: { method: 'PATCH', query: { applet: 'rec' }, body: { _id: 'ad1', __v: 10, applet: 'rec', patch: { personalize_js: 'return 1;' } }, silent: true } });
  });

  it('creates the applet document when the site has none, and names a stale __v a conflict', async () => {
    const { host, calls } = hostWith(({ path, options }) => {
      if (path === '/api2/applet' && !options?.method) return new ApiError('Not found', 404);
      if (path === '/api2/applet' && options?.method === 'POST') return { _id: 'new1', __v: 0 };
      if (options?.method === 'PATCH') return new ApiError('Changed elsewhere', 409);
      return SETTINGS;
    });
    await expect(host.loadSettings()).resolves.toMatchObject({ doc: { personalize_css: '', personalize_js: '' } });
    await expect(host.saveSettings({ personalize_js: 'return {};' }, 4)).resolves.toEqual({ ok: true, id: 'global', __v: 4 });
    expect(calls.at(-1)).toEqual({ path: '/api2/applet', options: { method: 'POST', query: { applet: 'rec' }, body: { applet: 'rec', personalize_js: 'return {};' }, silent: true } });
    await expect(host.saveSettings({ global: { title: '{titleText}' } }, 3)).resolves.toEqual({ ok: false, error: 'conflict', message: 'Changed elsewhere' });
  });

  it('clears the tag cache through the shop action and says how it went', async () => {
    const ok = hostWith(() => ({ message: 'Cache cleared' }));
    await expect(ok.host.clearTagCache!()).resolves.toEqual({ ok: true, message: 'Cache cleared' });
    expect(ok.calls[0]).toEqual({ path: '/api2/shop/rec/action/clear-tag-cache', options: { method: 'POST', body: {}, silent: true } });
    const failing = hostWith(() => new ApiError('Shop unreachable', 502));
    await expect(failing.host.clearTagCache!()).resolves.toEqual({ ok: false, message: 'Shop unreachable' });
  });
});
