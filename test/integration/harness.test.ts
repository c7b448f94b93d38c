import pg from 'pg';
import { httpClient } from '../helpers/http';
import { ServerStartError, startServer, type RunningServer } from '../helpers/server';

jest.setTimeout(90_000);

describe('test harness: a real server on a throw-away data dir', () => {
  let server: RunningServer;

  beforeAll(async () => {
    server = await startServer();
  });
  afterAll(async () => {
    await server?.stop();
  });

  it('refuses GET /api2/auth/ without a session: 401 with a JSON message', async () => {
    const res = await httpClient(server).get('/api2/auth/');
    expect(res.status).toBe(401);
    expect(res.headers.get('content-type')).toMatch(/application\/json/);
    expect(typeof res.body.message).toBe('string');
    expect(res.body.message.length).toBeGreaterThan(0);
  });

  it('signs the merchant in and reports who is signed in', async () => {
    const http = httpClient(server);
    const login = await http.signIn('merchant@example.com', 'vitrine-merchant');
    expect([302, 303]).toContain(login.status);
    expect(login.headers.get('location')).not.toMatch(/^\/login/);

    const me = await http.get('/api2/auth/');
    expect(me.status).toBe(200);
    expect(me.body).toMatchObject({ email: 'merchant@example.com', staff: false });
    expect(typeof me.body.csrfToken).toBe('string');
  });

  it('keeps its data where the run says: PGlite by default, the given PostgreSQL with DATABASE_URL', async () => {
    if (!process.env.DATABASE_URL) {
      expect(server.databaseUrl).toBeUndefined();
      expect(server.logs()).toMatch(/running \(pglite/);
      return;
    }
    expect(server.logs()).toMatch(/running \(postgres/);
    const client = new pg.Client({ connectionString: server.databaseUrl });
    await client.connect();
    try {
      const { rows } = await client.query("SELECT email FROM users WHERE email = 'merchant@example.com'");
      expect(rows).toHaveLength(1);
    } finally {
      await client.end();
    }
  });

  it('refuses a second server on the same data dir: exit code 2, stderr names the dir', async () => {
    const second = startServer({ dataDir: server.dataDir, timeoutMs: 60_000 });
    const err = await second.then(
      async (s) => {
        await s.stop();
        throw new Error('the second server started on a data dir that is in use');
      },
      (e: unknown) => e,
    );
    expect(err).toBeInstanceOf(ServerStartError);
    expect((err as ServerStartError).exitCode).toBe(2);
    expect((err as ServerStartError).stderr).toContain(server.dataDir);
    // The first server is unharmed.
    expect((await httpClient(server).get('/api2/auth/')).status).toBe(401);
  });
});
