import { registerApplet } from './registerApplet';

const CONSOLE = 'https://console.example.com';
const MANIFEST = 'https://apps.example.com/acme/applet.json';

/** A console that behaves like the real one where the command relies on it. */
function fakeConsole({ registered = false, staff = true } = {}) {
  const seen: Array<{ method: string; url: string; headers: Record<string, string>; body?: string }> = [];
  let exists = registered;
  const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
    new Response(body === undefined ? null : JSON.stringify(body), { status, headers: { 'content-type': 'application/json', ...headers } });
  const fetchImpl = (async (input: string | URL, init: RequestInit = {}) => {
    const url = String(input);
    const method = init.method ?? 'GET';
    const headers = (init.headers ?? {}) as Record<string, string>;
    seen.push({ method, url, headers, body: init.body as string | undefined });
    const signedIn = headers.cookie === 'session=s1';
    const csrf = headers['x-csrf-token'] === 't1';
    if (url === MANIFEST) return json(200, { id: 'acme' });
    if (url === `${CONSOLE}/auth/local`) {
      return headers.origin === CONSOLE ? json(200, { ok: true }, { 'set-cookie': 'session=s1; Path=/; HttpOnly' }) : json(403, { message: 'Cross-origin sign-in refused' });
    }
    if (url === `${CONSOLE}/api2/auth/`) return signedIn ? json(200, { csrfToken: 't1', staff }) : json(401, { message: 'Not signed in' });
    if (!signedIn || !csrf) return json(403, { message: 'CSRF' });
    if (url === `${CONSOLE}/api2/applets/manifest` && method === 'POST') {
      if (exists) return json(409, { message: 'duplicate', code: 11000 });
      exists = true;
      return json(201, { id: 'acme', route: 'acme-route' });
    }
    if (url === `${CONSOLE}/api2/applets/acme` && method === 'DELETE') {
      exists = false;
      return new Response(null, { status: 204 });
    }
    return json(404, { message: 'Not found' });
  }) as typeof fetch;
  return { fetchImpl, seen };
}

const options = { consoleUrl: `${CONSOLE}/app/home`, email: 'staff@example.com', password: 'secret', manifestUrl: MANIFEST };

describe('registerApplet', () => {
  it("signs in with the console's Origin and registers with the session's CSRF token", async () => {
    const console = fakeConsole();
    await expect(registerApplet({ ...options, fetch: console.fetchImpl })).resolves.toEqual({ id: 'acme', route: 'acme-route', replaced: false });
    const register = console.seen.find((r) => r.url.endsWith('/api2/applets/manifest'))!;
    expect(JSON.parse(register.body!)).toEqual({ url: MANIFEST });
    expect(register.headers).toMatchObject({ cookie: 'session=s1', 'x-csrf-token': 't1', 'content-type': 'application/json' });
  });

  it('replaces an existing registration only when asked', async () => {
    await expect(registerApplet({ ...options, fetch: fakeConsole({ registered: true }).fetchImpl })).rejects.toThrow(/failed \(409\): duplicate/);
    const console = fakeConsole({ registered: true });
    await expect(registerApplet({ ...options, replace: true, fetch: console.fetchImpl })).resolves.toEqual({ id: 'acme', route: 'acme-route', replaced: true });
    expect(console.seen.map((r) => `${r.method} ${r.url.replace(CONSOLE, '')}`)).toContain('DELETE /api2/applets/acme');
  });

  it('refuses an account that is not staff before writing anything', async () => {
    const console = fakeConsole({ staff: false });
    await expect(registerApplet({ ...options, fetch: console.fetchImpl })).rejects.toThrow('staff@example.com is not staff');
    expect(console.seen.some((r) => r.method === 'POST' && r.url.includes('/api2/applets'))).toBe(false);
  });
});
