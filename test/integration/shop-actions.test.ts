import { httpClient, type HttpClient } from '../helpers/http';
import { startServer, type RunningServer } from '../helpers/server';
import { SEED_SITES, type Installation, type SeedSite } from '../../server/seed/world';

jest.setTimeout(120_000);

/**
 * Shop actions (/api2/shop/rec/action/{action}) other than the installation fixes:
 * blockModify refusals, trials, storefront preview links, theme assets and the dynamic tag.
 */

const BLOCK_MODIFY_MESSAGE = 'Warning - Production Merchant on non-production platform - Operations are disabled';

const shopSites = (installation: Installation) =>
  SEED_SITES.filter((s) => s.org === 'northwind' && s.platform === 'SHOPIFY' && s.installation === installation);
const first = (installation: Installation): SeedSite => {
  const site = shopSites(installation)[0];
  if (!site) throw new Error(`no seeded northwind site in state ${installation}`);
  return site;
};

describe('shop actions', () => {
  let server: RunningServer;
  let merchant: HttpClient;
  let staff: HttpClient;
  /** Healthy northwind shops by the platform's tier, read from the running server. */
  let plusShop: SeedSite;
  let basicShop: SeedSite;

  beforeAll(async () => {
    server = await startServer();
    merchant = httpClient(server);
    staff = httpClient(server);
    expect([302, 303]).toContain((await merchant.signIn('merchant@example.com', 'vitrine-merchant')).status);
    expect([302, 303]).toContain((await staff.signIn('staff@vitrine.dev', 'vitrine-staff')).status);
    const tiers = await Promise.all(
      shopSites('ok').map(async (site) => {
        const res = await merchant.get(`/api2/shop/shopify-shop?site=${site.id}`);
        expect(res.status).toBe(200);
        return { site, plus: res.body.shopPlan.shopifyPlus as boolean };
      }),
    );
    plusShop = tiers.find((t) => t.plus)!.site;
    basicShop = tiers.find((t) => !t.plus)!.site;
    expect(plusShop).toBeDefined();
    expect(basicShop).toBeDefined();
  });
  afterAll(() => server?.stop());

  const action = (name: string, site: SeedSite, query = '') => `/api2/shop/rec/action/${name}?site=${site.id}${query}`;

  describe('blockModify shop', () => {
    const site = () => first('blockModify');

    it('refuses change-plan with the exact production-merchant warning', async () => {
      const res = await merchant.post(action('change-plan', site()), { tier: 'personalize' });
      expect(res.status).toBe(403);
      expect(res.body).toEqual({ message: BLOCK_MODIFY_MESSAGE, code: 'BlockModify' });
    });

    it('refuses extend-trial from staff with the same warning, and leaves the trial alone', async () => {
      const before = await merchant.get(`/api2/shop/rec/installation?site=${site().id}`);
      expect(before.status).toBe(200);
      const res = await staff.post(action('extend-trial', site()), { days: 5 });
      expect(res.status).toBe(403);
      expect(res.body).toEqual({ message: BLOCK_MODIFY_MESSAGE, code: 'BlockModify' });
      const after = await merchant.get(`/api2/shop/rec/installation?site=${site().id}`);
      expect(after.body.planInfo).toEqual(before.body.planInfo);
    });

    it('refuses the other changes too, but still answers reads', async () => {
      for (const [path, body] of [
        [action('tag-enable', site()), { enable: false }],
        [action('remove-all-liquid', site()), {}],
        [action('update-dynamic-tag', site()), {}],
      ] as const) {
        const res = await merchant.post(path, body);
        expect(res.status).toBe(403);
        expect(res.body.message).toBe(BLOCK_MODIFY_MESSAGE);
      }
      const read = await merchant.get(action('theme-info', site()));
      expect(read.status).toBe(200);
      expect(read.body).toMatchObject({ role: 'main', themeVersion: '2.0', supportsAppEmbed: true });
    });
  });

  describe('POST extend-trial', () => {
    const site = () => first('trial');

    it('is staff only: the merchant gets 403', async () => {
      const res = await merchant.post(action('extend-trial', site()), { days: 5 });
      expect(res.status).toBe(403);
      expect(res.body.message).toBe('Only staff may do this');
    });

    it.each([
      [{ days: -1 }, 'days must be between 0 and 365'],
      [{ days: 'x' }, 'days must be a whole number'],
      [{ days: 1.5 }, 'days must be a whole number'],
      [{ days: 366 }, 'days must be between 0 and 365'],
      [{}, 'missing days'],
    ])('refuses %j with 400', async (body, message) => {
      const res = await staff.post(action('extend-trial', site()), body);
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(message);
    });

    it('adds 5 days to the running 14-day trial: trialDays 19, 16 days remaining', async () => {
      const res = await staff.post(action('extend-trial', site()), { days: 5 });
      expect(res.status).toBe(200);
      expect(res.body.subscription).toMatchObject({
        id: expect.stringMatching(/^gid:\/\/shopify\/AppSubscription\/\d+$/),
        name: 'PERSONALIZE',
        status: 'ACTIVE',
        trialDays: 19,
      });
      const check = await merchant.get(`/api2/shop/rec/installation?site=${site().id}`);
      expect(check.status).toBe(200);
      expect(check.body.planInfo['hic-plus'].trialData).toMatchObject({ trialDays: 19, daysRemaining: 16, inTrial: true });
    });

    it('answers 404 for a subscription id the shop does not have', async () => {
      const res = await staff.post(action('extend-trial', site()), { days: 1, subid: 'gid://shopify/AppSubscription/1' });
      expect(res.status).toBe(404);
      expect(res.body.message).toBe('Subscription not found');
    });
  });

  describe('GET preview-link', () => {
    it('links a custom page to the storefront in preview mode', async () => {
      const res = await merchant.get(action('preview-link', basicShop, '&pageClass=CUSTOM~about&kind=online'));
      expect(res.status).toBe(200);
      const url = new URL(res.body.url);
      expect(url.port).toBe(new URL(server.storefrontUrl).port);
      // The shop's own origin: a sub-domain of the storefront's (server/lib/shop-origin.ts), no ?shop=.
      expect(url.hostname.endsWith('.localhost') && !url.searchParams.has('shop')).toBe(true);
      expect(url.pathname).toBe('/pages/about');
      expect(res.body.url).toMatch(/\/pages\/about\?/);
      // A signed, short-lived token (server/delivery/preview-token.ts), not a bare flag.
      expect(url.searchParams.get('vitrine-preview')).toMatch(/^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]{43}$/);
      expect(url.searchParams.get('vitrine-kind')).toBe('online');
    });

    it.each([
      ['&pageClass=PDP&altPath=//evil.com', 'altPath must be a path on the store, starting with /'],
      ['&pageClass=PDP&altPath=https://evil.com/x', 'altPath must be a path on the store, starting with /'],
      ['&pageClass=CUSTOM~..%2Fx', 'The custom page handle may hold letters, digits, - and _'],
      ['&pageClass=NOPE', 'Unknown pageClass: NOPE'],
      ['&pageClass=PDP&kind=print', 'kind must be one of online, hyper-online, email'],
      ['&kind=online', 'missing pageClass'],
    ])('refuses %s with 400', async (query, message) => {
      const res = await merchant.get(action('preview-link', basicShop, query));
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(message);
    });

    it('refuses checkout (CO) on a shop off the Plus tier, and links it on a Plus shop', async () => {
      const basic = await merchant.get(action('preview-link', basicShop, '&pageClass=CO'));
      expect(basic.status).toBe(400);
      expect(basic.body.message).toBe('Checkout pages exist only on shops on the Plus tier');
      const plus = await merchant.get(action('preview-link', plusShop, '&pageClass=CO'));
      expect(plus.status).toBe(200);
      expect(new URL(plus.body.url).pathname).toBe('/checkout');
    });

    it('uses a same-store altPath instead of the place’s page', async () => {
      const res = await merchant.get(action('preview-link', basicShop, `&pageClass=PDP&altPath=${encodeURIComponent('/products/red-shoe')}`));
      expect(res.status).toBe(200);
      expect(new URL(res.body.url).pathname).toBe('/products/red-shoe');
    });
  });

  describe('theme assets', () => {
    it('lists the theme files and reads one', async () => {
      const list = await merchant.get(action('assets', basicShop));
      expect(list.status).toBe(200);
      const keys = list.body.assets.map((a: { key: string }) => a.key);
      expect(keys).toEqual(expect.arrayContaining(['layout/theme.liquid', 'templates/index.json']));
      const one = await merchant.get(action('asset', basicShop, '&key=layout/theme.liquid'));
      expect(one.status).toBe(200);
      expect(one.body).toMatchObject({ key: 'layout/theme.liquid', contentType: 'application/x-liquid', value: expect.stringContaining('content_for_header') });
      expect(one.body.size).toBe(Buffer.byteLength(one.body.value));
    });

    it('answers 400 for a key outside the theme folders (../x)', async () => {
      const res = await merchant.get(action('asset', basicShop, '&key=../x'));
      expect(res.status).toBe(400);
      expect(res.body.message).toBe('key is not valid');
      const nested = await merchant.get(action('asset', basicShop, `&key=${encodeURIComponent('templates/../../etc/passwd')}`));
      expect(nested.status).toBe(400);
    });

    it('answers 404 for a well-formed key the theme does not have', async () => {
      const res = await merchant.get(action('asset', basicShop, '&key=snippets/no-such-file.liquid'));
      expect(res.status).toBe(404);
      expect(res.body.message).toBe('Theme asset not found');
    });

    it('removes the legacy liquid snippets with remove-all-liquid', async () => {
      const before = await merchant.get(action('assets', plusShop));
      const snippets = before.body.assets.filter((a: { key: string }) => a.key.startsWith('snippets/vitrine-recs-'));
      expect(snippets.length).toBeGreaterThan(0);
      const res = await merchant.post(action('remove-all-liquid', plusShop), {});
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ removed: snippets.length });
      const after = await merchant.get(action('assets', plusShop));
      expect(after.body.assets.some((a: { key: string }) => a.key.startsWith('snippets/'))).toBe(false);
      expect((await merchant.post(action('remove-all-liquid', plusShop), {})).body).toEqual({ removed: 0 });
    });
  });

  describe('dynamic tag', () => {
    const site = () => shopSites('ok')[2];

    it('reads the flags', async () => {
      const res = await merchant.get(action('dynamic-tag', site()));
      expect(res.status).toBe(200);
      expect(res.body).toEqual({
        dynamicTag: {
          tag30: true,
          core: true,
          hyperAnalytics: true,
          hyperBlocks: expect.any(Boolean),
          disableDelivery: false,
        },
        updatedAt: null,
      });
    });

    it('refuses a merchant PUT with 403 and changes nothing', async () => {
      const res = await merchant.put(action('dynamic-tag', site()), { dynamicTag: { core: false } });
      expect(res.status).toBe(403);
      expect(res.body.message).toBe('Only staff may do this');
      expect((await merchant.get(action('dynamic-tag', site()))).body.dynamicTag.core).toBe(true);
    });

    it('lets staff turn a flag off; the others stay', async () => {
      const before = (await merchant.get(action('dynamic-tag', site()))).body;
      const res = await staff.put(action('dynamic-tag', site()), { dynamicTag: { core: false } });
      expect(res.status).toBe(200);
      expect(res.body.dynamicTag).toEqual({ ...before.dynamicTag, core: false });
      expect(Number.isNaN(Date.parse(res.body.updatedAt))).toBe(false);
      const after = await merchant.get(action('dynamic-tag', site()));
      expect(after.body).toEqual(res.body);
    });

    it.each([
      [{ dynamicTag: { core: 'no' } }, 'dynamicTag.core must be true or false'],
      [{ dynamicTag: { nope: true } }, 'Unknown dynamic tag flag: nope'],
      [{ dynamicTag: [true] }, 'dynamicTag must be a JSON object'],
      [{}, 'missing dynamicTag'],
    ])('refuses the staff PUT %j with 400', async (body, message) => {
      const res = await staff.put(action('dynamic-tag', site()), body);
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(message);
      expect((await merchant.get(action('dynamic-tag', site()))).body.dynamicTag.core).toBe(false);
    });
  });
});
