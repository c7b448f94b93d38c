import { httpClient } from '../helpers/http';
import { startServer, type RunningServer } from '../helpers/server';
import { AUTH_MESSAGES } from '../../server/auth/messages';
import { ACCOUNT_WIDE_FACTOR } from '../../server/auth/throttle';

jest.setTimeout(120_000);

const errOf = (location: string | null) => JSON.parse(new URL(location!, 'http://x').searchParams.get('err')!);

/** Long enough that three failures on a busy machine still share one window. */
const WINDOW_SECONDS = 8;

describe('sign-in', () => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await startServer({ env: { LOGIN_MAX_FAILURES_PER_ACCOUNT: '3', LOGIN_MAX_FAILURES_PER_IP: '50', LOGIN_FAILURE_WINDOW_SECONDS: String(WINDOW_SECONDS) } });
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
    for (const next of ['//evil.example/x', 'https://evil.example', '/\\evil.example', '/\t/evil.example', '/x\r\nset-cookie: a=b']) {
      const res = await httpClient(server).signIn('merchant@example.com', 'vitrine-merchant', { next });
      expect(res.status).toBe(303);
      expect(res.headers.get('location')).toBe('/');
    }
    // NUL never reaches the redirect: the input checks refuse the form first.
    const nul = await httpClient(server).signIn('merchant@example.com', 'vitrine-merchant', { next: '/x\u0000' });
    expect(nul.status).toBe(400);
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
    // In parallel, so all three land in one window however slow each hash is; none is refused
    // (each counts at most two others), so each is a real failure.
    const failures = await Promise.all([0, 1, 2].map((i) => httpClient(server).signIn(email, `wrong-${i}`)));
    for (const res of failures) expect(errOf(res.headers.get('location')).message).toBe(AUTH_MESSAGES.badCredentials);
    const blocked = await httpClient(server).signIn(email, 'vitrine-globex');
    expect(errOf(blocked.headers.get('location')).message).toBe(AUTH_MESSAGES.throttled);
    // Another account from the same client is not affected by this account's lock.
    const other = httpClient(server);
    await other.signIn('merchant@example.com', 'vitrine-merchant');
    expect((await other.get('/api2/auth/')).status).toBe(200);
    // The window slides: no permanent lock-out.
    await new Promise((r) => setTimeout(r, WINDOW_SECONDS * 1000 + 500));
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

describe('sign-in throttling under attack (concurrency, lock-out of the owner)', () => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await startServer({ env: { LOGIN_MAX_FAILURES_PER_ACCOUNT: '3', LOGIN_MAX_FAILURES_PER_IP: '200', LOGIN_FAILURE_WINDOW_SECONDS: '600' } });
  });
  afterAll(() => server?.stop());

  const jsonSignIn = (client: ReturnType<typeof httpClient>, email: string, password: string) =>
    client.request('POST', '/auth/local', { email, password }, { noCsrf: true });

  it('counts an attempt before hashing: of 60 parallel wrong passwords at most the limit are even tried', async () => {
    const answers = await Promise.all(Array.from({ length: 60 }, (_, i) => jsonSignIn(httpClient(server), 'merchant@example.com', `guess-${i}`)));
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s === 401).length).toBeLessThanOrEqual(3);
    expect(statuses.filter((s) => s === 429).length).toBeGreaterThanOrEqual(57);
    expect(statuses.every((s) => s === 401 || s === 429)).toBe(true);
  });

  it('slows the attacker but never locks the owner’s own browser out', async () => {
    const owner = httpClient(server);
    expect((await jsonSignIn(owner, 'owner@globex.example', 'vitrine-globex')).status).toBe(200);
    // Someone who only knows the e-mail throttles the account for every other browser...
    for (let i = 0; i < 5; i++) await jsonSignIn(httpClient(server), 'owner@globex.example', `wrong-${i}`);
    expect((await jsonSignIn(httpClient(server), 'owner@globex.example', 'vitrine-globex')).status).toBe(429);
    // ...but the browser that signed in before still signs in with the right password.
    const again = await jsonSignIn(owner, 'owner@globex.example', 'vitrine-globex');
    expect(again.status).toBe(200);
    expect((await owner.get('/api2/auth/')).body.email).toBe('owner@globex.example');
    // A forged device cookie is just another unknown browser.
    const forged = httpClient(server);
    forged.cookies.set('vitrine_device', 'forged-token');
    expect((await jsonSignIn(forged, 'owner@globex.example', 'vitrine-globex')).status).toBe(429);
  });
});

describe('sign-in throttling per account and source (several client addresses)', () => {
  let server: RunningServer;
  beforeAll(async () => {
    // TRUST_PROXY: the client address comes from X-Forwarded-For, as behind a load balancer.
    server = await startServer({ env: { LOGIN_MAX_FAILURES_PER_ACCOUNT: '3', LOGIN_MAX_FAILURES_PER_IP: '200', LOGIN_FAILURE_WINDOW_SECONDS: '600', TRUST_PROXY: '1' } });
  });
  afterAll(() => server?.stop());

  const signInFrom = (client: ReturnType<typeof httpClient>, ip: string, email: string, password: string) =>
    client.request('POST', '/auth/local', { email, password }, { noCsrf: true, headers: { 'x-forwarded-for': ip } });

  it('an attacker at one address slows only himself: the owner signs in from anywhere else, even on a new device', async () => {
    const email = 'owner@globex.example';
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) statuses.push((await signInFrom(httpClient(server), '203.0.113.10', email, `wrong-${i}`)).status);
    expect(statuses).toEqual([401, 401, 401, 429]);
    // Even the right password is refused at the attacker's address...
    expect((await signInFrom(httpClient(server), '203.0.113.10', email, 'vitrine-globex')).status).toBe(429);
    // ...and a browser that never signed in before gets in from another one.
    const owner = httpClient(server);
    expect((await signInFrom(owner, '198.51.100.20', email, 'vitrine-globex')).status).toBe(200);
    expect((await owner.get('/api2/auth/')).body.email).toBe(email);
  });

  it('counts an IPv6 client by its /64: rotating addresses inside it buys nothing', async () => {
    const statuses: number[] = [];
    for (let i = 1; i <= 4; i++) statuses.push((await signInFrom(httpClient(server), `2001:db8:0:7::${i}`, 'staff@vitrine.dev', `wrong-${i}`)).status);
    expect(statuses).toEqual([401, 401, 401, 429]);
    expect((await signInFrom(httpClient(server), '2001:db8:0:8::1', 'staff@vitrine.dev', 'vitrine-staff')).status).toBe(200);
  });

  it(`an attack from many addresses meets the account-wide cap (${ACCOUNT_WIDE_FACTOR}x): new browsers wait, the owner's known browser gets in`, async () => {
    const email = 'merchant@example.com';
    const known = httpClient(server);
    expect((await signInFrom(known, '198.51.100.30', email, 'vitrine-merchant')).status).toBe(200);
    const addresses = Array.from({ length: ACCOUNT_WIDE_FACTOR }, (_, i) => `203.0.113.${100 + i}`);
    const guesses = await Promise.all(addresses.flatMap((ip) => [0, 1, 2].map((i) => signInFrom(httpClient(server), ip, email, `wrong-${ip}-${i}`))));
    expect(guesses.every((g) => g.status === 401)).toBe(true);
    expect((await signInFrom(httpClient(server), '198.51.100.99', email, 'vitrine-merchant')).status).toBe(429);
    expect((await signInFrom(known, '198.51.100.99', email, 'vitrine-merchant')).status).toBe(200);
  });
});
