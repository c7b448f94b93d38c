import { httpClient } from '../helpers/http';
import { startServer, type RunningServer } from '../helpers/server';
import { DEMO_SITE_ID, SEED_SITES } from '../../server/seed/world';
import { NOTIFICATION_LIMITS } from '../../server/sites/notification';
import { VERSION_MESSAGES } from '../../server/lib/version';

jest.setTimeout(90_000);

const northwind = SEED_SITES.filter((s) => s.org === 'northwind');
const globexSite = SEED_SITES.find((s) => s.org === 'globex')!;

describe('sites API', () => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await startServer();
  });
  afterAll(() => server?.stop());

  const merchant = async () => {
    const http = httpClient(server);
    await http.signIn('merchant@example.com', 'vitrine-merchant');
    return http;
  };

  it('lists only the merchant’s own sites, sorted by name', async () => {
    const http = await merchant();
    const res = await http.get('/api2/sites');
    expect(res.status).toBe(200);
    const names: string[] = res.body.map((s: { name: string }) => s.name);
    expect(names).toHaveLength(northwind.length);
    expect(names).toEqual([...names].sort((a, b) => a.toLowerCase().localeCompare(b.toLowerCase())));
    expect(names).not.toContain(globexSite.name);
    expect(res.body[0]).toEqual(expect.objectContaining({ _id: expect.stringMatching(/^[0-9a-f]{24}$/), __v: 0, flags: expect.any(Object) }));
  });

  it('lets staff list every site, including the public demo site with its fixed id', async () => {
    const http = httpClient(server);
    await http.signIn('staff@vitrine.dev', 'vitrine-staff');
    const res = await http.get('/api2/sites');
    expect(res.body.map((s: { _id: string }) => s._id)).toEqual(expect.arrayContaining([DEMO_SITE_ID, globexSite.id, northwind[0].id]));
    expect(res.body).toHaveLength(SEED_SITES.length);
  });

  it('answers 401 without a session', async () => {
    expect((await httpClient(server).get('/api2/sites')).status).toBe(401);
  });

  it('reads one site and refuses another organization’s site like a missing one', async () => {
    const http = await merchant();
    const own = await http.get(`/api/sites/${northwind[0].id}`);
    expect(own.status).toBe(200);
    expect(own.body).toMatchObject({ name: northwind[0].name, url: northwind[0].url, platform: northwind[0].platform });
    const foreign = await http.get(`/api/sites/${globexSite.id}`);
    const missing = await http.get(`/api/sites/${'0'.repeat(24)}`);
    expect(foreign.status).toBe(404);
    expect(foreign.body).toEqual(missing.body);
    expect((await http.get('/api/sites/not-an-id')).status).toBe(400);
  });

  const staff = async () => {
    const http = httpClient(server);
    await http.signIn('staff@vitrine.dev', 'vitrine-staff');
    return http;
  };

  it('lets staff patch fields and flags.{name}, bumping __v', async () => {
    const http = await staff();
    const site = (await http.get(`/api/sites/${northwind[2].id}`)).body;
    const res = await http.patch(`/api2/sites/${site._id}`, {
      _id: site._id,
      __v: site.__v,
      name: 'Northwind Canada (renamed)',
      'flags.HicPlusEnableEmail': true,
      'flags.HicPlusModernMode': null,
    });
    expect(res.status).toBe(200);
    expect(res.body.name).toBe('Northwind Canada (renamed)');
    expect(res.body.flags).toEqual({ HicPlusEnableEmail: true });
    expect(res.body.__v).toBe(site.__v + 1);
    const again = await http.get(`/api/sites/${site._id}`);
    expect(again.body.name).toBe('Northwind Canada (renamed)');
  });

  it('refuses a stale __v with 409 and changes nothing', async () => {
    const http = await merchant();
    const site = (await http.get(`/api/sites/${northwind[3].id}`)).body;
    expect((await http.patch(`/api2/sites/${site._id}`, { __v: site.__v, name: 'First' })).status).toBe(200);
    const stale = await http.patch(`/api2/sites/${site._id}`, { __v: site.__v, name: 'Second' });
    expect(stale.status).toBe(409);
    expect(stale.body.message).toMatch(/changed by someone else/);
    expect((await http.get(`/api/sites/${site._id}`)).body.name).toBe('First');
  });

  it.each([
    [{ name: '' }, 'Please enter a value'],
    [{ name: '   ' }, 'Please enter a value'],
    [{ url: 'northwind.com' }, 'Please enter a valid URL, including protocol.'],
    [{ url: 'https://localhost' }, 'Please enter a valid URL, including protocol.'],
    [{ currencyName: '' }, 'Please enter a value'],
    [{ name: 42 }, 'name must be a string'],
    [{ timeZone: 'Mars/Olympus' }, 'unknown time zone'],
    [{ platform: 'WIX' }, 'Unknown or read-only field: platform'],
    [{}, 'Nothing to update'],
    [{ __v: 'one', name: 'x' }, '__v must be a non-negative integer'],
  ])('rejects the bad patch %j with a 400 naming the problem', async (body, message) => {
    const http = await merchant();
    const res = await http.patch(`/api2/sites/${northwind[4].id}`, body);
    expect(res.status).toBe(400);
    expect(res.body.message).toContain(message);
  });

  it.each([
    [{ name: 'n'.repeat(201) }, 'Name must be at most 200 characters', 'name'],
    [{ name: ' ' }, 'Name: Please enter a value', 'name'],
    [{ url: `https://shop.example.com/${'a'.repeat(2000)}` }, 'URL must be at most 2000 characters', 'url'],
    [{ url: 'northwind.com' }, 'URL: Please enter a valid URL, including protocol.', 'url'],
    [{ currencyName: 'DOLLARS-USD' }, 'Currency must be at most 10 characters', 'currencyName'],
    [{ timeZone: 'Mars/Olympus' }, 'Time zone: unknown time zone "Mars/Olympus"', 'timeZone'],
  ])('names the Website form field it refuses in %j as the form labels it, and which one', async (body, message, field) => {
    const http = await merchant();
    const res = await http.patch(`/api2/sites/${northwind[4].id}`, body);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ message, field });
  });

  it('refuses a flag value that is not a boolean, number, short string or null (staff)', async () => {
    const res = await (await staff()).patch(`/api2/sites/${northwind[4].id}`, { 'flags.X': { nested: true } });
    expect(res.status).toBe(400);
    expect(res.body.message).toContain('must be a boolean');
  });

  it.each([
    ['a NUL byte', 'mode\u0000', 'flags.HicPlusModernMode must not contain NUL characters'],
    ['a lone surrogate', 'mode\ud800', 'flags.HicPlusModernMode must be valid Unicode text (it holds a lone surrogate)'],
  ])('refuses %s in a flag value (staff) with a 400 naming the flag, changing nothing', async (_name, value, message) => {
    const http = await staff();
    const before = (await http.get(`/api/sites/${northwind[4].id}`)).body;
    const res = await http.patch(`/api2/sites/${northwind[4].id}`, { 'flags.HicPlusModernMode': value });
    expect([res.status, res.body.message]).toEqual([400, message]);
    expect((await http.get(`/api/sites/${northwind[4].id}`)).body).toEqual(before);
  });

  it('refuses to patch another organization’s site', async () => {
    const http = await merchant();
    const res = await http.patch(`/api2/sites/${globexSite.id}`, { name: 'hijacked' });
    expect(res.status).toBe(404);
    const staff = httpClient(server);
    await staff.signIn('staff@vitrine.dev', 'vitrine-staff');
    expect((await staff.get(`/api/sites/${globexSite.id}`)).body.name).toBe(globexSite.name);
  });

  it('serves a favicon for accessible sites only', async () => {
    const http = await merchant();
    const icon = await http.get(`/api2/sites/${northwind[0].id}/favicon.svg`);
    expect(icon.status).toBe(200);
    expect(icon.headers.get('content-type')).toMatch(/image\/svg\+xml/);
    expect((await http.get(`/api2/sites/${globexSite.id}/favicon.svg`)).status).toBe(404);
  });
  describe('bad input gets a clear 4xx and changes nothing (trust at the server, part 4)', () => {
    const target = northwind[5];
    const read = async (http: ReturnType<typeof httpClient>) => (await http.get(`/api/sites/${target.id}`)).body;

    it.each([
      ['a NUL byte in the site name', { name: 'Shop\u0000' }, 'name must not contain NUL characters'],
      ['a NUL byte in the currency name', { currencyName: 'U\u0000SD' }, 'currencyName must not contain NUL characters'],
      ['a NUL byte in the merchant id', { merchantId: 'm\u0000' }, 'merchantId must not contain NUL characters'],
      ['a lone surrogate in the site name', { name: 'Shop\ud800' }, 'name must be valid Unicode text'],
      ['__v of 1e308', { __v: 1e308, name: 'x' }, VERSION_MESSAGES.invalid],
      ['__v of 2**53', { __v: 2 ** 53, name: 'x' }, VERSION_MESSAGES.invalid],
      ['a javascript: url', { url: 'javascript:alert(1)//http://a.b' }, 'Please enter a valid URL, including protocol.'],
      ['a data: url', { url: 'data:text/html,<script>alert(1)</script>//http://a.b' }, 'Please enter a valid URL, including protocol.'],
      ['a url with credentials', { url: 'https://user:pw@shop.example.com' }, 'Please enter a valid URL, including protocol.'],
      ['a nested notification', { notification: { email: { to: 'x' } } }, 'notification.email must be a string, number, boolean or null'],
      ['a 50,000-key notification', { notification: Object.fromEntries(Array.from({ length: 50_000 }, (_, i) => [`k${i}`, 1])) }, `the limit is ${NOTIFICATION_LIMITS.maxKeys}`],
    ])('refuses %s with a 400 naming the field', async (_name, body, message) => {
      const http = await merchant();
      const before = await read(http);
      const res = await http.patch(`/api2/sites/${target.id}`, body);
      expect(res.status).toBe(400);
      expect(res.body.message).toContain(message);
      expect(await read(http)).toEqual(before);
    });

    it('refuses a notification nested 10,000 levels deep with a 400 stating the depth limit', async () => {
      const http = await merchant();
      const before = await read(http);
      const deep = `${'{"a":'.repeat(10_000)}1${'}'.repeat(10_000)}`;
      const res = await http.patch(`/api2/sites/${target.id}`, `{"notification":${deep}}`);
      expect(res.status).toBe(400);
      expect(res.body.message).toMatch(/^notification(\.a)+ is nested too deeply: the limit is 32 levels/);
      expect(await read(http)).toEqual(before);
    });

    // Issue 27 item 5: a PATCH without __v used to win silently ("last write wins").
    it.each([
      ['PUT /api/sites/:id', 'put', `/api/sites/${target.id}`],
      ['PATCH /api/sites/:id', 'patch', `/api/sites/${target.id}`],
      ['PATCH /api2/sites/:id', 'patch', `/api2/sites/${target.id}`],
    ] as const)('%s without __v answers 428 naming the field and changes nothing', async (_name, method, path) => {
      const http = await merchant();
      const before = await read(http);
      const res = await http[method](path, { name: 'Blind overwrite' });
      expect([res.status, res.body.message]).toEqual([428, VERSION_MESSAGES.required]);
      expect(res.body.message).toMatch(/^missing required field __v/);
      expect(await read(http)).toEqual(before);
    });

    it('takes the version from an If-Match header as well, and refuses a stale one with 409', async () => {
      const http = await merchant();
      const before = await read(http);
      const patched = await http.patch(`/api2/sites/${target.id}`, { notification: { email: 'ops@example.com', daily: true } }, { headers: { 'if-match': `"${before.__v}"` } });
      expect(patched.status).toBe(200);
      expect(patched.body).toMatchObject({ name: before.name, url: before.url, notification: { email: 'ops@example.com', daily: true }, __v: before.__v + 1 });
      const stale = await http.patch(`/api2/sites/${target.id}`, { name: 'Stale' }, { headers: { 'if-match': `"${before.__v}"` } });
      expect(stale.status).toBe(409);
      expect((await http.patch(`/api2/sites/${target.id}`, { name: 'x' }, { headers: { 'if-match': '*' } })).status).toBe(400);
      expect((await read(http)).name).toBe(before.name);
    });

    it('lets one of two writers who read the same version win; the other gets 409, never a lost edit', async () => {
      const [a, b] = await Promise.all([merchant(), merchant()]);
      const before = await read(a);
      const answers = await Promise.all([
        a.patch(`/api2/sites/${target.id}`, { __v: before.__v, name: 'Writer A' }),
        b.patch(`/api2/sites/${target.id}`, { __v: before.__v, merchantId: 'writer-b' }),
      ]);
      expect(answers.map((r) => r.status).sort()).toEqual([200, 409]);
      const after = await read(a);
      const winner = answers.find((r) => r.status === 200)!.body;
      // What is stored is exactly the winner's answer: the loser changed nothing.
      expect(after).toEqual(winner);
      expect(after.__v).toBe(before.__v + 1);
    });
  });
});
