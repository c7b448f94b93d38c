// The editor protocol, both ends over penpal's real WindowMessenger. The editor frame is
// sandboxed without allow-same-origin: its origin is 'null', so the host accepts it by window.
import { fakeWindowWorld } from './fake-windows';
import { connectEditorFrame, connectEditorHost, EDITOR_PROTOCOL_VERSION, type EditorContext, type EditorHostMethods } from './editor';

const CONSOLE = 'http://console.test';
const CONTEXT: EditorContext = {
  site: { id: 's1', name: 'Demo', storefrontOrigin: 'http://store.test', currency: 'USD' },
  staff: false, devMode: false, theme: 'light', applet: 'rec', channel: 'online', place: 'H', recommendationId: 'r1', external: null,
};

function hostMethods(): Omit<EditorHostMethods, 'hello'> {
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
    clearCache: (request) => (request.type === 'e' && !request.recommendationId ? { ok: false, message: 'Failed to clear product cache' } : { ok: true }),
  };
}

const frameMethods = { setTheme: () => undefined, save: () => ({ ok: true as const, id: 'r1', __v: 5 }), hasUnsavedChanges: () => false };

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

  it('lets the frame ask the console to clear a recommendation’s product cache (the email editor’s Clear Cache)', async () => {
    const { toB: toFrame, toA: toConsole } = world.pair(CONSOLE, 'null');
    const clearCache = jest.fn(hostMethods().clearCache);
    const host = connectEditorFrame({ frame: toFrame as unknown as Window, context: () => CONTEXT, methods: { ...hostMethods(), clearCache } });
    const frame = await connectEditorHost({ host: toConsole as unknown as Window, origin: CONSOLE, build: 'test', methods: frameMethods });
    await expect(frame.remote.clearCache({ type: 'e', recommendationId: 'r1' })).resolves.toEqual({ ok: true });
    await expect(frame.remote.clearCache({ type: 'e' })).resolves.toEqual({ ok: false, message: 'Failed to clear product cache' });
    expect(clearCache).toHaveBeenCalledWith({ type: 'e', recommendationId: 'r1' });
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
