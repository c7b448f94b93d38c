import type { DeliveryPayload } from '../../sdk/sandbox/delivery';
import { loadPreviewKey, signPreviewToken } from '../../server/delivery/preview-token';
import { seedRecId } from '../../server/seed/recommendations';
import { DEMO_SITE_ID, SEED_SITES } from '../../server/seed/world';
import { checkEventsToken, eventsKeyOf } from '../../server/tracking/events-token';
import { shopUrl } from '../helpers/shop-fetch';
import { useSignedInServer } from '../helpers/signed-in';
import { recLifecycle } from '../helpers/versioned';

jest.setTimeout(120_000);

/**
 * The public delivery endpoint over real HTTP against the seeded demo store: which
 * recommendations a page gets, CORS, parameter checks, preview tokens, cache invalidation by
 * console writes, the tag file and the products action.
 */
const rec = (key: string) => seedRecId(DEMO_SITE_ID, key);
const northwind = SEED_SITES.find((s) => s.external === 'northwind-outfitters')!;
const bookshop = SEED_SITES.find((s) => s.platform !== 'SHOPIFY')!;

describe('storefront delivery', () => {
  const env = useSignedInServer({ env: { ANALYTICS_SEED_SCALE: '0.05' } });
  /** The shop origin the server was configured with (the storefront's, by host name). */
  const shopOrigin = () => `http://localhost:${new URL(env.server.storefrontUrl).port}`;
  let productId: string;

  const recs = async (query: string, opts: { origin?: string; site?: string } = {}) => {
    const res = await fetch(`${env.server.url}/delivery/v1/${opts.site ?? DEMO_SITE_ID}/recs?${query}`, {
      headers: opts.origin === undefined ? {} : { origin: opts.origin },
    });
    const text = await res.text();
    return { status: res.status, headers: res.headers, body: JSON.parse(text) as DeliveryPayload & { message?: string } };
  };
  const ids = (payload: DeliveryPayload) => payload.recommendations.map((r) => r.id).sort();

  beforeAll(async () => {
    const list = await fetch(`${env.server.storefrontUrl}/products.json?limit=5`).then((r) => r.json());
    productId = String(list.products[0].id);
  });

  describe('what a page gets', () => {
    it('a product page: its two live recommendations and the sitewide one, filled with products', async () => {
      const res = await recs(`place=PDP&product=${productId}&ff=desktop`, { origin: shopOrigin() });
      expect(res.status).toBe(200);
      expect(ids(res.body)).toEqual([rec('pdp-bought-together'), rec('pdp-similar'), rec('sitewide-recent')].sort());
      expect(res.body).toMatchObject({ version: 1, siteId: DEMO_SITE_ID, currency: 'USD', global: { titleWrapper: expect.stringContaining('{titleText}') } });
      for (const r of res.body.recommendations) {
        expect(r.status).toBe('production');
        expect(r.products.length).toBeGreaterThanOrEqual(4);
        expect(r.products.map((p) => p.id)).not.toContain(productId);
        expect(r.products[0]).toMatchObject({ url: expect.stringMatching(/^\/products\//), variants: expect.any(Array) });
        expect(['before', 'append', 'after']).toContain(r.widgetOpts.desktop.insert);
      }
      expect(res.headers.get('access-control-allow-origin')).toBe(shopOrigin());
      expect(res.headers.get('vary')).toMatch(/Origin/);
      expect(res.headers.get('cache-control')).toBe('public, max-age=30');
    });

    it.each([
      ['H', ['home-best-sellers', 'home-new-arrivals', 'sitewide-recent']],
      ['CRT', ['cart-complete', 'sitewide-recent']],
      // The paused, draft, initial and archived ones of those pages never show to shoppers.
      ['CNF', ['sitewide-recent']],
      ['ACC', ['sitewide-recent']],
      ['E404', ['sitewide-recent']],
      ['CUSTOM~about', ['sitewide-recent']],
    ])('place %s gets only its live recommendations and the sitewide one', async (place, keys) => {
      const res = await recs(`place=${encodeURIComponent(place)}&ff=desktop`);
      expect(res.status).toBe(200);
      expect(ids(res.body)).toEqual(keys.map(rec).sort());
    });

    it('a foreign origin gets no CORS access; a visitor makes the answer private', async () => {
      const twin = await recs('place=H&ff=desktop', { origin: env.server.storefrontUrl });
      expect(twin.headers.get('access-control-allow-origin')).toBe(env.server.storefrontUrl);
      const res = await recs('place=H&ff=desktop&visitor=abc123', { origin: 'https://evil.example' });
      expect(res.status).toBe(200);
      expect(res.headers.get('access-control-allow-origin')).toBeNull();
      expect(res.headers.get('cache-control')).toBe('private, no-store');
    });

    it('each demo shop’s own origin only: another shop’s pages get no CORS access', async () => {
      const northwindOrigin = shopUrl(env.server.storefrontUrl, 'northwind-outfitters');
      const own = await recs('place=H&ff=desktop', { site: northwind.id, origin: northwindOrigin });
      expect(own.headers.get('access-control-allow-origin')).toBe(northwindOrigin);
      for (const foreign of [shopOrigin(), shopUrl(env.server.storefrontUrl, 'sakura-tea-house')]) {
        expect((await recs('place=H&ff=desktop', { site: northwind.id, origin: foreign })).headers.get('access-control-allow-origin')).toBeNull();
      }
      expect((await recs('place=H&ff=desktop', { origin: northwindOrigin })).headers.get('access-control-allow-origin')).toBeNull();
    });

    it('an answer for a visitor carries that visitor’s events token, a shared answer none', async () => {
      const shared = await recs('place=H&ff=desktop', { origin: shopOrigin() });
      expect([shared.headers.get('cache-control'), shared.body.events]).toEqual(['public, max-age=30', undefined]);
      const mine = await recs('place=H&ff=desktop&visitor=visitor-a-000001', { origin: shopOrigin() });
      const again = await recs('place=H&ff=desktop&visitor=visitor-a-000001', { origin: shopOrigin() });
      const key = eventsKeyOf(loadPreviewKey(env.server.dataDir));
      expect(mine.body.events).toEqual({ token: expect.any(String), expiresAt: expect.any(String) });
      expect(checkEventsToken(key, mine.body.events!.token, DEMO_SITE_ID, 'visitor-a-000001')).toBeNull();
      expect(checkEventsToken(key, mine.body.events!.token, DEMO_SITE_ID, 'visitor-b-000001')).toBe('otherVisitor');
      // The second answer came from the answer cache: the grant is still this request's own.
      expect(again.body.recommendations).toEqual(mine.body.recommendations);
      expect(Date.parse(again.body.events!.expiresAt)).toBeGreaterThan(Date.now() + 14 * 60_000);
    });
  });

  describe('bad requests', () => {
    it.each([
      ['place is required', 'ff=desktop'],
      ['place must be one of', 'place=HOME'],
      ['place must be one of', 'place=CUSTOM~%3Cscript%3E'],
      ['ff must be desktop or mobile', 'place=H&ff=tv'],
      ['product must be an id', 'place=PDP&product=1%3B2'],
      ['cart must list at most 50 product ids', `place=CRT&cart=${Array.from({ length: 51 }, (_, i) => i + 1).join(',')}`],
      ['viewed must be a comma-separated list of product ids', 'place=H&viewed=a,b%20c'],
      ['visitor must be a visitor id', `place=H&visitor=${'x'.repeat(65)}`],
      ['preview must be a preview token', `place=H&preview=${'x'.repeat(601)}`],
      ['Unknown parameter: debug', 'place=H&debug=1'],
      ['place must be given once', 'place=H&place=PDP'],
    ])('answers 400 "%s"', async (message, query) => {
      const res = await recs(query);
      expect(res.status).toBe(400);
      expect(res.body.message).toContain(message);
    });

    it('a malformed site id is a 400; an unknown site or one off the shop platform a 404', async () => {
      expect((await recs('place=H', { site: 'not-a-site' })).status).toBe(400);
      expect((await recs('place=H', { site: 'f'.repeat(24) })).status).toBe(404);
      expect((await recs('place=H', { site: bookshop.id })).status).toBe(404);
    });
  });

  describe('console changes reach the storefront at once', () => {
    const getRec = async (id: string) => (await env.staff.get(`/api2/recommendation/${id}?site=${DEMO_SITE_ID}`)).body;

    it('a recommendation disabled on mobile is left out of mobile answers only', async () => {
      const similar = await getRec(rec('pdp-similar'));
      const saved = await env.staff.put(`/api2/recommendation/${similar._id}`, { site: DEMO_SITE_ID, __v: similar.__v, widgetOpts: { mobile: { disabled: true } } });
      expect([saved.status, saved.body.message]).toEqual([200, undefined]);
      expect(ids((await recs(`place=PDP&product=${productId}&ff=mobile`)).body)).not.toContain(rec('pdp-similar'));
      expect(ids((await recs(`place=PDP&product=${productId}&ff=desktop`)).body)).toContain(rec('pdp-similar'));
    });

    it('custom JS and CSS of a recommendation and the global CSS/JS are delivered', async () => {
      const best = await getRec(rec('home-best-sellers'));
      const saved = await env.staff.put(`/api2/recommendation/${best._id}`, { site: DEMO_SITE_ID, __v: best.__v, js: 'this.dataset.merchant = "1";', css: '.vitrine-title { letter-spacing: 1px; }' });
      expect([saved.status, saved.body.message]).toEqual([200, undefined]);
      const doc = (await env.staff.get(`/api2/applet?site=${DEMO_SITE_ID}&applet=rec`)).body;
      const patched = await env.staff.patch('/api2/applet', { _id: doc._id, __v: doc.__v, site: DEMO_SITE_ID, applet: 'rec', patch: { personalize_js: 'window.__globalRan = true;', personalize_css: 'body { --x: 1; }' } });
      expect(patched.status).toBe(200);
      const res = await recs('place=H&ff=desktop');
      const home = res.body.recommendations.find((r) => r.id === best._id)!;
      expect(home).toMatchObject({ js: 'this.dataset.merchant = "1";', css: '.vitrine-title { letter-spacing: 1px; }' });
      expect(res.body.global).toMatchObject({ js: 'window.__globalRan = true;', css: 'body { --x: 1; }' });
    });

    it("Text Customization's words reach every widget that kept the default text", async () => {
      const doc = (await env.staff.get(`/api2/applet?site=${DEMO_SITE_ID}&applet=rec`)).body;
      const globalConfig = { ...doc.globalConfig, text: { addToCartTitle: 'Buy now', outOfStockTitle: 'Sold out' } };
      const patched = await env.staff.patch('/api2/applet', { _id: doc._id, __v: doc.__v, site: DEMO_SITE_ID, applet: 'rec', patch: { globalConfig } });
      expect(patched.status).toBe(200);
      const res = await recs('place=H&ff=desktop');
      expect(res.body.recommendations.length).toBeGreaterThan(0);
      for (const r of res.body.recommendations) {
        expect(r.widgetOpts.desktop.outOfStockTitle).toBe('Sold out');
        expect(r.widgetOpts.mobile.addToCartTitle).toBe('Buy now');
      }
    });

    it('a paused recommendation disappears from the next answer', async () => {
      const before = await recs(`place=PDP&product=${productId}&ff=desktop`);
      expect(ids(before.body)).toContain(rec('pdp-bought-together'));
      const paused = await recLifecycle(env.staff, 'deactivate', rec('pdp-bought-together'), DEMO_SITE_ID);
      expect(paused.status).toBe(200);
      expect(ids((await recs(`place=PDP&product=${productId}&ff=desktop`)).body)).not.toContain(rec('pdp-bought-together'));
    });
  });

  describe('preview links', () => {
    const previewLink = async (site: string, query: string) => {
      const res = await env.staff.get(`/api2/shop/rec/action/preview-link?site=${site}&${query}`);
      expect(res.status).toBe(200);
      return new URL(res.body.url);
    };
    const cnf = rec('cnf-paused');

    it('shows the named recommendation whatever its status, privately, on its page', async () => {
      const url = await previewLink(DEMO_SITE_ID, `pageClass=CNF&recommendation=${cnf}`);
      const token = url.searchParams.get('vitrine-preview')!;
      expect(token).toMatch(/^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]{43}$/);
      const res = await recs(`place=CNF&ff=desktop&preview=${token}`);
      expect(ids(res.body)).toEqual([cnf, rec('sitewide-recent')].sort());
      expect(res.body.recommendations.find((r) => r.id === cnf)!.status).toBe('deactivated');
      expect(res.headers.get('cache-control')).toBe('private, no-store');
      // The answer confirms the token: the preview agent links to the console only then.
      expect(res.body.preview).toEqual({ recommendationId: cnf });
      // The storefront page says it is a preview.
      const page = await fetch(`${env.server.storefrontUrl}${url.pathname}${url.search}`).then((r) => r.text());
      expect(page).toContain('class="preview-bar"');
    });

    it('ignores a forged, expired or other site token: the shopper view', async () => {
      const url = await previewLink(DEMO_SITE_ID, `pageClass=CNF&recommendation=${cnf}`);
      const token = url.searchParams.get('vitrine-preview')!;
      const forged = `${token.slice(0, -2)}${token.endsWith('AA') ? 'BB' : 'AA'}`;
      const key = loadPreviewKey(env.server.dataDir);
      const expired = signPreviewToken(key, { siteId: DEMO_SITE_ID, recommendationId: cnf }, new Date(Date.now() - 31 * 60_000));
      const otherSite = (await previewLink(northwind.id, 'pageClass=CNF')).searchParams.get('vitrine-preview')!;
      const wrongKey = signPreviewToken(Buffer.alloc(32, 1), { siteId: DEMO_SITE_ID, recommendationId: cnf });
      for (const bad of [forged, expired, otherSite, wrongKey, 'not-a-token']) {
        const res = await recs(`place=CNF&ff=desktop&preview=${encodeURIComponent(bad)}`);
        expect(res.status).toBe(200);
        expect(ids(res.body)).toEqual([rec('sitewide-recent')]);
        expect(res.body.preview).toBeUndefined();
        const page = await fetch(`${env.server.storefrontUrl}/checkout/thank-you?vitrine-preview=${encodeURIComponent(bad)}`).then((r) => r.text());
        expect(page).not.toContain('class="preview-bar"');
      }
    });
  });

  describe('the tag on the storefront', () => {
    it('every page includes the tag from the API origin, and the CSP lets it load and call home', async () => {
      const res = await fetch(`${env.server.storefrontUrl}/`);
      const page = await res.text();
      const api = `http://localhost:${new URL(env.server.url).port}`;
      expect(page).toContain(`<script async src="${api}/storefront/tag.js" data-api="${api}"></script>`);
      const csp = res.headers.get('content-security-policy')!;
      expect(csp).toContain(`script-src 'self' ${api} 'unsafe-eval'`);
      expect(csp).toContain(`connect-src 'self' ${api}`);
      expect(await fetch(`${env.server.storefrontUrl}/?vitrine-tag=off`).then((r) => r.text())).not.toContain('/storefront/tag.js');
    });

    it('serves tag.js briefly cached and its hashed twin for good', async () => {
      const tag = await fetch(`${env.server.url}/storefront/tag.js`);
      if (tag.status === 404) return expect((await tag.json()).message).toContain('npm run build');
      expect(tag.headers.get('cache-control')).toBe('public, max-age=300');
      expect(tag.headers.get('content-type')).toContain('javascript');
      expect(tag.headers.get('cross-origin-resource-policy')).toBe('cross-origin');
      const body = await tag.text();
      const manifest = await fetch(`${env.server.url}/storefront/manifest.json`);
      expect(manifest.status).toBe(404);
      expect(body.length).toBeGreaterThan(1000);
      expect((await fetch(`${env.server.url}/storefront/tag.0123456789.js`)).status).toBe(404);
    });
  });

  describe('products action', () => {
    it('answers the shop catalogue as product preview items, 25 by default, at most 50', async () => {
      const res = await env.staff.get(`/api2/shop/rec/action/products?psid=60000000001`);
      expect(res.status).toBe(200);
      expect(res.body.sample).toBe(false);
      expect(res.body.products).toHaveLength(25);
      expect(res.body.products[0]).toMatchObject({ id: expect.stringMatching(/^gid:\/\/shopify\/Product\/\d+$/), featuredImage: { originalSrc: expect.stringMatching(/^http/) } });
      expect((await env.staff.get(`/api2/shop/rec/action/products?psid=60000000001&num=3`)).body.products).toHaveLength(3);
      expect((await env.staff.get(`/api2/shop/rec/action/products?psid=60000000001&num=51`)).status).toBe(400);
      expect((await env.staff.get(`/api2/shop/rec/action/products?psid=60000000001&num=abc`)).status).toBe(400);
    });

    it('searches the whole catalogue for the editor\'s product picker: words anywhere, or an exact id; never samples', async () => {
      const all = (await env.staff.get(`/api2/shop/rec/action/products?psid=60000000001&num=50`)).body.products as Array<{ id: string; title: string }>;
      const last = all[all.length - 1];
      const word = last.title.split(' ').pop()!;
      const byWord = await env.staff.get(`/api2/shop/rec/action/products?psid=60000000001&match=${encodeURIComponent(word.toUpperCase())}`);
      expect(byWord.status).toBe(200);
      expect(byWord.body.products.length).toBeGreaterThan(0);
      for (const p of byWord.body.products as Array<{ title: string }>) expect(p.title.toLowerCase()).toContain(word.toLowerCase());
      const byId = await env.staff.get(`/api2/shop/rec/action/products?psid=60000000001&match=${encodeURIComponent(last.id)}`);
      expect(byId.body.products[0]).toMatchObject({ id: last.id, title: last.title });
      const none = await env.staff.get(`/api2/shop/rec/action/products?psid=60000000001&match=zzqx-no-such-thing`);
      expect(none.body).toEqual({ products: [], sample: false });
      expect((await env.staff.get(`/api2/shop/rec/action/products?psid=60000000001&match=${'x'.repeat(101)}`)).status).toBe(400);
    });
  });
});
