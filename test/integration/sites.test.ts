import { httpClient } from '../helpers/http';
import { startServer, type RunningServer } from '../helpers/server';
import { DEMO_SITE_ID, SEED_SITES } from '../../server/seed/world';

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

  it('refuses a flag value that is not a boolean, number, short string or null (staff)', async () => {
    const res = await (await staff()).patch(`/api2/sites/${northwind[4].id}`, { 'flags.X': { nested: true } });
    expect(res.status).toBe(400);
    expect(res.body.message).toContain('must be a boolean');
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
});
