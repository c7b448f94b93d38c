// The editor protocol, both ends over penpal's real WindowMessenger. The editor frame is
// sandboxed without allow-same-origin: its origin is 'null', so the host accepts it by window.
import { fakeWindowWorld } from './fake-windows';
import { connectEditorFrame, connectEditorHost, EDITOR_PROTOCOL_VERSION, type EditorContext, type EditorHostMethods } from './editor';

const CONSOLE = 'http://console.test';
const CONTEXT: EditorContext = {
  site: { id: 's1', name: 'Demo', storefrontOrigin: 'http://store.test', currency: 'USD' },
  staff: false, devMode: false, theme: 'light', applet: 'rec', channel: 'online', place: 'H', recommendationId: 'r1', external: null,
};

function hostMethods(): Omit<EditorHostMethods, 'hello' | 'clearTagCache'> {
  let v = 3;
  return {
    loadRecommendation: () => ({ doc: { title: 'Popular' }, __v: v }),
    saveRecommendation: (_doc, __v) => (__v === v ? { ok: true, id: 'r1', __v: ++v } : { ok: false, error: 'conflict', message: 'stale' }),
    loadSettings: () => ({ doc: {}, __v: 1 }),
    saveSettings: () => ({ ok: true, id: 'global', __v: 2 }),
    searchProducts: (q) => [{ id: 'p1', title: `Hat ${q}`, imageUrl: '' }],
    searchCategories: () => [],
    previewLink: () => ({ url: 'http://store.test/?vitrine-preview=t' }),
    confirm: () => true,
    snackbar: () => undefined,
    setUnsavedChanges: () => undefined,
    exit: () => undefined,
    getPreference: (key) => (key === 'nav.pinned' ? true : null),
    setPreference: () => undefined,
    listRecommendations: () => [{ id: 'r1', place: 'H', status: 'production', displayStatus: 'production', kind: 'online', external: 'home-1', title: 'Popular', qualifiedName: 'best-sellers' }],
    open: () => undefined,
    listVersions: () => [{ id: 7, version: 4, at: '2026-11-25T12:00:00.000Z', by: 'Maya', changed: ['css'], doc: { css: '.a{}' } }],
    lifecycle: (action, __v) => (action === 'activate' && __v === v ? { ok: true, status: 'production', __v: ++v } : { ok: false, error: 'conflict', message: 'stale' }),
    openPreview: () => undefined,
    previewSlot: () => undefined,
    previewUpdate: () => undefined,
    previewScrollTo: () => undefined,
  };
}

const frameMethods = {
  setTheme: () => undefined,
  save: () => ({ ok: true as const, id: 'r1', __v: 5 }),
  hasUnsavedChanges: () => false,
  previewRendered: () => undefined,
  previewNavigated: () => undefined,
};

let world: ReturnType<typeof fakeWindowWorld>;
beforeAll(() => {
  world = fakeWindowWorld();
});
afterAll(() => new Promise<void>((resolve) => setTimeout(() => resolve(world.restore()), 50)));

describe('the editor protocol', () => {
  it('gives the frame its context and capabilities, saves with __v, and calls back into the frame', async () => {
    const { toB: toFrame, toA: toConsole } = world.pair(CONSOLE, 'null');
    const host = connectEditorFrame({ frame: toFrame as unknown as Window, context: () => CONTEXT, methods: hostMethods() });
    const frame = await connectEditorHost({ host: toConsole as unknown as Window, origin: CONSOLE, build: 'test', methods: frameMethods });
    expect(frame.host).toEqual(CONTEXT);
    const loaded = await frame.remote.loadRecommendation();
    expect(loaded).toEqual({ doc: { title: 'Popular' }, __v: 3 });
    await expect(frame.remote.saveRecommendation({ title: 'New' }, 3)).resolves.toEqual({ ok: true, id: 'r1', __v: 4 });
    await expect(frame.remote.saveRecommendation({ title: 'Newer' }, 3)).resolves.toMatchObject({ ok: false, error: 'conflict' });
    await expect(frame.remote.searchProducts('x')).resolves.toEqual([{ id: 'p1', title: 'Hat x', imageUrl: '' }]);
    const editor = await host.ready();
    await expect(editor.save()).resolves.toEqual({ ok: true, id: 'r1', __v: 5 });
    expect(host.info).toEqual({ build: 'test' });
    host.destroy();
    frame.destroy();
  });

  it('clears the tag cache through the host, and a host without that capability answers with an error', async () => {
    const first = world.pair(CONSOLE, 'null');
    const clearTagCache = jest.fn(() => ({ ok: true as const, message: 'Cache cleared' }));
    const host = connectEditorFrame({ frame: first.toB as unknown as Window, context: () => CONTEXT, methods: { ...hostMethods(), clearTagCache } });
    const frame = await connectEditorHost({ host: first.toA as unknown as Window, origin: CONSOLE, build: 'test', methods: frameMethods });
    await expect(frame.remote.clearTagCache()).resolves.toEqual({ ok: true, message: 'Cache cleared' });
    expect(clearTagCache).toHaveBeenCalledTimes(1);
    host.destroy();
    frame.destroy();

    const second = world.pair(CONSOLE, 'null');
    const older = connectEditorFrame({ frame: second.toB as unknown as Window, context: () => CONTEXT, methods: hostMethods() });
    const frame2 = await connectEditorHost({ host: second.toA as unknown as Window, origin: CONSOLE, build: 'test', methods: frameMethods });
    await expect(frame2.remote.clearTagCache()).rejects.toBeTruthy();
    older.destroy();
    frame2.destroy();
  });

  it('v2: remembers preferences through the host, lists recommendations, runs lifecycle actions, and carries the preview both ways', async () => {
    const { toB: toFrame, toA: toConsole } = world.pair(CONSOLE, 'null');
    const slots: unknown[] = [];
    const updates: unknown[] = [];
    const host = connectEditorFrame({
      frame: toFrame as unknown as Window,
      context: () => CONTEXT,
      methods: { ...hostMethods(), previewSlot: (slot) => void slots.push(slot), previewUpdate: (u) => void updates.push(u) },
    });
    const rendered = jest.fn();
    const navigated = jest.fn();
    const frame = await connectEditorHost({ host: toConsole as unknown as Window, origin: CONSOLE, build: 'test', methods: { ...frameMethods, previewRendered: rendered, previewNavigated: navigated } });
    await expect(frame.remote.getPreference('nav.pinned')).resolves.toBe(true);
    await expect(frame.remote.getPreference('other')).resolves.toBeNull();
    await expect(frame.remote.listRecommendations()).resolves.toHaveLength(1);
    await expect(frame.remote.listVersions()).resolves.toEqual([expect.objectContaining({ version: 4, by: 'Maya', changed: ['css'] })]);
    await expect(frame.remote.lifecycle('activate', 3)).resolves.toEqual({ ok: true, status: 'production', __v: 4 });
    await expect(frame.remote.lifecycle('activate', 3)).resolves.toMatchObject({ ok: false, error: 'conflict' });
    const slot = { x: 240, y: 48, width: 800, height: 600, formFactor: 'desktop' as const, framed: false, covered: false };
    await frame.remote.previewSlot(slot);
    expect(slots).toEqual([slot]);
    const recommendation = { id: 'r1', external: 'home-1', place: 'H' as const, status: 'production' as const, qualifiedName: 'q', title: 'T', widgetOpts: { desktop: {}, mobile: {} }, css: '', js: '', generatedCss: '', testMode: false };
    await frame.remote.previewUpdate({ recommendation, formFactor: 'desktop', mode: 'css' });
    expect(updates).toEqual([{ recommendation, formFactor: 'desktop', mode: 'css' }]);
    const editor = await host.ready();
    await editor.previewRendered({ outcome: 'location-not-found', location: '#nowhere' });
    expect(rendered).toHaveBeenCalledWith({ outcome: 'location-not-found', location: '#nowhere' });
    await editor.previewNavigated({ siteId: 's1', place: 'CRT', path: '/cart', formFactor: 'desktop' });
    expect(navigated).toHaveBeenCalledWith(expect.objectContaining({ place: 'CRT' }));
    host.destroy();
    frame.destroy();
  });

  it('refuses a frame of another version at the handshake', async () => {
    const { toB: toFrame, toA: toConsole } = world.pair(CONSOLE, 'null');
    const host = connectEditorFrame({ frame: toFrame as unknown as Window, context: () => CONTEXT, methods: hostMethods(), version: EDITOR_PROTOCOL_VERSION + 1 });
    await expect(connectEditorHost({ host: toConsole as unknown as Window, origin: CONSOLE, build: 'test', methods: frameMethods })).rejects.toMatchObject({ code: 'VERSION_MISMATCH' });
    await expect(host.ready()).rejects.toMatchObject({ code: 'VERSION_MISMATCH' });
    host.destroy();
  });

  it('a frame never links to a host it cannot name', async () => {
    const { toA: toConsole } = world.pair(CONSOLE, 'null');
    await expect(connectEditorHost({ host: toConsole as unknown as Window, origin: '*', build: 'test', methods: frameMethods })).rejects.toBeTruthy();
  });

  it('ignores another window even though the sandboxed frame is accepted from any origin', async () => {
    const { toB: toFrame } = world.pair(CONSOLE, 'null');
    const exit = jest.fn();
    const host = connectEditorFrame({ frame: toFrame as unknown as Window, context: () => CONTEXT, methods: { ...hostMethods(), exit }, connectTimeoutMs: 200 });
    const stranger = world.stranger('null');
    await expect(connectEditorHost({ host: stranger as unknown as Window, origin: CONSOLE, build: 'x', methods: frameMethods, connectTimeoutMs: 100 })).rejects.toMatchObject({ code: 'CONNECTION_TIMEOUT' });
    await expect(host.ready()).rejects.toMatchObject({ code: 'CONNECTION_TIMEOUT' });
    expect(exit).not.toHaveBeenCalled();
    host.destroy();
  });
});
