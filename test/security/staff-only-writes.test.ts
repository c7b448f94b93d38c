// Internal Only Settings stay staff-only on the server (issue: trust at the server, items 1-3):
// the custom billing plan of an applet document and a site's flags. One probe per write path,
// and a guard that fails when a state-changing route appears that this file does not know.
import type { HttpClient } from '../helpers/http';
import { registeredRoutes, UNSAFE_METHODS as UNSAFE } from '../helpers/routes';
import { useSignedInServer } from '../helpers/signed-in';
import { STAFF_ONLY_MESSAGE } from '../../server/auth/staff-only';
import { SHOP_ACTIONS } from '../../server/shop/actions';
import { SHOP_MESSAGES } from '../../server/shop/messages';
import { SEED_SITES } from '../../server/seed/world';

jest.setTimeout(120_000);

/** A site whose seeded rec document carries a custom plan (billing) set by staff. */
const withPlan = SEED_SITES.find((s) => s.org === 'northwind' && s.installation === 'ok')!;
/** A site with no applet documents: creations start from nothing. */
const bare = SEED_SITES.find((s) => s.org === 'northwind' && s.installation === 'missingScopes')!;

/**
 * Every state-changing route, and why it cannot write a staff-only field, or 'probed' when
 * the tests below try it. A new route fails the guard until it is added here, with a probe
 * if it writes an applet document or a site.
 */
const WRITE_ROUTES: Record<string, string> = {
  'POST /auth/local': 'signs in: writes sessions only',
  'POST /api2/auth/logout': 'signs out: deletes the session only',
  'PATCH /api2/sites/:id': 'probed',
  'PATCH /api/sites/:id': 'probed',
  'PUT /api/sites/:id': 'probed',
  'POST /api2/applet': 'probed',
  'PUT /api2/applet': 'probed',
  'PATCH /api2/applet': 'probed',
  'DELETE /api2/applet/:id': 'probed',
  'POST /api2/applets': 'registers a remote applet: staff-only route, writes applet_registrations',
  'DELETE /api2/applets/:id': 'deletes a remote applet registration: staff-only route',
  'POST /api2/applets/manifest': 'registers a remote applet from its applet.json URL: staff-only route, writes applet_registrations',
  'PATCH /api2/applets/:id': 'enables or disables a remote applet registration: staff-only route',
  'POST /api2/applets/:id/load-error':
    "a console reports failing to load a remote applet: a user who can launch it on a site they may act on, rate-limited, writes only that registration's last load error (bounded text), never a document or a site",
  'PUT /api/users/:id': 'writes the user profile only',
  'PUT /api/organizations/:id': 'writes organization fields only',
  'POST /api/organizations': 'creates an organization and claims sites; never flags or billing',
  'POST /api2/shop/:appId/action/:action': 'shop actions: classified one by one in SHOP_WRITE_ACTIONS',
  'PUT /api2/shop/:appId/action/:action': 'shop actions: classified one by one in SHOP_WRITE_ACTIONS',
  'DELETE /api2/shop/:appId/action/:action': 'shop actions: classified one by one in SHOP_WRITE_ACTIONS',
  'PATCH /api2/shop/:appId/action/:action': 'shop actions: classified one by one in SHOP_WRITE_ACTIONS',
  'DELETE /api/extensions/v2/subscriptions': 'cancels a subscription: staff-only route',
  'POST /graphql': 'read-only queries',
  'POST /api2/recommendation/refresh': 'reads recommendations and readiness',
  'POST /api2/recommendation/create': 'writes a recommendation: no Internal Only Setting lives in one',
  'PUT /api2/recommendation/:id': 'writes a recommendation: no Internal Only Setting lives in one',
  'PATCH /api2/recommendation/:action/:id': 'lifecycle of a recommendation',
  'DELETE /api2/recommendation/:id': 'deletes a recommendation',
  'POST /api2/recommendation/deprovision-live-campaigns': 'staff-only route',
  'POST /api2/recommendation/clone': 'staff-only route: inserts recommendations, no Internal Only Setting',
  'POST /api2/recommendation/site-reset': 'staff-only route: appends to the staff action log only',
  'PUT /api2/recommendation/holdout': 'writes the site’s holdout share only (rec_holdouts), a report marker and a staff log row; no Internal Only Setting',
  'PUT /api2/site-settings': 'probed',
  'PATCH /api2/site-settings': 'probed',
  'POST /delivery/v1/:siteId/events': 'the storefront tag’s events: appends analytics rows only (rec_events); no Internal Only Setting',
};

/** Shop actions that change state: none of them writes an applet document or a site's flags. */
const SHOP_WRITE_ACTIONS: Record<string, string> = {
  'check-and-fix': 'repairs the demo shop installation state',
  'tag-enable': 'installation state',
  'remove-all-liquid': 'theme files of the demo shop',
  uninstall: 'staff-only',
  'uninstall-force': 'staff-only',
  'update-dynamic-tag': 'installation state',
  'dynamic-tag': 'PUT is staff-only',
  'change-plan': 'reads billing (the custom plan), never writes it',
  'extend-trial': 'staff-only',
  discount: 'staff-only (Offer bots)',
  customDiscount: 'staff-only (Offer bots)',
  'clear-product-cache': 'marks the shop cache cleared',
  'clear-tag-cache': 'marks the tag cache cleared',
};

describe('the guard: every state-changing route is classified', () => {
  it('knows every POST, PUT, PATCH and DELETE route the server registers', () => {
    const unknown = registeredRoutes()
      .filter((r) => UNSAFE.has(r.method))
      .map((r) => `${r.method} ${r.url}`)
      .filter((key) => !Object.hasOwn(WRITE_ROUTES, key));
    expect(unknown).toEqual([]);
  });

  it('knows every shop action that changes state', () => {
    const writing = Object.entries(SHOP_ACTIONS)
      .filter(([, action]) => Object.keys(action.methods).some((m) => m !== 'GET'))
      .map(([name]) => name);
    expect(writing.filter((name) => !Object.hasOwn(SHOP_WRITE_ACTIONS, name))).toEqual([]);
  });
});

describe('Internal Only Settings are staff-only on the server', () => {
  const env = useSignedInServer();

  const recDoc = async (client: HttpClient, site = withPlan.id, applet = 'rec') => client.get(`/api2/applet?site=${site}&applet=${applet}`);
  const plans = async (client: HttpClient) => (await client.get(`/api2/plans?site=${withPlan.id}&applet=rec`)).body.plans as Array<{ planName: string; price: number }>;

  /** Asserts a 403 naming the field, and that the document is exactly as before. */
  async function refusedAndUnchanged(write: () => Promise<{ status: number; body: { message?: string } }>, field = 'billing') {
    const before = (await recDoc(env.merchant)).body;
    const res = await write();
    expect(res.status).toBe(403);
    expect(res.body.message).toBe(STAFF_ONLY_MESSAGE(field));
    expect((await recDoc(env.merchant)).body).toEqual(before);
  }

  describe('the custom billing plan (applet document billing)', () => {
    it('refuses the Enterprise-at-1.00 attack: PATCH answers 403, the plans and subscriptions do not change', async () => {
      const { body: doc } = await recDoc(env.merchant);
      const plansBefore = await plans(env.merchant);
      await refusedAndUnchanged(() =>
        env.merchant.patch('/api2/applet', { _id: doc._id, __v: doc.__v, site: withPlan.id, applet: 'rec', patch: { billing: { title: 'ENTERPRISE', price: 1 } } }),
      );
      const plansAfter = await plans(env.merchant);
      expect(plansAfter).toEqual(plansBefore);
      expect(plansAfter.some((p) => p.price === 1)).toBe(false);
      // The last step of the attack: no custom plan was offered (staff's billing here copies a
      // catalogue plan), so tier-x cannot be bought, and no subscription at 1.00 exists.
      expect(plansAfter.some((p) => p.planName === 'tier-x')).toBe(false);
      const changed = await env.merchant.post(`/api2/shop/rec/action/change-plan?site=${withPlan.id}`, { tier: 'tier-x' });
      expect(changed.status).toBe(400);
      expect(changed.body.message).toBe(SHOP_MESSAGES.planNotOffered('tier-x'));
      const subs = await env.merchant.get(`/api/extensions/v2/subscriptions?platformSiteId=${withPlan.platformSiteId}`);
      expect(subs.status).toBe(200);
      const prices = subs.body.data.currentAppInstallation.activeSubscriptions.map(
        (sub: { lineItems: Array<{ plan: { pricingDetails: { price: { amount: string } } } }> }) => sub.lineItems[0].plan.pricingDetails.price.amount,
      );
      expect(prices).not.toContain('1.00');
    });

    it.each([
      ['a nested patch of one key', { billing: { price: 1 } }],
      ['a dotted key', { 'billing.price': 1 }],
      ['removing it with null', { billing: null }],
      ['the same value again', 'same'],
    ])('refuses PATCH with %s', async (_name, patch) => {
      const { body: doc } = await recDoc(env.merchant);
      const body = patch === 'same' ? { billing: doc.billing } : patch;
      await refusedAndUnchanged(() => env.merchant.patch('/api2/applet', { _id: doc._id, __v: doc.__v, site: withPlan.id, applet: 'rec', patch: body }));
    });

    it('refuses a whole-document PUT that changes or drops billing, and accepts one that carries it unchanged', async () => {
      const { body: doc } = await recDoc(env.merchant);
      const { _id, __v, site, applet, billing, ...rest } = doc;
      const put = (content: Record<string, unknown>) => env.merchant.put('/api2/applet', { _id, __v, site, applet, ...content });
      await refusedAndUnchanged(() => put({ ...rest, billing: { ...billing, price: 1 } }));
      await refusedAndUnchanged(() => put(rest));
      await refusedAndUnchanged(() => put({ ...rest, billing, 'billing.price': 1 }));
      const kept = await put({ ...rest, billing, personalize_js: 'console.log(1)' });
      expect(kept.status).toBe(200);
      expect(kept.body.billing).toEqual(billing);
    });

    it('refuses to create a document that carries billing, in any spelling', async () => {
      for (const extra of [{ billing: { price: 1, title: 'ENTERPRISE' } }, { 'billing.price': 1 }]) {
        const res = await env.merchant.post('/api2/applet', { site: bare.id, applet: 'rec', ...extra });
        expect(res.status).toBe(403);
        const doc = await recDoc(env.merchant, bare.id);
        expect({ status: doc.status, body: doc.body }).toEqual({ status: 200, body: null }); // none was created
      }
    });

    it('refuses to delete a document that holds a custom plan', async () => {
      const { body: doc } = await recDoc(env.merchant);
      await refusedAndUnchanged(() => env.merchant.delete(`/api2/applet/${doc._id}?site=${withPlan.id}&applet=rec`));
    });

    it('lets staff create and change the custom plan', async () => {
      const created = await env.staff.post('/api2/applet', { site: bare.id, applet: 'staff-plan', billing: { price: 10, yearly: false, title: 'CUSTOM' } });
      expect(created.status).toBe(201);
      const { body: doc } = await recDoc(env.merchant);
      const set = await env.staff.patch('/api2/applet', { _id: doc._id, __v: doc.__v, site: withPlan.id, applet: 'rec', patch: { billing: { price: 990, title: 'ENTERPRISE' } } });
      expect(set.status).toBe(200);
      expect((await plans(env.merchant)).find((p) => p.planName === 'tier-x')).toMatchObject({ price: 990 });
      // The merchant buys the plan staff made, at staff's price.
      const bought = await env.merchant.post(`/api2/shop/rec/action/change-plan?site=${withPlan.id}`, { tier: 'tier-x' });
      expect(bought.status).toBe(200);
      expect(bought.body.subscription).toMatchObject({ name: 'ENTERPRISE', status: 'ACTIVE' });
      expect(bought.body.subscription.lineItems[0].plan.pricingDetails.price.amount).toBe('990.00');
    });
  });

  describe('the site settings document’s dev-mode extras', () => {
    const settings = async () => (await env.merchant.get(`/api2/site-settings?site=${withPlan.id}&applet=rec`)).body;

    it.each([
      ['the stylesheet (PATCH)', { themeCss: 'min' }],
      ['the theme version (PATCH, dotted)', { 'themeVersion': 1 }],
      ['the title template (PATCH, nested)', { global: { title: '<h1>{titleText}</h1>' } }],
      ['the native card JSON (PATCH, nested)', { recDefaults: { nativeCard: { show_vendor: true } } }],
    ])('refuses a merchant write of %s with 403 and changes nothing', async (_name, patch) => {
      const before = await settings();
      const res = await env.merchant.patch('/api2/site-settings', { site: withPlan.id, __v: before.__v, patch });
      expect(res.status).toBe(403);
      expect(await settings()).toEqual(before);
    });

    it('refuses a whole-document PUT that changes one, accepts one that carries them and changes a data rule', async () => {
      const before = await settings();
      const { _id, __v, site, applet, excludeItemsArray, excludeCollectionsArray, excludeTagsArray, includeTagsArray, ...doc } = before;
      void excludeItemsArray; void excludeCollectionsArray; void excludeTagsArray; void includeTagsArray;
      expect((await env.merchant.put('/api2/site-settings', { _id, __v, site, applet, ...doc, themeCss: 'min' })).status).toBe(403);
      expect(await settings()).toEqual(before);
      const ok = await env.merchant.put('/api2/site-settings', { _id, __v, site, applet, ...doc, excludeTags: 'clearance' });
      expect(ok.status).toBe(200);
      expect(ok.body.excludeTagsArray).toEqual(['clearance']);
      const staff = await env.staff.patch('/api2/site-settings', { site: withPlan.id, __v: ok.body.__v, patch: { themeCss: 'min' } });
      expect(staff.status).toBe(200);
    });
  });

  describe('site flags', () => {
    const siteOf = async () => (await env.merchant.get(`/api/sites/${withPlan.id}`)).body;

    it.each([
      ['PATCH /api2/sites/:id', 'patch', '/api2/sites/', { 'flags.HicPlusBetaInsights': true }],
      ['PATCH /api/sites/:id', 'patch', '/api/sites/', { 'flags.HicPlusDisablePoweredByLogo': true }],
      ['PUT /api/sites/:id', 'put', '/api/sites/', { 'flags.HicPlusEnableEmail': null }],
      ['a whole flags object', 'patch', '/api2/sites/', { flags: { HicPlusBetaInsights: true } }],
      ['a flag beside an allowed field', 'patch', '/api2/sites/', { name: 'Renamed', 'flags.HicPlusBetaInsights': true }],
    ] as const)('refuses a merchant flag write through %s with 403 and changes nothing', async (_name, method, prefix, body) => {
      const before = await siteOf();
      const res = await env.merchant[method](`${prefix}${withPlan.id}`, { __v: before.__v, ...body });
      expect(res.status).toBe(403);
      expect(res.body.message).toBe(STAFF_ONLY_MESSAGE('flags'));
      expect(await siteOf()).toEqual(before);
    });

    it('still lets the merchant rename the site, and staff set a flag', async () => {
      const before = await siteOf();
      const renamed = await env.merchant.patch(`/api2/sites/${withPlan.id}`, { __v: before.__v, name: `${before.name} ` });
      expect(renamed.status).toBe(200);
      const flagged = await env.staff.patch(`/api2/sites/${withPlan.id}`, { __v: renamed.body.__v, 'flags.HicPlusBetaInsights': true });
      expect(flagged.status).toBe(200);
      expect(flagged.body.flags.HicPlusBetaInsights).toBe(true);
    });
  });
});
