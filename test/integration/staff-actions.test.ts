import { SEED_SITES } from '../../server/seed/world';
import { httpClient, type AnyBody } from '../helpers/http';
import { useSignedInServer } from '../helpers/signed-in';
import { patchAppletDoc, patchSite } from '../helpers/versioned';

jest.setTimeout(120_000);

// The staff action log (issue 15 "Rules"): every staff write leaves who, what, when and on
// which site; staff read it newest first; a merchant can neither read it nor add to it, and a
// refused write leaves no row. Runs on PGlite, and on PostgreSQL under scripts/with-postgres.ts.
const byName = (name: string) => SEED_SITES.find((s) => s.name === name)!;
const source = byName('Northwind Outfitters');
const target = byName('Urban Cycle');
const trial = SEED_SITES.find((s) => s.org === 'northwind' && s.platform === 'SHOPIFY' && s.installation === 'trial')!;
const action = (name: string, siteId: string, query = '') => `/api2/shop/rec/action/${name}?site=${siteId}${query}`;

describe('staff action log', () => {
  // A fresh seed on the shared machine can take over a minute.
  const env = useSignedInServer({ timeoutMs: 180_000 });
  const log = async (site?: string) => {
    const res = await env.staff.get(`/api2/staff-actions${site ? `?site=${site}` : ''}`);
    expect(res.status).toBe(200);
    return res.body as AnyBody[];
  };

  it('is staff only: a merchant gets 403 reading it or posting a site reset, anonymous 401', async () => {
    expect((await env.merchant.get('/api2/staff-actions')).status).toBe(403);
    expect((await env.merchant.get(`/api2/staff-actions?site=${source.id}`)).status).toBe(403);
    expect((await env.merchant.post('/api2/recommendation/site-reset', { site: source.id, cleared: 1 })).status).toBe(403);
    expect((await httpClient(env.server).get('/api2/staff-actions')).status).toBe(401);
    expect(await log(source.id)).toEqual([]);
  });

  it("records a merchant's refused staff writes nowhere", async () => {
    const before = await log();
    expect((await env.merchant.patch(`/api2/sites/${source.id}`, { 'flags.HicPlusEnableEmail': true })).status).toBe(403);
    expect((await env.merchant.post('/api2/recommendation/clone', { siteId: target.id, site: source.id })).status).toBe(403);
    expect((await env.merchant.post(action('discount', source.id, '&kind=dynamic'), { title: 'x', external: 'X', percentage: 5 })).status).toBe(403);
    expect(await log()).toEqual(before);
  });

  it('records every staff write with who, what, when and the site, newest first', async () => {
    const started = Date.now();
    const steps: [string, () => Promise<{ status: number }>][] = [
      ['custom-plan', () => patchAppletDoc(env.staff, target.id, 'rec', { billing: { yearly: false, price: 49, title: 'LOG PLAN' } })],
      ['flags', () => patchSite(env.staff, target.id, { 'flags.HicPlusEnableEmail': true })],
      ['clone', () => env.staff.post('/api2/recommendation/clone', { siteId: source.id, site: target.id })],
      ['discount', () => env.staff.post(action('discount', target.id, '&kind=dynamic'), { title: 'Log bot', external: 'LOGBOT', percentage: 10 })],
      ['custom-discount', () => env.staff.post(action('customDiscount', target.id, '&kind=code_basic'), { discount: { title: 'Log code' } })],
      ['deprovision', () => env.staff.post('/api2/recommendation/deprovision-live-campaigns', { siteId: target.id })],
      ['site-reset', () => env.staff.post('/api2/recommendation/site-reset', { site: target.id, cleared: 3 })],
    ];
    for (const [name, run] of steps) {
      const { status } = await run();
      expect([name, status >= 200 && status < 300]).toEqual([name, true]);
    }

    const entries = await log(target.id);
    expect(entries.map((e) => e.action)).toEqual(steps.map(([name]) => name).reverse());
    for (const entry of entries) {
      expect(entry.user).toMatchObject({ email: 'staff@vitrine.dev', id: expect.any(String) });
      expect(entry.site).toEqual({ id: target.id, name: target.name });
      expect(Date.parse(entry.at)).toBeGreaterThanOrEqual(started - 1000);
      expect(Date.parse(entry.at)).toBeLessThanOrEqual(Date.now() + 1000);
    }
    const by = Object.fromEntries(entries.map((e) => [e.action, e.detail]));
    expect(by['custom-plan']).toEqual({ applet: 'rec', billing: { yearly: false, price: 49, title: 'LOG PLAN' } });
    expect(by.flags).toEqual({ set: { HicPlusEnableEmail: true }, removed: [] });
    expect(by.clone).toMatchObject({ from: source.id, fromName: source.name, count: expect.any(Number) });
    expect(by.discount).toMatchObject({ app: 'rec', kind: 'dynamic', title: 'Log bot', percentage: 10 });
    expect(by['custom-discount']).toMatchObject({ kind: 'code_basic', discount: { title: 'Log code' } });
    expect(by['site-reset']).toEqual({ localKeysCleared: 3 });
    // The other site's log is its own; the unfiltered log has both, still newest first.
    expect((await log(source.id)).map((e) => e.action)).toEqual([]);
    const all = await log();
    expect(all.map((e) => e.id)).toEqual([...all.map((e) => e.id)].sort((a, b) => b - a));
  });

  it('records the trial extension and the clean uninstall on their sites', async () => {
    expect((await env.staff.post(action('extend-trial', trial.id), { days: 2 })).status).toBe(200);
    expect((await env.staff.delete(action('uninstall-force', trial.id))).status).toBe(200);
    const entries = await log(trial.id);
    expect(entries.map((e) => [e.action, e.detail.app])).toEqual([
      ['clean-uninstall', 'rec'],
      ['extend-trial', 'rec'],
    ]);
    expect(entries[1].detail.days).toBe(2);
  });

  it("records staff creating an organization with an external id (a staff-only field), and not a merchant's plain one", async () => {
    const created = await env.staff.post('/api/organizations', { name: 'Log Org', external: 'log-org-ext' });
    expect(created.status).toBe(201);
    const plain = await env.merchant.post('/api/organizations', { name: 'Plain Org' });
    expect(plain.status).toBe(201);
    const entries = (await log()).filter((e) => e.action === 'organization');
    expect(entries.map((e) => [e.user.email, e.site, e.detail.organization, e.detail.external])).toEqual([['staff@vitrine.dev', null, created.body._id, 'log-org-ext']]);
  });

  it('pages with limit and before, and refuses bad parameters with 400', async () => {
    const all = await log();
    const page = (await env.staff.get('/api2/staff-actions?limit=2')).body as AnyBody[];
    expect(page.map((e) => e.id)).toEqual(all.slice(0, 2).map((e) => e.id));
    const next = (await env.staff.get(`/api2/staff-actions?limit=2&before=${page[1].id}`)).body as AnyBody[];
    expect(next.map((e) => e.id)).toEqual(all.slice(2, 4).map((e) => e.id));
    for (const bad of ['limit=0', 'limit=abc', 'before=-1', 'site=nope']) {
      expect([bad, (await env.staff.get(`/api2/staff-actions?${bad}`)).status]).toEqual([bad, 400]);
    }
    expect((await env.staff.post('/api2/recommendation/site-reset', { site: target.id, cleared: 'many' })).status).toBe(400);
    expect((await env.staff.post('/api2/recommendation/site-reset', {})).status).toBe(400);
  });

  describe('agency-info: computed once a minute at most, again after a staff action', () => {
    const agency = (query = '', headers?: Record<string, string>) => env.staff.get(`/api2/recommendation/agency-info${query}`, { headers });

    it('serves the stored answer within the TTL, a new one after a staff action or on fresh=1', async () => {
      const first = await agency('?fresh=1');
      expect([first.status, first.headers.get('x-agency-cache')]).toEqual([200, 'miss']);
      const again = await agency();
      expect([again.status, again.headers.get('x-agency-cache')]).toEqual([200, 'hit']);
      expect(again.body).toEqual(first.body);
      expect(Number(again.headers.get('age'))).toBeGreaterThanOrEqual(0);
      expect(again.headers.get('cache-control')).toBe('private, no-store');

      // A staff action drops it: the next answer is computed and shows the change.
      expect(first.body[target.external].awsStatus).not.toBe('disabled');
      expect((await patchSite(env.staff, target.id, { 'flags.HicPlusDisableAwsCampaigns': true })).status).toBe(200);
      const after = await agency();
      expect([after.headers.get('x-agency-cache'), after.body[target.external].awsStatus]).toEqual(['miss', 'disabled']);
      expect((await agency('?fresh=true')).headers.get('x-agency-cache')).toBe('miss');
      expect((await agency('?fresh=0')).headers.get('x-agency-cache')).toBe('hit');
    });

    it('sends the gzipped answer to a client that takes gzip, the same rows', async () => {
      const plain = await agency('', { 'accept-encoding': 'identity' });
      expect(plain.headers.get('content-encoding')).toBeNull();
      const zipped = await agency('', { 'accept-encoding': 'gzip, deflate, br' });
      // fetch unzips: the header says how it travelled, the body is the same JSON.
      expect([zipped.headers.get('content-encoding'), zipped.headers.get('vary')]).toEqual(['gzip', 'accept-encoding']);
      expect(zipped.body).toEqual(plain.body);
    });

    it('refuses a bad fresh with 400, and a merchant with 403 before anything is computed', async () => {
      expect((await agency('?fresh=maybe')).status).toBe(400);
      expect((await env.merchant.get('/api2/recommendation/agency-info?fresh=1')).status).toBe(403);
    });
  });
});
