import { httpClient } from '../helpers/http';
import { startServer, type RunningServer } from '../helpers/server';
import { SEED_SITES } from '../../server/seed/world';

jest.setTimeout(90_000);

const site = SEED_SITES.find((s) => s.org === 'northwind')!;

describe('CSRF defences', () => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await startServer();
  });
  afterAll(() => server?.stop());

  it('refuses state changes without the session’s CSRF token, and changes nothing', async () => {
    const http = httpClient(server);
    await http.signIn('merchant@example.com', 'vitrine-merchant');
    const before = (await http.get(`/api/sites/${site.id}`)).body;
    const none = await http.patch(`/api2/sites/${site.id}`, { name: 'csrf' }, { noCsrf: true });
    expect(none.status).toBe(403);
    expect(none.body.message).toMatch(/CSRF/);
    const wrong = await http.patch(`/api2/sites/${site.id}`, { name: 'csrf' }, { noCsrf: true, headers: { 'x-csrf-token': 'x'.repeat(32) } });
    expect(wrong.status).toBe(403);
    expect((await http.get(`/api/sites/${site.id}`)).body).toEqual(before);
  });

  it('does not accept one session’s token for another session', async () => {
    const a = httpClient(server);
    await a.signIn('merchant@example.com', 'vitrine-merchant');
    const tokenA = await a.csrf();
    const b = httpClient(server);
    await b.signIn('merchant@example.com', 'vitrine-merchant');
    const res = await b.patch(`/api2/sites/${site.id}`, { name: 'x' }, { noCsrf: true, headers: { 'x-csrf-token': tokenA! } });
    expect(res.status).toBe(403);
  });

  it('refuses a sign-in form posted from another origin', async () => {
    const http = httpClient(server);
    const res = await http.request('POST', '/auth/local', { email: 'merchant@example.com', password: 'vitrine-merchant' }, {
      form: true,
      noCsrf: true,
      headers: { origin: 'https://evil.example' },
    });
    expect(res.status).toBe(303);
    expect(decodeURIComponent(res.headers.get('location')!)).toContain('Sign-in must come from the Vitrine sign-in page.');
    expect(http.cookies.get('vitrine_sid')).toBeUndefined();
  });

  it('signs out only on a POST that carries the session’s token: a link, an image or a forged form does nothing', async () => {
    const http = httpClient(server);
    await http.signIn('merchant@example.com', 'vitrine-merchant');
    const link = await http.get('/api2/auth/logout', { headers: { 'sec-fetch-site': 'cross-site', accept: 'text/html' } });
    expect(link.status).toBe(405);
    expect(link.headers.get('allow')).toBe('POST');
    expect((await http.get('/api2/auth/logout', { headers: { accept: 'image/*' } })).status).toBe(405);
    const forged = await http.post('/api2/auth/logout', undefined, { noCsrf: true });
    expect(forged.status).toBe(403);
    expect((await http.get('/api2/auth/')).status).toBe(200);
    expect((await http.signOut()).status).toBe(200);
    expect((await http.get('/api2/auth/')).status).toBe(401);
  });

  it('answers unsafe calls without a session with 401', async () => {
    const res = await httpClient(server).patch(`/api2/sites/${site.id}`, { name: 'x' });
    expect(res.status).toBe(401);
  });
});
