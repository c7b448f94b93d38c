import { REC_MESSAGES as M } from '../../plugins/recommendations/model/messages';
import { SEED_SITES } from '../../server/seed/world';
import { type AnyBody } from '../helpers/http';
import { useSignedInServer } from '../helpers/signed-in';
import { patchAppletDoc, patchSite } from '../helpers/versioned';

jest.setTimeout(120_000);

// The Internal Only Settings' server side (recommendations spec 2, 5, 6): for each call, staff
// succeed and it takes effect, a merchant gets 403 and nothing changes, bad input is a 4xx
// with the spec's words.
const byName = (name: string) => SEED_SITES.find((s) => s.name === name)!;
const source = byName('Northwind Outfitters');
const target = byName('Urban Cycle');
const empty = byName('Maple Leaf Books');

describe('staff tools of the recommendations applet', () => {
  const env = useSignedInServer();
  const recs = async (site: string) => (await env.staff.get(`/api2/recommendation?site=${site}`)).body as AnyBody[];

  describe('POST /api2/recommendation/clone', () => {
    it('refuses a merchant with 403 and copies nothing', async () => {
      const before = await recs(target.id);
      const res = await env.merchant.post('/api2/recommendation/clone', { siteId: source.id, site: target.id });
      expect(res.status).toBe(403);
      expect(await recs(target.id)).toEqual(before);
    });

    it.each([
      [{ site: target.id }, 400, M.cloneMissingSiteId],
      [{ siteId: source.id }, 400, M.cloneNoCurrentSite],
      [{ siteId: target.id, site: target.id }, 400, M.cloneSameSite],
      [{ siteId: 'nope', site: target.id }, 400, 'site must be a 24-character hex id'],
      [{ siteId: 'ffffffffffffffffffffffff', site: target.id }, 404, 'Site not found'],
      [{ siteId: empty.id, site: target.id }, 404, M.cloneNothing],
    ])('refuses %j with the spec message', async (body, status, message) => {
      const res = await env.staff.post('/api2/recommendation/clone', body);
      expect([res.status, res.body.message]).toEqual([status, message]);
    });

    it('copies every non-archived recommendation with new ids and externals, none of them live', async () => {
      const from = (await recs(source.id)).filter((r) => r.status !== 'archived');
      const before = await recs(target.id);
      const res = await env.staff.post(`/api2/recommendation/clone?site=${target.id}`, { siteId: source.id });
      expect(res.status).toBe(201);
      expect(res.body.cloned).toHaveLength(from.length);
      const after = await recs(target.id);
      expect(after).toHaveLength(before.length + from.length);
      const copies = after.filter((r) => res.body.cloned.includes(r._id));
      for (const copy of copies) {
        expect(from.map((r) => r._id)).not.toContain(copy._id);
        expect(copy.site).toBe(target.id);
        expect(['initial', 'staging']).toContain(copy.status);
        expect(copy.everProduction).toBe(false);
      }
      // Same recommendations by name and recipe; a live source arrives as a Draft.
      expect(copies.map((r) => `${r.name}|${r.qualifiedName}`).sort()).toEqual(from.map((r) => `${r.name}|${r.qualifiedName}`).sort());
      const live = from.find((r) => r.status === 'production');
      expect(copies.find((r) => r.name === live.name && r.qualifiedName === live.qualifiedName)?.displayStatus).toBe('staging');
      // The source is untouched.
      expect((await recs(source.id)).filter((r) => r.status !== 'archived')).toEqual(from);
    });
  });

  describe('custom billing plan (applet document billing)', () => {
    const doc = async (client = env.staff) => (await client.get(`/api2/applet?site=${source.id}&applet=rec`)).body as AnyBody;

    it('staff set and remove it; a merchant gets 403; a negative price is refused', async () => {
      const current = await doc();
      const set = await patchAppletDoc(env.staff, source.id, 'rec', { billing: { yearly: true, price: 990, title: 'NORTHWIND SPECIAL' } });
      expect(set.status).toBe(200);
      expect(set.body.billing).toEqual({ yearly: true, price: 990, title: 'NORTHWIND SPECIAL' });
      const plans = await env.merchant.get(`/api2/plans?site=${source.id}&applet=rec`);
      expect(JSON.stringify(plans.body)).toContain('NORTHWIND SPECIAL');

      const merchant = await env.merchant.patch('/api2/applet', { _id: current._id, site: source.id, applet: 'rec', patch: { billing: null } });
      expect(merchant.status).toBe(403);
      expect((await doc()).billing).toEqual({ yearly: true, price: 990, title: 'NORTHWIND SPECIAL' });

      const negative = await patchAppletDoc(env.staff, source.id, 'rec', { billing: { yearly: false, price: -1, title: 'X' } });
      expect([negative.status, negative.body.message]).toEqual([400, M.valueZeroOrGreater]);

      const removed = await patchAppletDoc(env.staff, source.id, 'rec', { billing: null });
      expect(removed.status).toBe(200);
      expect((await doc()).billing).toBeUndefined();
    });
  });

  describe('flag toggles (PATCH /api2/sites/:id)', () => {
    it('staff toggle a flag; a merchant gets 403 and the flag stays', async () => {
      const on = await patchSite(env.staff, target.id, { 'flags.HicPlusEnableEmail': true });
      expect(on.status).toBe(200);
      expect(on.body.flags.HicPlusEnableEmail).toBe(true);
      const merchant = await env.merchant.patch(`/api2/sites/${target.id}`, { 'flags.HicPlusEnableEmail': false });
      expect(merchant.status).toBe(403);
      expect((await env.staff.get(`/api/sites/${target.id}`)).body.flags.HicPlusEnableEmail).toBe(true);
    });
  });

  describe('GET /api2/recommendation/agency-info', () => {
    it('has every site with the agency columns: both revenues, the region, the aws status', async () => {
      const res = await env.staff.get('/api2/recommendation/agency-info');
      expect(Object.keys(res.body)).toHaveLength(SEED_SITES.length);
      const row = res.body[source.external];
      expect(row.merchant).toMatchObject({ name: 'Northwind Outfitters', country: 'US', industryName: expect.any(String) });
      expect(row.userInfo[0]).toMatchObject({ region: 'America', company: 'Northwind Outfitters' });
      expect(row.revenues.platform30d).toBeGreaterThan(0);
      // The tag sees a part of the shop's orders, never more than all of them.
      expect(row.revenues.own30d).toBeLessThanOrEqual(row.revenues.platform30d);
      expect(row.revenues.platform30dUsd).toBe(row.revenues.platform30d);
      expect(['active', 'idle', 'disabled']).toContain(row.awsStatus);
      expect(res.body[byName('Alpine Threads').external].awsStatus).toBe('disabled');
      expect(res.body[byName('Alpine Threads').external].revenues.platform30dUsd).not.toBe(res.body[byName('Alpine Threads').external].revenues.platform30d);
    });
  });

  describe('staff-only reads', () => {
    it.each(['/api2/recommendation/agency-info', `/api2/shop/rec/action/discounts?site=${source.id}`])('%s answers 403 to a merchant, 200 to staff', async (path) => {
      expect((await env.merchant.get(path)).status).toBe(403);
      expect((await env.staff.get(path)).status).toBe(200);
    });
  });
});
