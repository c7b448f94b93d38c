import { clearEarlyResponses, takeEarlyResponse } from './earlyResponses';
import { startBootRequests, type BootStorage } from './startBootRequests';

const SITES = [
  { _id: 'aaaaaaaaaaaaaaaaaaaaaaaa', external: 'alpine', name: 'Alpine' },
  { _id: 'bbbbbbbbbbbbbbbbbbbbbbbb', external: 'northwind', name: 'Northwind' },
];

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** A fetch whose answers the test releases by path, recording the order of the requests. */
function controlledFetch(answers: Record<string, () => Response>) {
  const calls: string[] = [];
  const pending = new Map<string, () => void>();
  const fetch = jest.fn((input: RequestInfo | URL) => {
    const url = String(input);
    calls.push(url);
    return new Promise<Response>((resolve) => pending.set(url, () => resolve((answers[url] ?? (() => json(404, {})))())));
  });
  const answer = async (url: string) => {
    pending.get(url)?.();
    // Let the boot code's continuations run.
    for (let i = 0; i < 10; i++) await Promise.resolve();
    await new Promise((r) => setTimeout(r, 0));
  };
  return { fetch: fetch as unknown as typeof globalThis.fetch, calls, answer };
}

function memoryStorage(initial: Partial<Record<'lastSite' | 'bootSite', unknown>> = {}): BootStorage & { values: Record<string, unknown> } {
  const values: Record<string, unknown> = { ...initial };
  return {
    values,
    get: ((name: string) => values[name]) as BootStorage['get'],
    remove: (name) => {
      delete values[name];
    },
  };
}

const registry = (id: string) => `/api2/applets?site=${id}`;
const signedIn = { '/api2/auth/': () => json(200, { _id: 'u1' }), '/api2/sites': () => json(200, SITES) };
/** A browser signed in at its last page load, on Alpine. */
const wasSignedIn = () => memoryStorage({ bootSite: { external: 'alpine', id: SITES[0]._id } });

afterEach(clearEarlyResponses);

describe('startBootRequests', () => {
  it('asks for the session and the sites at once, side by side', () => {
    const net = controlledFetch(signedIn);
    startBootRequests({ location: { pathname: '/applet/chk/checkout/score', search: '?site-xid=northwind' }, storage: wasSignedIn(), fetch: net.fetch });
    // Both went out before either answered.
    expect(net.calls).toEqual(['/api2/auth/', '/api2/sites']);
    const init = (net.fetch as unknown as jest.Mock).mock.calls[0][1] as RequestInit;
    expect(init).toMatchObject({ method: 'GET', credentials: 'same-origin', headers: { accept: 'application/json' } });
  });

  it('asks for the registry of the site the URL names as soon as the site list is read, and remembers its id', async () => {
    const net = controlledFetch(signedIn);
    const storage = wasSignedIn();
    const boot = startBootRequests({ location: { pathname: '/applet/chk/checkout/score', search: '?site-xid=northwind' }, storage, fetch: net.fetch })!;
    await net.answer('/api2/auth/');
    await net.answer('/api2/sites');
    expect(net.calls).toEqual(['/api2/auth/', '/api2/sites', registry(SITES[1]._id)]);
    await expect(boot.registrySite).resolves.toBe(SITES[1]._id);
    // The boot only reads bootSite; SitesStore writes it when the site is selected.
    expect(storage.values.bootSite).toEqual({ external: 'alpine', id: SITES[0]._id });
    // The stores' own calls find the answers waiting.
    expect(takeEarlyResponse('/api2/auth/')).toBeDefined();
    expect(takeEarlyResponse('/api2/sites')).toBeDefined();
    expect(takeEarlyResponse(registry(SITES[1]._id))).toBeDefined();
  });

  it('asks for a remembered site registry at once, alongside the session and the sites', async () => {
    const net = controlledFetch(signedIn);
    const storage = memoryStorage({ bootSite: { external: 'northwind', id: SITES[1]._id } });
    const boot = startBootRequests({ location: { pathname: '/app/home', search: '?site-xid=northwind' }, storage, fetch: net.fetch })!;
    expect(net.calls).toEqual(['/api2/auth/', '/api2/sites', registry(SITES[1]._id)]);
    await net.answer('/api2/auth/');
    await net.answer('/api2/sites');
    // The list agreed: no second registry request.
    expect(net.calls).toHaveLength(3);
    await expect(boot.registrySite).resolves.toBe(SITES[1]._id);
  });

  it('uses the last used site when the URL names none', async () => {
    const net = controlledFetch(signedIn);
    const storage = memoryStorage({ lastSite: 'alpine', bootSite: { external: 'alpine', id: SITES[0]._id } });
    startBootRequests({ location: { pathname: '/applet/rec', search: '' }, storage, fetch: net.fetch });
    expect(net.calls).toEqual(['/api2/auth/', '/api2/sites', registry(SITES[0]._id)]);
  });

  it('corrects a remembered site the list does not confirm', async () => {
    const net = controlledFetch(signedIn);
    // Remembered for another id (e.g. the site was recreated): the list has the truth.
    const storage = memoryStorage({ bootSite: { external: 'northwind', id: 'cccccccccccccccccccccccc' } });
    const boot = startBootRequests({ location: { pathname: '/applet/chk', search: '?site-xid=northwind' }, storage, fetch: net.fetch })!;
    await net.answer('/api2/auth/');
    await net.answer('/api2/sites');
    expect(net.calls).toEqual(['/api2/auth/', '/api2/sites', registry('cccccccccccccccccccccccc'), registry(SITES[1]._id)]);
    await expect(boot.registrySite).resolves.toBe(SITES[1]._id);
  });

  it('asks a browser that was signed out at its last load for the session only', async () => {
    const net = controlledFetch({ '/api2/auth/': () => json(401, { message: 'Not signed in' }) });
    const boot = startBootRequests({ location: { pathname: '/app/home', search: '' }, storage: memoryStorage(), fetch: net.fetch })!;
    await net.answer('/api2/auth/');
    expect(net.calls).toEqual(['/api2/auth/']);
    await expect(boot.registrySite).resolves.toBeUndefined();
  });

  it('leaves the sites and registry to the stores when signed in without a remembered site', async () => {
    const net = controlledFetch(signedIn);
    const boot = startBootRequests({ location: { pathname: '/app/home', search: '' }, storage: memoryStorage(), fetch: net.fetch })!;
    await net.answer('/api2/auth/');
    // The stores ask now; a boot request too would be the same request twice.
    expect(net.calls).toEqual(['/api2/auth/']);
    await expect(boot.registrySite).resolves.toBeUndefined();
  });

  it('asks for nothing more once the session says signed out, and forgets the remembered site', async () => {
    const net = controlledFetch({ '/api2/auth/': () => json(401, { message: 'Not signed in' }), '/api2/sites': () => json(401, {}) });
    const storage = wasSignedIn();
    const boot = startBootRequests({ location: { pathname: '/app/home', search: '' }, storage, fetch: net.fetch })!;
    await net.answer('/api2/auth/');
    await net.answer('/api2/sites');
    expect(net.calls).toEqual(['/api2/auth/', '/api2/sites']);
    await expect(boot.registrySite).resolves.toBeUndefined();
    // The next page load asks for the session only.
    expect(storage.values.bootSite).toBeUndefined();
  });

  it('keeps the remembered site when the session call failed for another reason', async () => {
    const net = controlledFetch({ '/api2/auth/': () => json(503, { message: 'Unavailable' }) });
    const storage = wasSignedIn();
    const boot = startBootRequests({ location: { pathname: '/app/home', search: '' }, storage, fetch: net.fetch })!;
    await net.answer('/api2/auth/');
    await expect(boot.registrySite).resolves.toBeUndefined();
    expect(storage.values.bootSite).toEqual({ external: 'alpine', id: SITES[0]._id });
  });

  it('on /login asks for the session only, and for the sites once signed in', async () => {
    const net = controlledFetch(signedIn);
    const boot = startBootRequests({ location: { pathname: '/login', search: '' }, storage: memoryStorage(), fetch: net.fetch })!;
    expect(net.calls).toEqual(['/api2/auth/']);
    await net.answer('/api2/auth/');
    // /login redirects before it shows a site: no registry.
    await expect(boot.registrySite).resolves.toBeUndefined();
    expect(net.calls).toEqual(['/api2/auth/']);
  });

  it('asks for no registry on pages that redirect before they show a site', async () => {
    const net = controlledFetch(signedIn);
    const boot = startBootRequests({ location: { pathname: '/', search: '' }, storage: wasSignedIn(), fetch: net.fetch })!;
    await net.answer('/api2/auth/');
    await net.answer('/api2/sites');
    expect(net.calls).toEqual(['/api2/auth/', '/api2/sites']);
    await expect(boot.registrySite).resolves.toBeUndefined();
  });

  it('survives a failed request: the store that takes it reports it', async () => {
    const net = controlledFetch({ '/api2/auth/': () => json(200, {}), '/api2/sites': () => json(502, { message: 'Bad Gateway' }) });
    const boot = startBootRequests({ location: { pathname: '/app/home', search: '' }, storage: wasSignedIn(), fetch: net.fetch })!;
    await net.answer('/api2/auth/');
    await net.answer('/api2/sites');
    await expect(boot.registrySite).resolves.toBeUndefined();
    await expect(takeEarlyResponse('/api2/sites')).resolves.toMatchObject({ status: 502 });
  });
});
