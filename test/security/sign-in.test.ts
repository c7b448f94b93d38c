import { httpClient } from '../helpers/http';
import { startServer, type RunningServer } from '../helpers/server';
import { AUTH_MESSAGES } from '../../server/auth/messages';

jest.setTimeout(120_000);

const errOf = (location: string | null) => JSON.parse(new URL(location!, 'http://x').searchParams.get('err')!);

describe('sign-in', () => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await startServer({ env: { LOGIN_MAX_FAILURES_PER_ACCOUNT: '3', LOGIN_MAX_FAILURES_PER_IP: '50', LOGIN_FAILURE_WINDOW_SECONDS: '4' } });
  });
  afterAll(() => server?.stop());

  it('sends a wrong password back to /login with the error as JSON in ?err', async () => {
    const res = await httpClient(server).signIn('staff@vitrine.dev', 'not-the-password');
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toMatch(/^\/login\?err=/);
    expect(errOf(res.headers.get('location'))).toEqual({ message: AUTH_MESSAGES.badCredentials });
  });

  it('answers an unknown account exactly like a wrong password', async () => {
    const res = await httpClient(server).signIn('nobody@example.com', 'whatever');
    expect(errOf(res.headers.get('location'))).toEqual({ message: AUTH_MESSAGES.badCredentials });
  });

  it('refuses missing, mistyped and oversized fields with a message', async () => {
    const http = httpClient(server);
    const empty = await http.request('POST', '/auth/local', { email: '', password: '' }, { form: true, noCsrf: true });
    expect(errOf(empty.headers.get('location'))).toEqual({ message: AUTH_MESSAGES.missingFields });
    const json = await http.request('POST', '/auth/local', { email: ['a'], password: { x: 1 } }, { noCsrf: true });
    expect(json.status).toBe(400);
    expect(json.body.message).toBe(AUTH_MESSAGES.missingFields);
    const huge = await http.request('POST', '/auth/local', { email: 'a@b.c', password: 'x'.repeat(20_000) }, { form: true, noCsrf: true });
    expect(huge.status).toBe(413);
  });

  it('redirects only to local paths after sign-in', async () => {
    const ok = await httpClient(server).signIn('merchant@example.com', 'vitrine-merchant', { next: '/app/home?site-xid=abc' });
    expect(ok.headers.get('location')).toBe('/app/home?site-xid=abc');
    for (const next of ['//evil.example/x', 'https://evil.example', '/\\evil.example', '/\t/evil.example', '/x\r\nset-cookie: a=b', '/x\u0000']) {
      const res = await httpClient(server).signIn('merchant@example.com', 'vitrine-merchant', { next });
      expect(res.status).toBe(303);
      expect(res.headers.get('location')).toBe('/');
    }
  });

  it('points unconfigured social and enterprise sign-ins back to /login with a message', async () => {
    for (const [path, name] of [['google', 'Google'], ['linkedin', 'LinkedIn'], ['saml', 'Single sign-on']]) {
      const res = await httpClient(server).get(`/auth/${path}`, { headers: { accept: 'text/html' } });
      expect(res.status).toBe(302);
      expect(errOf(res.headers.get('location'))).toEqual({ message: AUTH_MESSAGES.notConfigured(name) });
    }
  });

  it('throttles an account after too many failures, even for the right password, then lets it in again', async () => {
    const email = 'owner@globex.example';
    for (let i = 0; i < 3; i++) {
      expect(errOf((await httpClient(server).signIn(email, `wrong-${i}`)).headers.get('location')).message).toBe(AUTH_MESSAGES.badCredentials);
    }
    const blocked = await httpClient(server).signIn(email, 'vitrine-globex');
    expect(errOf(blocked.headers.get('location')).message).toBe(AUTH_MESSAGES.throttled);
    // Another account from the same client is not affected by this account's lock.
    const other = httpClient(server);
    await other.signIn('merchant@example.com', 'vitrine-merchant');
    expect((await other.get('/api2/auth/')).status).toBe(200);
    // The window slides: no permanent lock-out.
    await new Promise((r) => setTimeout(r, 4500));
    const back = httpClient(server);
    const res = await back.signIn(email, 'vitrine-globex');
    expect(res.headers.get('location')).toBe('/');
    expect((await back.get('/api2/auth/')).body.email).toBe(email);
  });
});

describe('sign-in throttling per IP', () => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await startServer({ env: { LOGIN_MAX_FAILURES_PER_ACCOUNT: '100', LOGIN_MAX_FAILURES_PER_IP: '4' } });
  });
  afterAll(() => server?.stop());

  it('throttles a client that tries many accounts', async () => {
    for (let i = 0; i < 4; i++) await httpClient(server).signIn(`guess${i}@example.com`, 'x');
    const res = await httpClient(server).signIn('merchant@example.com', 'vitrine-merchant');
    expect(errOf(res.headers.get('location')).message).toBe(AUTH_MESSAGES.throttled);
  });
});
