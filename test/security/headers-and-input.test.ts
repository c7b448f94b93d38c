import { httpClient } from '../helpers/http';
import { startServer, type RunningServer } from '../helpers/server';
import { SEED_SITES } from '../../server/seed/world';

jest.setTimeout(90_000);

describe('security headers and hostile input', () => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await startServer();
  });
  afterAll(() => server?.stop());

  it.each(['/login', '/app/home', '/api2/auth/', '/api/nope', '/favicon.ico'])('%s carries CSP frame-ancestors and nosniff', async (path) => {
    const res = await httpClient(server).get(path, { headers: { accept: 'text/html' } });
    expect(res.headers.get('content-security-policy')).toMatch(/frame-ancestors 'self'/);
    expect(res.headers.get('content-security-policy')).toMatch(/script-src 'self'/);
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('sends no HSTS over plain http (it would pin localhost to https in the browser)', async () => {
    const res = await httpClient(server).get('/login', { headers: { accept: 'text/html' } });
    expect(res.headers.get('strict-transport-security')).toBeNull();
  });

  it('the console frames the storefront and each demo shop on its own origin, nothing else', async () => {
    const port = new URL(server.storefrontUrl).port;
    const csp = (await httpClient(server).get('/app/home', { headers: { accept: 'text/html' } })).headers.get('content-security-policy')!;
    expect(/frame-src ([^;]*)/.exec(csp)?.[1].split(' ').sort()).toEqual(["'self'", `http://*.localhost:${port}`, `http://localhost:${port}`].sort());
  });

  it('the storefront may be framed by the console only', async () => {
    const res = await fetch(server.storefrontUrl);
    expect(res.status).toBe(200);
    // Not even itself: a storefront page framing another is no preview.
    expect(res.headers.get('content-security-policy')).toMatch(/frame-ancestors http:\/\/[^ ;']+(;|$)/);
  });

  it('sends Cache-Control: no-store on every authenticated data answer, writes included', async () => {
    const http = httpClient(server);
    await http.signIn('merchant@example.com', 'vitrine-merchant');
    const site = SEED_SITES.find((s) => s.org === 'northwind' && s.installation === 'ok')!;
    const reads = ['/api2/sites', `/api/sites/${site.id}`, `/api2/applet?site=${site.id}&applet=rec`, `/api2/applets?site=${site.id}`, '/api2/auth/'];
    for (const path of reads) {
      const res = await http.get(path);
      expect([path, res.status, res.headers.get('cache-control')]).toEqual([path, 200, 'no-store']);
    }
    const current = (await http.get(`/api/sites/${site.id}`)).body;
    const write = await http.patch(`/api2/sites/${site.id}`, { __v: current.__v, name: current.name });
    expect([write.status, write.headers.get('cache-control')]).toEqual([200, 'no-store']);
    // A refusal holds nothing worth caching either, and the console's hashed chunks stay cacheable.
    expect((await http.get('/api2/sites/not-an-id/favicon.svg')).headers.get('cache-control')).toBe('no-store');
  });

  it('sends no-store on every other signed-in answer: GraphQL, errors at the edge, feeds and favicons', async () => {
    const http = httpClient(server);
    // The sign-in answer sets the session cookie: no cache may keep it either.
    const signedIn = await http.signIn('merchant@example.com', 'vitrine-merchant');
    expect([signedIn.status, signedIn.headers.get('cache-control')]).toEqual([303, 'no-store']);
    const site = SEED_SITES.find((s) => s.org === 'northwind' && s.installation === 'ok')!;
    const where = { arrivalTimeUtc: { range: 'l4w' }, siteId: [site.id] };
    const report = 'query S($where: SessionWhere!) { sessions(where: $where) { totals { visits { primary } } } }';
    const answers = {
      'GraphQL data': await http.post('/graphql', { query: report, variables: { where } }),
      'GraphQL resolver error': await http.post('/graphql', { query: report, variables: { where: { ...where, siteId: ['not-an-id'] } } }),
      'GraphQL schema error': await http.post('/graphql', { query: '{ nope }' }),
      'a NUL refused at the edge': await http.patch(`/api2/sites/${site.id}`, { name: 'a\u0000b' }),
      'malformed JSON': await http.patch(`/api2/sites/${site.id}`, '{"name": '),
      'a body over the limit': await http.post('/api2/applet', { site: site.id, applet: 'big', blob: 'x'.repeat(1.2 * 1024 * 1024) }),
      'an unknown API path': await http.get('/api2/does-not-exist'),
      'a staff-only route': await http.get('/api2/applets/all'),
      'a stale version': await http.patch(`/api2/sites/${site.id}`, { __v: 999_999, name: 'stale' }),
      'a dropdown feed': await http.get('/api/static/timezones2'),
      'a geocode': await http.get('/api/geo/geocode/?q=DE-16-Berlin'),
      'a forex table': await http.get('/api2/forex/latest'),
      'a site favicon': await http.get(`/api2/sites/${site.id}/favicon.svg`),
    };
    const seen = Object.entries(answers).map(([what, res]) => [what, res.status < 500, res.headers.get('cache-control')]);
    expect(seen).toEqual(Object.keys(answers).map((what) => [what, true, 'no-store']));
    // Answers made without the session keep their own policy: the public gallery, a hashed chunk.
    expect((await http.get('/api2/public/gallery')).headers.get('cache-control')).toBe('public, max-age=300');
  });

  it('lists no directories', async () => {
    for (const path of ['/static/', '/assets/', '/node_modules/', '/server/']) {
      const res = await httpClient(server).get(path, { headers: { accept: 'text/html' } });
      expect(String(res.body)).not.toMatch(/Index of|<ul>\s*<li><a href/i);
    }
    const dot = await httpClient(server).get('/../package.json');
    expect(String(JSON.stringify(dot.body))).not.toContain('"devDependencies"');
  });

  it('answers unknown API paths with a JSON 404', async () => {
    const res = await httpClient(server).get('/api2/does-not-exist');
    expect(res.status).toBe(404);
    expect(res.body.message).toMatch(/Not found/);
  });

  describe('signed in', () => {
    const site = SEED_SITES.find((s) => s.org === 'northwind')!;
    let http: ReturnType<typeof httpClient>;
    beforeAll(async () => {
      http = httpClient(server);
      await http.signIn('merchant@example.com', 'vitrine-merchant');
    });

    it('answers malformed JSON with 400, not 500', async () => {
      const token = await http.csrf();
      const res = await fetch(`${server.url}/api2/sites/${site.id}`, {
        method: 'PATCH',
        headers: { 'content-type': 'application/json', 'x-csrf-token': token!, cookie: `vitrine_sid=${http.cookies.get('vitrine_sid')}` },
        body: '{"name": ',
      });
      expect(res.status).toBe(400);
      expect((await res.json()).message).toBeTruthy();
    });

    it('refuses bodies over the limit with 413', async () => {
      const res = await http.post('/api2/applet', { site: site.id, applet: 'big', blob: 'x'.repeat(1.2 * 1024 * 1024) });
      expect(res.status).toBe(413);
    });

    it('refuses an unsupported content type with 415', async () => {
      const token = await http.csrf();
      const res = await fetch(`${server.url}/api2/applet`, {
        method: 'POST',
        headers: { 'content-type': 'application/xml', 'x-csrf-token': token!, cookie: `vitrine_sid=${http.cookies.get('vitrine_sid')}` },
        body: '<a/>',
      });
      expect(res.status).toBe(415);
    });

    it('never answers 500 to odd ids, types and query strings', async () => {
      const probes = [
        http.get('/api/sites/%00'),
        http.get(`/api/sites/${'z'.repeat(5000)}`),
        http.get('/api2/applet?site[]=1&applet=rec'),
        http.get(`/api2/applet?site=${site.id}&applet=${'a'.repeat(300)}`),
        http.patch(`/api2/sites/${site.id}`, 'just a string'),
        http.patch(`/api2/sites/${site.id}`, null),
        http.put('/api/users/%27%3B%20DROP%20TABLE%20users', { title: 'x' }),
        http.get('/api/organizations/name?external[$ne]=1'),
      ];
      for (const res of await Promise.all(probes)) {
        expect(res.status).toBeGreaterThanOrEqual(400);
        expect(res.status).toBeLessThan(500);
        expect(JSON.stringify(res.body)).not.toMatch(/at .*\.ts:\d+/); // no stack traces
      }
    });
  });
});
