import { httpClient } from '../helpers/http';
import { startServer, type RunningServer } from '../helpers/server';

jest.setTimeout(120_000);

const IDLE_SECONDS = 3;

const sessionCookie = (res: { headers: Headers }) =>
  res.headers.getSetCookie().find((c) => c.startsWith('vitrine_sid=')) ?? '';

describe('sessions', () => {
  let server: RunningServer;
  beforeAll(async () => {
    // Short timeouts so idle and absolute expiry can be watched in seconds.
    server = await startServer({ env: { SESSION_IDLE_SECONDS: String(IDLE_SECONDS), SESSION_ABSOLUTE_SECONDS: '8' } });
  });
  afterAll(() => server?.stop());

  it('sets an HttpOnly, SameSite=Lax session cookie and a 365-day remember cookie', async () => {
    const http = httpClient(server);
    const res = await http.signIn('merchant@example.com', 'vitrine-merchant');
    const cookie = sessionCookie(res);
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect(cookie).not.toMatch(/Max-Age/i); // not remembered: ends with the browser session
    const remember = res.headers.getSetCookie().find((c) => c.startsWith('remember='))!;
    expect(remember).toMatch(/^remember=0/);
    expect(remember).toMatch(/Max-Age=31536000/);
  });

  it('marks remembered sign-ins with remember=1 and a persistent cookie', async () => {
    const res = await httpClient(server).signIn('merchant@example.com', 'vitrine-merchant', { remember: true });
    expect(res.headers.getSetCookie().find((c) => c.startsWith('remember='))).toMatch(/^remember=1/);
    expect(sessionCookie(res)).toMatch(/Max-Age=8/);
  });

  it('issues a new session id at sign-in, even when a cookie was planted', async () => {
    const http = httpClient(server);
    http.cookies.set('vitrine_sid', 'planted-by-attacker');
    await http.signIn('merchant@example.com', 'vitrine-merchant');
    expect(http.cookies.get('vitrine_sid')).not.toBe('planted-by-attacker');
    const first = http.cookies.get('vitrine_sid');
    await http.signIn('merchant@example.com', 'vitrine-merchant');
    expect(http.cookies.get('vitrine_sid')).not.toBe(first);
    // The replaced session is dead server-side too.
    const old = httpClient(server);
    old.cookies.set('vitrine_sid', first!);
    expect((await old.get('/api2/auth/')).status).toBe(401);
  });

  it('logout kills the session on the server, not only in the browser', async () => {
    const http = httpClient(server);
    await http.signIn('merchant@example.com', 'vitrine-merchant');
    const token = http.cookies.get('vitrine_sid')!;
    const out = await http.signOut();
    expect(out.status).toBe(200);
    expect(out.body).toEqual({ ok: true });
    const replay = httpClient(server);
    replay.cookies.set('vitrine_sid', token);
    expect((await replay.get('/api2/auth/')).status).toBe(401);
  });

  it('ends an idle session, keeps an active one alive through keep-alive, and never ends remembered ones for idleness', async () => {
    const idle = httpClient(server);
    await idle.signIn('merchant@example.com', 'vitrine-merchant');
    const idleSince = Date.now();
    const remembered = httpClient(server);
    await remembered.signIn('merchant@example.com', 'vitrine-merchant', { remember: true });
    // Signed in last, right before its pokes: a slow sign-in on a busy machine must not eat
    // the active session's idle allowance before it gets its first keep-alive.
    const active = httpClient(server);
    await active.signIn('merchant@example.com', 'vitrine-merchant');
    let pokes = 0;
    // At least two pokes even when the sign-ins above already took the idle allowance (a busy machine).
    while (pokes < 2 || Date.now() - idleSince < (IDLE_SECONDS + 1) * 1000) {
      await new Promise((r) => setTimeout(r, 1000));
      const poke = await active.get(pokes++ % 2 ? '/api/users/poke' : '/auth/keep-alive');
      expect(poke.status).toBe(200);
    }
    expect((await idle.get('/api2/auth/')).status).toBe(401);
    expect((await active.get('/api2/auth/')).status).toBe(200);
    expect((await remembered.get('/api2/auth/')).status).toBe(200);
  });

  it('lets ordinary activity extend a session whose idle timeout is under a minute', async () => {
    const busy = httpClient(server);
    await busy.signIn('merchant@example.com', 'vitrine-merchant');
    for (let i = 0; i < 5; i++) {
      await new Promise((r) => setTimeout(r, 1000));
      expect((await busy.get('/api2/sites')).status).toBe(200);
    }
  });

  it('ends every session at its absolute lifetime', async () => {
    const remembered = httpClient(server);
    await remembered.signIn('merchant@example.com', 'vitrine-merchant', { remember: true });
    const started = Date.now();
    while (Date.now() - started < 9000) {
      await new Promise((r) => setTimeout(r, 1500));
      await remembered.get('/auth/keep-alive');
    }
    expect((await remembered.get('/api2/auth/')).status).toBe(401);
  });

  it('keep-alive without a session is a 401, not a new session', async () => {
    const res = await httpClient(server).get('/auth/keep-alive');
    expect(res.status).toBe(401);
    expect(res.headers.getSetCookie()).toEqual([]);
  });
});
