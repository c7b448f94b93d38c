// DNS rebinding: a name the console was not configured for gets nothing, and the sign-in
// Origin check compares against the configured origin, never the request's own Host.
import http from 'node:http';
import { httpClient } from '../helpers/http';
import { startServer, type RunningServer } from '../helpers/server';
import { UNKNOWN_HOST_MESSAGE, unknownHostMessage } from '../../server/http/hosts';
import { AUTH_MESSAGES } from '../../server/auth/messages';

jest.setTimeout(90_000);

/** A raw request with a chosen Host header (fetch does not let a caller set it). */
function requestWithHost(url: string, method: string, host: string, headers: Record<string, string> = {}, body?: string) {
  return new Promise<{ status: number; body: string; headers: http.IncomingHttpHeaders }>((resolve, reject) => {
    const req = http.request(url, { method, headers: { host, ...headers } }, (res) => {
      let text = '';
      res.on('data', (chunk) => (text += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text, headers: res.headers }));
    });
    req.on('error', reject);
    req.end(body);
  });
}

describe('Host header and the sign-in Origin check', () => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await startServer();
  });
  afterAll(() => server?.stop());

  const port = () => new URL(server.url).port;

  it('refuses an unknown Host with 421, on pages and on the API', async () => {
    for (const path of ['/login', '/api2/auth/', '/api2/sites']) {
      const res = await requestWithHost(`${server.url}${path}`, 'GET', `rebound.evil.example:${port()}`);
      expect(res.status).toBe(421);
      expect(JSON.parse(res.body).message).toBe(UNKNOWN_HOST_MESSAGE);
    }
  });

  it('refuses a sign-in whose Origin matches a rebound Host but not the configured origin', async () => {
    const form = 'email=merchant%40example.com&password=vitrine-merchant';
    const res = await requestWithHost(`${server.url}/auth/local`, 'POST', `rebound.evil.example:${port()}`, {
      origin: `http://rebound.evil.example:${port()}`,
      'content-type': 'application/x-www-form-urlencoded',
    }, form);
    expect(res.status).toBe(421);
    // And with a loopback Host (so the host check passes), a foreign Origin is still refused.
    const json = await httpClient(server).request('POST', '/auth/local', { email: 'merchant@example.com', password: 'vitrine-merchant' }, {
      noCsrf: true,
      headers: { origin: 'http://rebound.evil.example' },
    });
    expect(json.status).toBe(403);
    expect(json.body.message).toBe(AUTH_MESSAGES.crossOrigin);
  });

  it('refuses an unknown Host on the demo storefront too (its product URLs are built from Host)', async () => {
    const shopPort = new URL(server.storefrontUrl).port;
    for (const path of ['/', '/products.json']) {
      const res = await requestWithHost(`${server.storefrontUrl}${path}`, 'GET', `rebound.evil.example:${shopPort}`);
      expect([path, res.status]).toEqual([path, 421]);
      expect(JSON.parse(res.body).message).toBe(unknownHostMessage('STOREFRONT_ORIGIN'));
    }
    // Each demo shop answers on its own sub-domain; a sub-domain naming no shop is as unknown as any host.
    for (const host of ['localhost', '127.0.0.1', 'northwind-outfitters.localhost']) {
      const res = await requestWithHost(`${server.storefrontUrl}/products.json?limit=1`, 'GET', `${host}:${shopPort}`);
      expect([host, res.status]).toEqual([host, 200]);
      expect(JSON.parse(res.body).products[0].url ?? '').not.toContain('evil');
    }
    for (const host of ['no-such-shop.localhost', 'maple-leaf-books.localhost', 'northwind-outfitters.evil.example']) {
      expect([host, (await requestWithHost(`${server.storefrontUrl}/`, 'GET', `${host}:${shopPort}`)).status]).toEqual([host, 421]);
    }
  });

  it('keeps every loopback name usable in development', async () => {
    for (const host of ['localhost', '127.0.0.1']) {
      expect((await requestWithHost(`${server.url}/api2/auth/`, 'GET', `${host}:${port()}`)).status).toBe(401);
    }
    const signedIn = await httpClient(server).signIn('merchant@example.com', 'vitrine-merchant');
    expect(signedIn.status).toBe(303);
  });
});

// Production: PUBLIC_ORIGIN names an https origin (TLS ends at the load balancer, which talks
// plain http to the server). Only that host is served, loopback names included.
describe('an https public origin', () => {
  const HOST = 'console.vitrine.test';
  let server: RunningServer;
  beforeAll(async () => {
    server = await startServer({ env: { PUBLIC_ORIGIN: `https://${HOST}` } });
  });
  afterAll(() => server?.stop());

  it('answers its own host with HSTS, and refuses loopback names with 421', async () => {
    const page = await requestWithHost(`${server.url}/login`, 'GET', HOST, { accept: 'text/html' });
    expect(page.status).toBe(200);
    expect(page.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    for (const host of ['localhost', '127.0.0.1', `127.0.0.1:${new URL(server.url).port}`]) {
      const res = await requestWithHost(`${server.url}/api2/auth/`, 'GET', host);
      expect([host, res.status]).toEqual([host, 421]);
    }
  });

  it('signs in only from its own https origin, with Secure cookies', async () => {
    const body = JSON.stringify({ email: 'merchant@example.com', password: 'vitrine-merchant' });
    const json = { 'content-type': 'application/json' };
    const plain = await requestWithHost(`${server.url}/auth/local`, 'POST', HOST, { ...json, origin: `http://${HOST}` }, body);
    expect(plain.status).toBe(403);
    expect(JSON.parse(plain.body).message).toBe(AUTH_MESSAGES.crossOrigin);
    const res = await requestWithHost(`${server.url}/auth/local`, 'POST', HOST, { ...json, origin: `https://${HOST}` }, body);
    expect(res.status).toBe(200);
    const session = (res.headers['set-cookie'] ?? []).find((c) => c.startsWith('vitrine_sid='));
    expect(session).toMatch(/; Secure/i);
    expect(session).toMatch(/; HttpOnly/i);
  });
});
