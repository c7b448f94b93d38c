// The store preview protocol, both ends over penpal's real WindowMessenger (fake-windows.ts).
import { CallOptions } from 'penpal';
import { SandboxError } from './channel';
import { fakeWindowWorld } from './fake-windows';
import type { DeliveredProduct } from './delivery';
import { connectPreviewFrame, connectPreviewHost, PREVIEW_PROTOCOL_VERSION, PREVIEW_SAMPLE_FETCH, PREVIEW_SAMPLE_SIZE, type PreviewAgentMethods, type PreviewPage, type RenderRequest } from './preview';

const CONSOLE = 'http://console.test';
const STORE = 'http://store.test';
const PAGE: PreviewPage = { siteId: 's1', place: 'H', path: '/', formFactor: 'desktop' };

function agentMethods(overrides: Partial<PreviewAgentMethods> = {}): PreviewAgentMethods {
  return {
    renderRecommendation: async (request) => (request.recommendation.widgetOpts.desktop.location === '#nowhere' ? { outcome: 'location-not-found', location: '#nowhere' } : { outcome: 'rendered' }),
    clear: () => undefined,
    scrollTo: () => true,
    applyCss: () => true,
    setDynamicData: () => undefined,
    navigate: () => true,
    waitForStable: async () => true,
    rewriteUrlsOnCheckout: () => 3,
    clearLocalStorage: () => undefined,
    ...overrides,
  };
}

const rec = (location: string) => ({
  id: 'r1', external: 'home', place: 'H' as const, status: 'staging' as const, qualifiedName: 'popular', title: 'Hi',
  widgetOpts: { desktop: { location }, mobile: {} }, css: '', js: '', generatedCss: '', testMode: false,
});

let world: ReturnType<typeof fakeWindowWorld>;
beforeAll(() => {
  world = fakeWindowWorld();
});
// Late penpal messages of a finished test still find a window.
afterAll(() => new Promise<void>((resolve) => setTimeout(() => resolve(world.restore()), 50)));

describe('the store preview protocol', () => {
  it('links host and agent, both typed by the same maps, and answers location not found', async () => {
    const { toB: toStore, toA: toConsole } = world.pair(CONSOLE, STORE);
    const navigated: PreviewPage[] = [];
    const ready = jest.fn();
    const host = connectPreviewFrame({ frame: toStore as unknown as Window, origin: STORE, methods: { navigated: (page) => void navigated.push(page) }, onReady: ready });
    const agent = await connectPreviewHost({ host: toConsole as unknown as Window, origin: CONSOLE, page: PAGE, methods: agentMethods() });
    const remote = await host.ready();
    expect(host.info).toEqual(PAGE);
    await expect(remote.renderRecommendation({ recommendation: rec('#home') })).resolves.toEqual({ outcome: 'rendered' });
    await expect(remote.renderRecommendation({ recommendation: rec('#nowhere') })).resolves.toEqual({ outcome: 'location-not-found', location: '#nowhere' });
    await expect(remote.rewriteUrlsOnCheckout()).resolves.toBe(3);
    await agent.remote.navigated({ ...PAGE, place: 'PDP', path: '/products/x' });
    expect(navigated).toEqual([{ ...PAGE, place: 'PDP', path: '/products/x' }]);
    await new Promise((r) => setTimeout(r, 5));
    expect(ready).toHaveBeenCalledWith(PAGE);
    host.destroy();
    agent.destroy();
  });

  it('carries the preview sample with a render, intact, to the agent (since 1.10.0)', async () => {
    const { toB: toStore, toA: toConsole } = world.pair(CONSOLE, STORE);
    const seen: RenderRequest[] = [];
    const host = connectPreviewFrame({ frame: toStore as unknown as Window, origin: STORE, methods: { navigated: () => undefined } });
    const agent = await connectPreviewHost({ host: toConsole as unknown as Window, origin: CONSOLE, page: PAGE, methods: agentMethods({ renderRecommendation: async (request) => (seen.push(request), { outcome: 'rendered' }) }) });
    const sample: DeliveredProduct[] = Array.from({ length: PREVIEW_SAMPLE_SIZE }, (_, i) => ({
      id: String(i + 1), title: `Sample Classic Tee ${i + 1}`, handle: `sample-${i + 1}`, vendor: '', url: '/collections/all', imageUrl: '', rating: null, ratingCount: 0, options: [],
      variants: [{ id: `${i + 1}1`, title: 'Default Title', price: 32, compareAtPrice: 42, availableForSale: true, inventoryQuantity: 14, selectedOptions: [] }],
    }));
    const remote = await host.ready();
    await remote.renderRecommendation({ recommendation: { ...rec('#home'), status: 'initial' }, sample });
    await remote.renderRecommendation({ recommendation: rec('#home') });
    expect(seen[0].sample).toEqual(sample);
    expect(seen[1].sample).toBeUndefined();
    expect(PREVIEW_SAMPLE_FETCH).toBe(50);
    host.destroy();
    agent.destroy();
  });

  it('refuses a different protocol version at the handshake, on both sides, with a clear error', async () => {
    const { toB: toStore, toA: toConsole } = world.pair(CONSOLE, STORE);
    const onError = jest.fn();
    const host = connectPreviewFrame({ frame: toStore as unknown as Window, origin: STORE, methods: { navigated: () => undefined }, onError });
    const agent = connectPreviewHost({ host: toConsole as unknown as Window, origin: CONSOLE, page: PAGE, methods: agentMethods(), version: PREVIEW_PROTOCOL_VERSION + 1 });
    await expect(agent).rejects.toMatchObject({ code: 'VERSION_MISMATCH' });
    await expect(host.ready()).rejects.toBeInstanceOf(SandboxError);
    await expect(host.ready()).rejects.toMatchObject({ code: 'VERSION_MISMATCH', message: expect.stringContaining('Reload the page') });
    expect(onError).toHaveBeenCalledWith(expect.objectContaining({ code: 'VERSION_MISMATCH' }));
    host.destroy();
  });

  it('times out: no frame within the connect timeout, a call without an answer', async () => {
    const { toB: toStore, toA: toConsole } = world.pair(CONSOLE, STORE);
    const lonely = connectPreviewFrame({ frame: toStore as unknown as Window, origin: STORE, methods: { navigated: () => undefined }, connectTimeoutMs: 30 });
    await expect(lonely.ready()).rejects.toMatchObject({ code: 'CONNECTION_TIMEOUT' });
    lonely.destroy();

    const host = connectPreviewFrame({ frame: toStore as unknown as Window, origin: STORE, methods: { navigated: () => undefined }, callTimeoutMs: 40 });
    const agent = await connectPreviewHost({ host: toConsole as unknown as Window, origin: CONSOLE, page: PAGE, methods: agentMethods({ waitForStable: () => new Promise(() => undefined) }) });
    const remote = await host.ready();
    await expect(remote.waitForStable()).rejects.toMatchObject({ code: 'CALL_TIMEOUT' });
    // A call's own CallOptions win over the default.
    await expect(remote.waitForStable(undefined, new CallOptions({ timeout: 10 }))).rejects.toMatchObject({ code: 'CALL_TIMEOUT' });
    host.destroy();
    agent.destroy();
  });

  it('ignores messages from another window or another origin', async () => {
    const { toB: toStore, toA: toConsole } = world.pair(CONSOLE, STORE);
    const navigated = jest.fn();
    const host = connectPreviewFrame({ frame: toStore as unknown as Window, origin: STORE, methods: { navigated }, connectTimeoutMs: 300 });
    // Another window at the storefront's origin, and the right window seen from a wrong origin:
    // both try the whole handshake as an agent would.
    const stranger = world.stranger(STORE);
    const impostor = world.stranger('http://evil.test', toStore);
    const a = connectPreviewHost({ host: stranger as unknown as Window, origin: CONSOLE, page: PAGE, methods: agentMethods(), connectTimeoutMs: 150 });
    const b = connectPreviewHost({ host: impostor as unknown as Window, origin: CONSOLE, page: PAGE, methods: agentMethods(), connectTimeoutMs: 150 });
    await expect(a).rejects.toMatchObject({ code: 'CONNECTION_TIMEOUT' });
    await expect(b).rejects.toMatchObject({ code: 'CONNECTION_TIMEOUT' });
    await expect(host.ready()).rejects.toMatchObject({ code: 'CONNECTION_TIMEOUT' });
    expect(navigated).not.toHaveBeenCalled();
    // The agent, too, only listens to the console's exact origin.
    const agentOfWrongHost = connectPreviewHost({ host: toConsole as unknown as Window, origin: 'http://other-console.test', page: PAGE, methods: agentMethods(), connectTimeoutMs: 150 });
    await expect(agentOfWrongHost).rejects.toMatchObject({ code: 'CONNECTION_TIMEOUT' });
    host.destroy();
  });

  it('reconnects when the frame reloads: the new page says hello and takes calls', async () => {
    const { toB: toStore, toA: toConsole } = world.pair(CONSOLE, STORE);
    const pages: PreviewPage[] = [];
    const host = connectPreviewFrame({ frame: toStore as unknown as Window, origin: STORE, methods: { navigated: () => undefined }, onReady: (page) => pages.push(page) });
    const first = world.page(() => connectPreviewHost({ host: toConsole as unknown as Window, origin: CONSOLE, page: PAGE, methods: agentMethods({ rewriteUrlsOnCheckout: () => 1 }) }));
    await first.result;
    await expect((await host.ready()).rewriteUrlsOnCheckout()).resolves.toBe(1);
    // The old page goes away without a word (a reload), the new one connects on the same window.
    first.unload();
    const second = await connectPreviewHost({ host: toConsole as unknown as Window, origin: CONSOLE, page: { ...PAGE, place: 'CAT', path: '/collections/all' }, methods: agentMethods({ rewriteUrlsOnCheckout: () => 2 }) });
    await expect((await host.ready()).rewriteUrlsOnCheckout()).resolves.toBe(2);
    await new Promise((r) => setTimeout(r, 5));
    expect(pages.map((p) => p.place)).toEqual(['H', 'CAT']);
    expect(host.info?.place).toBe('CAT');
    host.destroy();
    second.destroy();
  });
});
