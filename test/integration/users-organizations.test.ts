import { httpClient, type HttpClient } from '../helpers/http';
import { startServer, type RunningServer } from '../helpers/server';
import { ORGS, SEED_SITES } from '../../server/seed/world';
import { VERSION_MESSAGES } from '../../server/lib/version';

jest.setTimeout(90_000);

const northwind = ORGS.find((o) => o.key === 'northwind')!;
const globex = ORGS.find((o) => o.key === 'globex')!;

describe('users and organizations API', () => {
  let server: RunningServer;
  let http: HttpClient;
  let me: { _id: string; __v: number; email: string };
  beforeAll(async () => {
    server = await startServer();
    http = httpClient(server);
    await http.signIn('merchant@example.com', 'vitrine-merchant');
    me = (await http.get('/api2/auth/')).body;
  });
  afterAll(() => server?.stop());

  it('saves profile changes and bumps __v', async () => {
    const res = await http.put(`/api/users/${me._id}`, { _id: me._id, __v: me.__v, title: 'Founder', tel: '+1 212 555 0100' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ title: 'Founder', tel: '+1 212 555 0100', email: 'merchant@example.com', __v: me.__v + 1 });
    expect(res.body).not.toHaveProperty('password_hash');
    me = res.body;
  });

  it.each([
    [{ email: 'other@example.com' }, 400, 'cannot be changed'],
    [{ tel: '' }, 400, 'Please enter a value'],
    [{ first: 'x'.repeat(101) }, 400, 'First name must be at most 100 characters'],
    [{ businessRole: 'x'.repeat(201) }, 400, 'Role must be at most 200 characters'],
    [{ tel: 'call me' }, 400, 'valid phone number'],
    [{ first: 7 }, 400, 'first must be a string'],
    [{ password_hash: 'x' }, 400, 'Unknown or read-only field'],
    [{ staff: true }, 400, 'Unknown or read-only field'],
  ])('refuses the profile change %j', async (body, status, message) => {
    const res = await http.put(`/api/users/${me._id}`, body);
    expect(res.status).toBe(status);
    expect(res.body.message).toContain(message);
  });

  it('names the refused field as the form labels it, and says which field it is', async () => {
    const res = await http.put(`/api/users/${me._id}`, { last: 'x'.repeat(101) });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ message: 'Last name must be at most 100 characters', field: 'last' });
    const org = await http.put(`/api/organizations/${northwind.id}`, { name: 'x'.repeat(201) });
    expect(org.body).toMatchObject({ message: 'Company name must be at most 200 characters', field: 'name' });
  });

  it('refuses editing someone else’s profile and a stale version', async () => {
    const staff = httpClient(server);
    await staff.signIn('staff@vitrine.dev', 'vitrine-staff');
    const staffMe = (await staff.get('/api2/auth/')).body;
    expect((await http.put(`/api/users/${staffMe._id}`, { title: 'x' })).status).toBe(403);
    expect((await http.put(`/api/users/${me._id}`, { __v: 0, title: 'old' })).status).toBe(409);
  });

  it('finds the organization by external id, reads and updates it', async () => {
    const found = await http.get(`/api/organizations/name?external=${northwind.external}`);
    expect(found.body).toEqual({ _id: northwind.id });
    const org = (await http.get(`/api/organizations/${northwind.id}`)).body;
    expect(org).toMatchObject({ name: northwind.name, country: 'US', industry: northwind.industry });
    const saved = await http.put(`/api/organizations/${org._id}`, { _id: org._id, __v: org.__v, name: 'Northwind Outfitters Inc.', industry: 1000 });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ name: 'Northwind Outfitters Inc.', industry: 1000, __v: org.__v + 1 });
  });

  it.each([
    [{ name: '' }, 'Please enter a value'],
    [{ industry: 1500 }, 'industry must be one of'],
    [{ country: 'usa' }, 'ISO 3166'],
    [{ timeZone: 'Nowhere/City' }, 'unknown time zone'],
  ])('refuses the company change %j', async (body, message) => {
    const res = await http.put(`/api/organizations/${northwind.id}`, body);
    expect(res.status).toBe(400);
    expect(res.body.message).toContain(message);
  });

  it('keeps other organizations out of reach', async () => {
    expect((await http.get(`/api/organizations/${globex.id}`)).status).toBe(404);
    expect((await http.put(`/api/organizations/${globex.id}`, { name: 'mine' })).status).toBe(404);
    expect((await http.get(`/api/organizations/name?external=${globex.external}`)).status).toBe(404);
  });

  it('creates an organization for own sites, refuses foreign sites and duplicates', async () => {
    const mine = SEED_SITES.find((s) => s.org === 'northwind' && s.name === 'Sakura Tea House')!;
    const theirs = SEED_SITES.find((s) => s.org === 'globex' && s.platformSiteId)!;
    const refused = await http.post('/api/organizations', { name: 'Grab', platformSiteIds: [theirs.platformSiteId] });
    expect(refused.status).toBe(404);
    // A site in an organization is never moved (test/security/organization-claims.test.ts).
    expect((await http.post('/api/organizations', { name: 'Sakura KK', platformSiteIds: [mine.platformSiteId] })).status).toBe(409);
    const created = await http.post('/api/organizations', { name: 'Sakura KK', country: 'JP' });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ name: 'Sakura KK', country: 'JP', platformSiteIds: [] });
    const staff = httpClient(server);
    await staff.signIn('staff@vitrine.dev', 'vitrine-staff');
    expect((await staff.post('/api/organizations', { name: 'Sakura GK', external: 'sakura-kk' })).status).toBe(201);
    const dup = await staff.post('/api/organizations', { name: 'Sakura again', external: 'sakura-kk' });
    expect(dup.status).toBe(409);
    expect(dup.body.code).toBe(11000);
    expect((await http.post('/api/organizations', { _id: 'a'.repeat(24), name: 'x' })).status).toBe(400);
    expect((await http.post('/api/organizations', { name: '' })).status).toBe(400);
  });
  describe('bad input gets a clear 4xx and changes nothing (trust at the server, part 4)', () => {
    const profile = async () => {
      const { csrfToken: _t, sessionExpiresAt: _e, idleEndsAt: _i, ...user } = (await http.get('/api2/auth/')).body;
      return user;
    };
    const company = async () => (await http.get(`/api/organizations/${northwind.id}`)).body;

    it.each(['name', 'first', 'last', 'title', 'businessRole', 'tel', 'image'])('refuses a NUL byte in the profile field %s', async (field) => {
      const before = await profile();
      const res = await http.put(`/api/users/${me._id}`, { __v: before.__v, [field]: 'a\u0000b' });
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(`${field} must not contain NUL characters`);
      expect(await profile()).toEqual(before);
    });

    it.each([
      ['a javascript: image', { image: 'javascript:alert(1)' }, 'image must be an http(s) URL'],
      ['an svg data: image', { image: 'data:image/svg+xml;base64,PHN2Zz4=' }, 'image must be an http(s) URL'],
      ['__v of 1e308', { __v: 1e308, title: 'x' }, VERSION_MESSAGES.invalid],
      ['__v of 2**53', { __v: 2 ** 53, title: 'x' }, VERSION_MESSAGES.invalid],
    ])('refuses %s on the profile', async (_name, body, message) => {
      const before = await profile();
      const res = await http.put(`/api/users/${me._id}`, { __v: before.__v, ...body });
      expect(res.status).toBe(400);
      expect(res.body.message).toContain(message);
      expect(await profile()).toEqual(before);
    });

    it('accepts an http(s) or raster data: image', async () => {
      for (const image of ['https://cdn.example.com/me.png', 'data:image/png;base64,iVBORw0KGgo=']) {
        const res = await http.put(`/api/users/${me._id}`, { __v: (await profile()).__v, image });
        expect([res.status, res.body.image]).toEqual([200, image]);
      }
    });

    it('requires __v on the profile and company saves: 428, nothing written', async () => {
      const user = await profile();
      const org = await company();
      const noVersion = [await http.put(`/api/users/${me._id}`, { title: 'Blind' }), await http.put(`/api/organizations/${northwind.id}`, { name: 'Blind' })];
      for (const res of noVersion) expect([res.status, res.body.message]).toEqual([428, VERSION_MESSAGES.required]);
      expect(await profile()).toEqual(user);
      expect(await company()).toEqual(org);
    });

    it('refuses a NUL byte in the organization name or external id (body and query) and __v out of range (1e308, 2**53)', async () => {
      const before = await company();
      const nul = await http.put(`/api/organizations/${northwind.id}`, { __v: before.__v, name: 'Co\u0000' });
      expect([nul.status, nul.body.message]).toEqual([400, 'name must not contain NUL characters']);
      for (const v of [1e308, 2 ** 53]) {
        const huge = await http.put(`/api/organizations/${northwind.id}`, { __v: v, name: 'x' });
        expect([v, huge.status, huge.body.message]).toEqual([v, 400, VERSION_MESSAGES.invalid]);
      }
      expect(await company()).toEqual(before);
      const created = await http.post('/api/organizations', { name: 'Nul\u0000Co' });
      expect([created.status, created.body.message]).toEqual([400, 'name must not contain NUL characters']);
      const found = await http.get('/api/organizations/name?external=a%00b');
      expect([found.status, found.body.message]).toEqual([400, 'query parameter external must not contain NUL characters']);
      // external ids are staff-only: staff reach the NUL check itself, and nothing is created.
      const staff = httpClient(server);
      await staff.signIn('staff@vitrine.dev', 'vitrine-staff');
      const external = await staff.post('/api/organizations', { name: 'Nul External Co', external: 'nul\u0000co' });
      expect([external.status, external.body.message]).toEqual([400, 'external must not contain NUL characters']);
      expect((await staff.get('/api/organizations/name?external=nulco')).status).toBe(404);
    });
  });
});
