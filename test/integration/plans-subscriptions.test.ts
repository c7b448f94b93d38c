import { httpClient, type AnyBody, type HttpClient, type HttpResponse } from '../helpers/http';
import { startServer, type RunningServer } from '../helpers/server';
import { SEED_SITES, type SeedSite } from '../../server/seed/world';

jest.setTimeout(120_000);

/**
 * The Plans dialog's feed (GET /api2/plans), changing plan through the shop platform
 * (change-plan) and the app's subscriptions on the platform (GET/DELETE
 * /api/extensions/v2/subscriptions).
 */

const okShops = SEED_SITES.filter((s) => s.org === 'northwind' && s.platform === 'SHOPIFY' && s.installation === 'ok');
const offPlatform = SEED_SITES.find((s) => s.org === 'northwind' && s.platform !== 'SHOPIFY')!;
const globexShop = SEED_SITES.find((s) => s.org === 'globex' && s.platform === 'SHOPIFY' && s.platformSiteId)!;

interface ShopFacts {
  site: SeedSite;
  plus: boolean;
  /** Names of the active subscriptions when the file starts. */
  active: string[];
}

const SUBSCRIPTION_ID = /^gid:\/\/shopify\/AppSubscription\/\d+$/;
const planNames = (res: HttpResponse): string[] => res.body.plans.map((p: { planName: string }) => p.planName);

describe('plans and subscriptions', () => {
  let server: RunningServer;
  let merchant: HttpClient;
  let staff: HttpClient;
  let facts: ShopFacts[];

  /** A healthy shop with these facts, not yet used by another test of this file. */
  const used = new Set<string>();
  const pick = (what: string, match: (f: ShopFacts) => boolean): SeedSite => {
    const found = facts.find((f) => !used.has(f.site.id) && match(f));
    if (!found) throw new Error(`no seeded shop is ${what}: ${JSON.stringify(facts.map((f) => [f.site.external, f.plus, f.active]))}`);
    used.add(found.site.id);
    return found.site;
  };

  const subscriptions = (http: HttpClient, site: SeedSite) => http.get(`/api/extensions/v2/subscriptions?platformSiteId=${site.platformSiteId}`);
  const activeOf = (res: HttpResponse): AnyBody[] => res.body.data.currentAppInstallation.activeSubscriptions;
  const changePlan = (http: HttpClient, site: SeedSite, body: unknown) => http.post(`/api2/shop/rec/action/change-plan?site=${site.id}`, body);

  beforeAll(async () => {
    server = await startServer();
    merchant = httpClient(server);
    staff = httpClient(server);
    expect([302, 303]).toContain((await merchant.signIn('merchant@example.com', 'vitrine-merchant')).status);
    expect([302, 303]).toContain((await staff.signIn('staff@vitrine.dev', 'vitrine-staff')).status);
    facts = await Promise.all(
      okShops.map(async (site) => {
        const shop = await merchant.get(`/api2/shop/shopify-shop?site=${site.id}`);
        const subs = await subscriptions(merchant, site);
        expect(shop.status).toBe(200);
        expect(subs.status).toBe(200);
        return { site, plus: shop.body.shopPlan.shopifyPlus as boolean, active: activeOf(subs).map((s) => s.name as string) };
      }),
    );
    // The first healthy shop is the one the subscription tests cancel.
    used.add(okShops[0].id);
  });
  afterAll(() => server?.stop());

  describe('GET /api2/plans', () => {
    it('offers a basic shop free, starter, personalize and enterprise', async () => {
      const site = pick('basic and free', (f) => !f.plus && f.active.length === 0);
      const res = await merchant.get(`/api2/plans?site=${site.id}&applet=rec`);
      expect(res.status).toBe(200);
      expect(res.headers.get('cache-control')).toBe('no-store');
      expect(res.body).toMatchObject({ site: site.id, tier: 'basic' });
      expect(planNames(res)).toEqual(['free', 'starter', 'personalize', 'enterprise']);
      expect(res.body.current).toMatchObject({ planName: 'free', isPaidPlan: false, subscriptionId: null, trialDays: 0, trialDaysRemaining: 0 });
      expect(res.body.plans[1]).toMatchObject({ title: 'STARTER', price: 49, planLevel: 'basic' });
    });

    it('offers a Plus shop free, starter-plus, personalize and enterprise', async () => {
      const site = pick('Plus on free, personalize or enterprise', (f) => f.plus && f.active.every((n) => ['PERSONALIZE', 'ENTERPRISE'].includes(n)));
      const res = await merchant.get(`/api2/plans?site=${site.id}&applet=rec`);
      expect(res.status).toBe(200);
      expect(res.body.tier).toBe('plus');
      expect(planNames(res)).toEqual(['free', 'starter-plus', 'personalize', 'enterprise']);
      expect(res.body.plans[1]).toMatchObject({ title: 'STARTER PLUS', price: 195, planLevel: 'plus' });
    });

    it('keeps a current plan that is no longer offered on the list, and reports it as current', async () => {
      const site = pick('basic on MERCHANDIZE', (f) => !f.plus && f.active.includes('MERCHANDIZE'));
      const res = await merchant.get(`/api2/plans?site=${site.id}`);
      expect(res.status).toBe(200);
      expect(planNames(res)).toEqual(['free', 'starter', 'merchandize', 'personalize', 'enterprise']);
      expect(res.body.current).toMatchObject({ planName: 'merchandize', title: 'MERCHANDIZE', isPaidPlan: true, price: 195, subscriptionId: expect.stringMatching(SUBSCRIPTION_ID) });
    });

    it('answers a site off the SHOPIFY platform with the basic tier and the free plan', async () => {
      const res = await merchant.get(`/api2/plans?site=${offPlatform.id}&applet=rec`);
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ site: offPlatform.id, tier: 'basic', current: { planName: 'free', isPaidPlan: false, price: 0 } });
      expect(planNames(res)).toEqual(['free', 'starter', 'personalize', 'enterprise']);
      // The dialog shows no Pick there, and says why.
      expect(res.body).toMatchObject({ onShopPlatform: false, blockModify: false });
    });

    it('says when plan changes are blocked (blockModify), before any Pick', async () => {
      const blocked = SEED_SITES.find((s) => s.org === 'northwind' && s.installation === 'blockModify');
      if (!blocked) throw new Error('the seed has no blockModify shop for northwind');
      const res = await merchant.get(`/api2/plans?site=${blocked.id}&applet=rec`);
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ onShopPlatform: true, blockModify: true });
      const ok = await merchant.get(`/api2/plans?site=${okShops[0].id}&applet=rec`);
      expect(ok.body).toMatchObject({ onShopPlatform: true, blockModify: false });
    });

    it('refuses another organization’s site, a missing site, a bad applet and no session', async () => {
      const foreign = await merchant.get(`/api2/plans?site=${globexShop.id}`);
      expect(foreign.status).toBe(404);
      expect(foreign.body).toEqual({ message: 'Site not found' });
      const missing = await merchant.get('/api2/plans?applet=rec');
      expect(missing.status).toBe(400);
      expect(missing.body).toEqual({ message: 'missing site or site _id' });
      const applet = await merchant.get(`/api2/plans?site=${okShops[1].id}&applet=${encodeURIComponent('<x>')}`);
      expect(applet.status).toBe(400);
      expect(applet.body.message).toBe('applet must be an applet id');
      const anon = await httpClient(server).get(`/api2/plans?site=${okShops[1].id}`);
      expect(anon.status).toBe(401);
    });
  });

  describe('POST change-plan', () => {
    let site: SeedSite;
    beforeAll(() => {
      site = pick('basic and free (for change-plan)', (f) => !f.plus && f.active.length === 0);
    });

    it('moves a free shop to ENTERPRISE: a charge url, and one active ENTERPRISE subscription', async () => {
      const res = await changePlan(merchant, site, { tier: 'enterprise' });
      expect(res.status).toBe(200);
      // A path: the browser stays on the origin the merchant signed in on.
      expect(res.body.url).toMatch(/^\/api2\/shop\/demo\/charge\?/);
      expect(res.body.subscription).toMatchObject({ id: expect.stringMatching(SUBSCRIPTION_ID), name: 'ENTERPRISE', status: 'ACTIVE', trialDays: 14 });
      const url = new URL(res.body.url, 'http://console.invalid');
      expect(url.searchParams.get('site')).toBe(site.id);
      expect(url.searchParams.get('subid')).toBe(res.body.subscription.id);

      const list = await subscriptions(merchant, site);
      expect(list.status).toBe(200);
      const active = activeOf(list);
      expect(active).toHaveLength(1);
      expect(active[0]).toMatchObject({ id: res.body.subscription.id, name: 'ENTERPRISE', status: 'ACTIVE' });
      expect(active[0].lineItems[0].plan.pricingDetails).toEqual({ price: { amount: '1495.00', currencyCode: 'USD' }, interval: 'EVERY_30_DAYS' });

      // The demo charge page confirms it, and the Plans feed shows it as current.
      const charge = await merchant.get(`${url.pathname}${url.search}`);
      expect(charge.status).toBe(200);
      expect(charge.headers.get('content-type')).toMatch(/text\/html/);
      expect(charge.body).toContain('ENTERPRISE');
      const plans = await merchant.get(`/api2/plans?site=${site.id}`);
      expect(plans.body.current).toMatchObject({ planName: 'enterprise', isPaidPlan: true, price: 1495, subscriptionId: res.body.subscription.id });
    });

    it('moves it back to free: {} and no active subscription', async () => {
      const res = await changePlan(merchant, site, { tier: 'free' });
      expect(res.status).toBe(200);
      expect(res.body).toEqual({});
      const list = await subscriptions(merchant, site);
      expect(list.status).toBe(200);
      expect(activeOf(list)).toEqual([]);
      expect((await merchant.get(`/api2/plans?site=${site.id}`)).body.current.planName).toBe('free');
    });

    it('refuses a hidden plan (pro) with 400', async () => {
      const res = await changePlan(merchant, site, { tier: 'pro' });
      expect(res.status).toBe(400);
      expect(res.body.message).toBe('Plan pro is not offered to this shop');
      expect(activeOf(await subscriptions(merchant, site))).toEqual([]);
    });

    it('refuses the basic-tier starter plan on a Plus shop with 400', async () => {
      const plus = facts.find((f) => f.plus)!.site;
      const before = activeOf(await subscriptions(merchant, plus));
      const res = await changePlan(merchant, plus, { tier: 'starter' });
      expect(res.status).toBe(400);
      expect(res.body.message).toBe('Plan starter is not offered to this shop');
      expect(activeOf(await subscriptions(merchant, plus))).toEqual(before);
    });

    it.each([
      [{}, 'missing tier'],
      [{ tier: 'ENTERPRISE' }, 'tier is not valid'],
      [{ tier: 'nope' }, 'Plan nope is not offered to this shop'],
      [{ tier: 'merchandize' }, 'Plan merchandize is not offered to this shop'],
      [{ tier: 5 }, 'tier must be a string'],
    ])('refuses %j with 400', async (body, message) => {
      const res = await changePlan(merchant, site, body);
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(message);
    });
  });

  describe('/api/extensions/v2/subscriptions', () => {
    const site = okShops[0];
    let subscriptionId: string;

    it('lists the one active subscription of the first healthy shop', async () => {
      const res = await subscriptions(merchant, site);
      expect(res.status).toBe(200);
      expect(res.headers.get('cache-control')).toBe('no-store');
      const active = activeOf(res);
      expect(active).toHaveLength(1);
      expect(active[0]).toMatchObject({ id: expect.stringMatching(SUBSCRIPTION_ID), status: 'ACTIVE', name: expect.any(String) });
      expect(res.body.data.currentAppInstallation).toMatchObject({
        id: `gid://shopify/AppInstallation/${site.platformSiteId}`,
        app: { handle: 'vitrine-recommendations', title: 'Vitrine Recommendations' },
      });
      expect(res.body.data.shop).toEqual({ myshopifyDomain: `${site.external}.myshopify.com` });
      subscriptionId = active[0].id;
    });

    it('refuses another organization’s shop (404) and a call naming no shop (400)', async () => {
      const foreign = await merchant.get(`/api/extensions/v2/subscriptions?platformSiteId=${globexShop.platformSiteId}`);
      expect(foreign.status).toBe(404);
      expect(foreign.body).toEqual({ message: 'Site not found' });
      const missing = await merchant.get('/api/extensions/v2/subscriptions');
      expect(missing.status).toBe(400);
      expect(missing.body).toEqual({ message: 'missing site or site _id' });
      expect((await httpClient(server).get(`/api/extensions/v2/subscriptions?platformSiteId=${site.platformSiteId}`)).status).toBe(401);
    });

    const remove = (http: HttpClient, id: string) =>
      http.delete(`/api/extensions/v2/subscriptions?platformSiteId=${site.platformSiteId}&id=${encodeURIComponent(id)}`);

    it('refuses a merchant DELETE with 403 and keeps the subscription', async () => {
      const res = await remove(merchant, subscriptionId);
      expect(res.status).toBe(403);
      expect(res.body.message).toBe('Staff only');
      expect(activeOf(await subscriptions(merchant, site)).map((s) => s.id)).toEqual([subscriptionId]);
    });

    it('refuses a malformed subscription id with 400', async () => {
      const res = await remove(staff, 'not-a-subscription');
      expect(res.status).toBe(400);
      expect(res.body.message).toBe('id is not valid');
      const missing = await staff.delete(`/api/extensions/v2/subscriptions?platformSiteId=${site.platformSiteId}`);
      expect(missing.status).toBe(400);
      expect(missing.body.message).toBe('missing id');
    });

    it('lets staff cancel it: 200 CANCELLED, and the list is empty', async () => {
      const res = await remove(staff, subscriptionId);
      expect(res.status).toBe(200);
      expect(res.body.subscription).toMatchObject({ id: subscriptionId, status: 'CANCELLED' });
      expect(activeOf(await subscriptions(merchant, site))).toEqual([]);
      const plans = await merchant.get(`/api2/plans?site=${site.id}`);
      expect(plans.body.current).toMatchObject({ planName: 'free', subscriptionId: null });
    });

    it('answers a second cancel with 404', async () => {
      const res = await remove(staff, subscriptionId);
      expect(res.status).toBe(404);
      expect(res.body.message).toBe('Subscription not found');
    });
  });
});
