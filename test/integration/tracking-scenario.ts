// Storefront tracking and attribution over real HTTP, as a scenario run per analytics engine
// (tracking.test.ts on DuckDB, tracking-chdb.test.ts on embedded ClickHouse): the tag's events endpoint, a shopper who
// clicks a recommendation and then buys that product on the demo storefront, and the merchant's
// numbers for today moving through the API (QA traffic leaving them alone).
import { loadPreviewKey } from '../../server/delivery/preview-token';
import { EVENTS_TOKEN_TTL_MS, eventsKeyOf, issueEventsGrant } from '../../server/tracking/events-token';
import { DEMO_SITE_ID, SEED_SITES } from '../../server/seed/world';
import { eventsGrant } from '../helpers/events';
import type { HttpClient } from '../helpers/http';
import { shopClient, shopUrl } from '../helpers/shop-fetch';
import { useSignedInServer } from '../helpers/signed-in';


const northwind = SEED_SITES.find((s) => s.external === 'northwind-outfitters')!;
const today = new Intl.DateTimeFormat('en-CA', { timeZone: northwind.timeZone }).format(new Date());
const address = {
  email: 'tracked@example.com', firstName: 'Ada', lastName: 'Lovelace', address1: '1 Main St', address2: '', city: 'Portland',
  zip: '97201', country: 'US', cardName: 'Ada Lovelace', cardNumber: '4242 4242 4242 4242', cardExpiry: '12/39', cardCvc: '123',
};

export function describeTracking(title: string, opts: { env?: Record<string, string>; httpChecks: boolean; startTimeoutMs?: number }): void {
  describe(title, () => {
    const env = useSignedInServer({ env: { ANALYTICS_SEED_SCALE: '0.02', TRACKING_FLUSH_MS: '50', TRACKING_VISITOR_BATCHES_PER_MINUTE: '20', ...opts.env }, timeoutMs: opts.startTimeoutMs });
    // Today's counts move only by what this suite posts once the seeded tag history is all in.
    beforeAll(() => env.server.tagHistoryReady(), 130_000);
    // Northwind's own origin on the storefront (server/lib/shop-origin.ts): the one its pages post from.
    const shopOrigin = () => shopUrl(env.server.storefrontUrl, northwind.external);
    const eventsUrl = (siteId = northwind.id) => `${env.server.url}/delivery/v1/${siteId}/events`;
    /** As the tag posts: the shop's Origin and, for a batch without one, its visitor's events token. */
    const send = async (body: unknown, headers: Record<string, string> = {}, siteId = northwind.id) => {
      let text = body;
      if (typeof body !== 'string') {
        const b = body as { token?: string; events: Array<{ visitorId?: string }> };
        text = JSON.stringify({ ...b, token: b.token ?? (await eventsGrant(env.server.url, northwind.id, String(b.events[0]?.visitorId), shopOrigin())).token });
      }
      return fetch(eventsUrl(siteId), { method: 'POST', body: text as string, headers: { 'content-type': 'text/plain;charset=UTF-8', origin: shopOrigin(), ...headers } });
    };
    const metrics = async () => {
      const res = await env.merchant.get(`/api2/recommendation/metrics?site=${northwind.id}&from=${today}&to=${today}`);
      expect(res.status).toBe(200);
      return res.body;
    };
    const batch = (visitorId: string, events: Array<Record<string, unknown>>, qa = false) => ({
      version: 1, siteId: northwind.id, sentAt: new Date().toISOString(),
      events: events.map((e) => ({ at: new Date().toISOString(), visitorId, sessionId: `s-${visitorId}`, formFactor: 'desktop', newOrReturning: 'new', qa, place: 'PDP', path: '/products/x', ...e })),
    });
    const waitFor = async <T>(read: () => Promise<T>, done: (value: T) => boolean): Promise<T> => {
      for (let i = 0; i < 50; i++) {
        const value = await read();
        if (done(value)) return value;
        await new Promise((r) => setTimeout(r, 100));
      }
      return read();
    };

    it('counts a shopper’s visit for today and credits the order of the clicked product to the recommendation', async () => {
      const shopper: HttpClient = shopClient(env.server.storefrontUrl, northwind.external);
      expect((await shopper.get('/', { headers: { accept: 'text/html' } })).status).toBe(200);
      // The shop's visitor cookie is the tag's: the id the tag sends is the id the order carries.
      const visitorId = shopper.cookies.get('vitrine_vid')!;
      expect(visitorId).toMatch(/^[0-9a-f]{32}$/);
      const recs = (await env.merchant.get(`/api2/recommendation?site=${northwind.id}`)).body as Array<{ _id: string; status: string; qualifiedName: string }>;
      const rec = recs.find((r) => r.status === 'production')!;
      const products = (await shopper.get('/products.json?limit=50')).body.products as Array<{ id: number; variants: Array<{ id: number; available: boolean; price: string }> }>;
      const product = products.find((p) => p.variants.some((v) => v.available))!;
      const variant = product.variants.find((v) => v.available)!;

      const before = await metrics();
      const ids = { recommendationId: rec._id, recommendProvider: rec.qualifiedName };
      const res = await send(batch(visitorId, [
        { type: 'session-start', referrer: '' },
        { type: 'page-view', pageViews: 2, timeOnSiteSeconds: 40 },
        { type: 'impression', ...ids, productIds: [String(product.id)] },
        { type: 'click', ...ids, productId: String(product.id) },
        { type: 'add-to-cart', recommendationId: rec._id, productId: String(product.id), variantId: String(variant.id), quantity: 1, value: Number(variant.price), currency: 'USD' },
      ]));
      expect(res.status).toBe(204);
      expect(res.headers.get('access-control-allow-origin')).toBe(shopOrigin());
      expect(res.headers.get('vary')).toMatch(/Origin/);
      expect(res.headers.get('x-vitrine-accepted')).toBe('5');

      const afterVisit = await waitFor(metrics, (m) => m.summary.visits > before.summary.visits);
      expect(afterVisit.summary.visits).toBe(before.summary.visits + 1);
      expect(afterVisit.summary.avgClickCount).toBeGreaterThan(0);
      // Today may already hold seeded rows of this recommendation: the visit adds one of each.
      type RecRow = { recommendationId: string; views: number; clicks: number; addToCarts: number; clickThrough: number; directClickRevenue: number };
      const rowOf = (m: { recommendations: RecRow[] }) => m.recommendations.find((r) => r.recommendationId === rec._id);
      const was = rowOf(before) ?? { views: 0, clicks: 0, addToCarts: 0, directClickRevenue: 0 };
      const row = rowOf(afterVisit)!;
      expect(row).toMatchObject({ views: was.views + 1, clicks: was.clicks + 1, addToCarts: was.addToCarts + 1 });
      expect(row.clickThrough).toBeCloseTo((was.clicks + 1) / (was.views + 1), 6);

      // The same visitor buys the clicked product through the storefront's real form endpoints.
      expect((await shopper.post('/cart/add', { id: String(variant.id), quantity: '1' }, { form: true, noCsrf: true })).status).toBe(303);
      const placed = await shopper.post('/checkout', address, { form: true, noCsrf: true });
      expect(placed.status).toBe(303);
      const price = Number(variant.price);
      const afterOrder = await waitFor(metrics, (m) => m.summary.conversions > before.summary.conversions);
      expect(afterOrder.summary.conversions).toBe(before.summary.conversions + 1);
      expect(afterOrder.summary.revenue).toBeCloseTo(before.summary.revenue + price, 2);
      expect(afterOrder.summary.directClickRevenue).toBeCloseTo(before.summary.directClickRevenue + price, 2);
      expect(rowOf(afterOrder)!.directClickRevenue).toBeCloseTo(was.directClickRevenue + price, 2);
      expect(afterOrder.period.bucket).toBe('hour');

      const from = new Date(Date.now() - 86_400_000).toISOString().slice(0, 19).replace('T', ' ');
      const to = new Date(Date.now() + 3600_000).toISOString().slice(0, 19).replace('T', ' ');
      const ogr = await env.merchant.get(`/api2/info/ogr?site=${northwind.id}&from=${encodeURIComponent(from)}&to=${encodeURIComponent(to)}`);
      expect(ogr.status).toBe(200);
      expect(ogr.body.ogr.rows[0].products_click_to_purchase).toBeGreaterThanOrEqual(price);
      expect(ogr.body.ogr.rows[0].ogr).toBeGreaterThanOrEqual(ogr.body.ogr.rows[0].products_click_to_purchase);
      expect(ogr.body.totals.visits).toEqual({ primary: expect.any(Number), compare: expect.any(Number) });
    });

    it('keeps QA and preview traffic out of the recommendation numbers', async () => {
      const before = await metrics();
      const res = await send(batch('qa-visitor-0000001', [{ type: 'session-start', referrer: '' }, { type: 'page-view', pageViews: 1, timeOnSiteSeconds: 0 }], true));
      expect(res.status).toBe(204);
      expect(res.headers.get('x-vitrine-qa')).toBe('2');
      expect(res.headers.get('x-vitrine-dropped')).toBe('0');
      await new Promise((r) => setTimeout(r, 300));
      expect((await metrics()).summary).toEqual(before.summary);
    });

    // The route's own checks, the same whatever engine stores the rows.
    if (opts.httpChecks) it('refuses bad batches with a 4xx, never a 5xx', async () => {
      const good = batch('bad-visitor-000001', [{ type: 'session-start', referrer: '' }]);
      const cases: Array<[Promise<Response>, number, string?]> = [
        [send('{nope'), 400, 'body must be an EventBatch as JSON'],
        [send({ ...good, events: [{ ...good.events[0], productId: 'x' }] }), 400, 'events[0].productId is not a field'],
        [send({ ...good, events: Array.from({ length: 51 }, () => good.events[0]) }), 400, 'body.events'],
        [send(good, {}, '000000000000000000000000'), 404],
        [send(good, {}, 'not-a-site'), 404],
        [send(good, { origin: 'https://evil.example' }), 403],
        [send('x'.repeat(70 * 1024)), 413],
        [send(good, { 'content-type': 'application/octet-stream' }), 415],
      ];
      for (const [pending, status, message] of cases) {
        const res = await pending;
        expect(res.status).toBe(status);
        if (message) expect((await res.json()).message).toContain(message);
      }
      // A JSON caller (no preflight needed server-side) is read the same way.
      expect((await send(good, { 'content-type': 'application/json' })).status).toBe(204);
    });

    if (opts.httpChecks) it('answers the preflight with the exact shop origin and rate-limits a visitor', async () => {
      const pre = await fetch(eventsUrl(), { method: 'OPTIONS', headers: { origin: shopOrigin(), 'access-control-request-method': 'POST' } });
      expect(pre.status).toBe(204);
      expect(pre.headers.get('access-control-allow-origin')).toBe(shopOrigin());
      const statuses: number[] = [];
      for (let i = 0; i < 21; i++) statuses.push((await send(batch('busy-visitor-00001', [{ type: 'page-view', pageViews: i + 1, timeOnSiteSeconds: i }]))).status);
      expect(statuses.slice(0, 20).every((s) => s === 204)).toBe(true);
      expect(statuses[20]).toBe(429);
    });

    if (opts.httpChecks) it('takes events only from the shop’s own pages: its Origin and its visitor’s live token (403 otherwise)', async () => {
      const visitor = 'origin-visitor-0001';
      const good = batch(visitor, [{ type: 'session-start', referrer: '' }]);
      const raw = (body: unknown, headers: Record<string, string>) => fetch(eventsUrl(), { method: 'POST', body: JSON.stringify(body), headers: { 'content-type': 'text/plain;charset=UTF-8', ...headers } });
      const { token } = await eventsGrant(env.server.url, northwind.id, visitor, shopOrigin());
      // curl: no Origin at all; a page of another shop, or of another demo shop's origin.
      const noOrigin = await raw({ ...good, token }, {});
      expect([noOrigin.status, (await noOrigin.json()).message]).toEqual([403, expect.stringContaining('Origin header is missing')]);
      expect((await raw({ ...good, token }, { origin: 'https://evil.example' })).status).toBe(403);
      // Every demo shop has its own origin: the public demo shop's pages cannot post for Northwind.
      const plain = `http://localhost:${new URL(env.server.storefrontUrl).port}`;
      expect((await raw({ ...good, token }, { origin: plain })).status).toBe(403);
      expect((await raw({ ...good, token }, { origin: shopUrl(env.server.storefrontUrl, 'sakura-tea-house') })).status).toBe(403);
      expect((await fetch(`${eventsUrl()}/token?visitor=${visitor}`)).status).toBe(403);
      const key = eventsKeyOf(loadPreviewKey(env.server.dataDir));
      const otherSite = SEED_SITES.find((site) => site.id !== northwind.id && site.platform === 'SHOPIFY')!;
      const cases: Array<[string | undefined, string]> = [
        [undefined, 'body.token is required'],
        [`${token.slice(0, -4)}AAAA`, 'not a valid events token'],
        [issueEventsGrant(key, northwind.id, visitor, Date.now() - EVENTS_TOKEN_TTL_MS - 1000).token, 'has expired'],
        [issueEventsGrant(key, otherSite.id, visitor).token, 'another site'],
        [(await eventsGrant(env.server.url, northwind.id, 'someone-else-00001', shopOrigin())).token, 'another visitor'],
      ];
      for (const [given, message] of cases) {
        const res = await raw({ ...good, token: given }, { origin: shopOrigin() });
        expect({ given, status: res.status, message: (await res.json()).message }).toEqual({ given, status: 403, message: expect.stringContaining(message) });
      }
      expect((await raw({ ...good, token }, { origin: shopOrigin() })).status).toBe(204);
    });

    it('a forged order and forged add-to-cart values change no money figure on any report', async () => {
      const from = new Date(Date.now() - 86_400_000).toISOString().slice(0, 19).replace('T', ' ');
      const to = new Date(Date.now() + 3600_000).toISOString().slice(0, 19).replace('T', ' ');
      const reports = async () => {
        const [m, rich, ogr, agency] = await Promise.all([
          metrics(),
          env.merchant.get(`/api2/recommendation/metrics?site=${northwind.id}&from=${today}&to=${today}&abandonedCartValue=1000000`),
          env.merchant.get(`/api2/info/ogr?site=${northwind.id}&from=${encodeURIComponent(from)}&to=${encodeURIComponent(to)}`),
          env.staff.get('/api2/recommendation/agency-info'),
        ]);
        const { revenue, aov, directClickRevenue, revenueImpacted, abandonedCartValue, conversions } = m.summary;
        const a = agency.body['northwind-outfitters'];
        return {
          summary: { revenue, aov: Math.round(aov * 100) / 100, directClickRevenue, revenueImpacted, conversions },
          abandonedCartValue,
          recs: m.recommendations.map((r: { recommendationId: string; directClickRevenue: number; revenueImpacted: number }) => [r.recommendationId, r.directClickRevenue, r.revenueImpacted]),
          bigCartVisits: rich.body.summary.visits,
          // (Its visit counts move with the counted visit: money only.)
          ogr: { rows: ogr.body.ogr.rows.map((r: Record<string, unknown>) => [r.revenue, r.ogr, r.products_click_to_purchase]), revenue: ogr.body.totals.revenue, directClickRevenue: ogr.body.totals.directClickRevenue, revenueImpacted: ogr.body.totals.revenueImpacted },
          agency: Object.fromEntries(Object.entries(a).filter(([k]) => /revenue|rpv|value/i.test(k))),
        };
      };
      const shopper: HttpClient = shopClient(env.server.storefrontUrl, northwind.external);
      const products = (await shopper.get('/products.json?limit=50')).body.products as Array<{ id: number; variants: Array<{ id: number; price: string }> }>;
      const product = products[3];
      const variant = product.variants[0];
      const rec = ((await env.merchant.get(`/api2/recommendation?site=${northwind.id}`)).body as Array<{ _id: string; status: string; qualifiedName: string }>).find((r) => r.status === 'production')!;
      const before = await reports();
      const forged = { value: 9_999_999, currency: 'USD' };
      const visitor = 'forger-visitor-00001';
      const res = await send(batch(visitor, [
        { type: 'session-start', referrer: '' },
        { type: 'click', recommendationId: rec._id, recommendProvider: rec.qualifiedName, productId: String(product.id) },
        { type: 'add-to-cart', recommendationId: rec._id, productId: String(product.id), variantId: String(variant.id), quantity: 1, ...forged },
        { type: 'add-to-cart', recommendationId: rec._id, productId: '99999999999', variantId: '99999999998', quantity: 1, ...forged },
        { type: 'order', orderId: '990001', total: 9_999_999, currency: 'USD', lineItems: [{ productId: String(product.id), variantId: String(variant.id), quantity: 1, price: 9_999_999, recommendationId: rec._id }] },
      ]));
      expect(res.status).toBe(204);
      // The visit is counted (the adds made it an abandoned cart) ...
      await waitFor(metrics, (m) => m.summary.visits > 0 && m.summary.abandonedCartValue !== before.abandonedCartValue);
      const after = await reports();
      // ... worth what the catalogue says the one known variant costs; the unknown one is worth nothing.
      expect(after.abandonedCartValue).toBeCloseTo(before.abandonedCartValue + Number(variant.price), 2);
      expect({ ...after, abandonedCartValue: 0 }).toEqual({ ...before, abandonedCartValue: 0 });
    });

    it('refuses another organization’s site, keeps agency-info to staff, and lists forex rates', async () => {
      expect((await env.merchant.get(`/api2/recommendation/metrics?site=${DEMO_SITE_ID}`)).status).toBe(404);
      expect((await env.merchant.get(`/api2/info/ogr?site=${DEMO_SITE_ID}`)).status).toBe(404);
      expect((await env.merchant.get(`/api2/info/ogr?site=${northwind.id}&from=yesterday`)).status).toBe(400);
      expect((await env.merchant.get(`/api2/recommendation/metrics?site=${northwind.id}&formFactor=tv`)).status).toBe(400);

      expect((await env.merchant.get('/api2/recommendation/agency-info')).status).toBe(403);
      const agency = await env.staff.get('/api2/recommendation/agency-info');
      expect(agency.status).toBe(200);
      const row = agency.body['northwind-outfitters'];
      expect(row).toMatchObject({
        recInfo: { installed: true, enabled: expect.any(Boolean), status: expect.any(String), appTotal: expect.any(Number) },
        shopInfo: { shopPlan: { displayName: expect.any(String) } },
        tagValidated: expect.any(String),
        statusCounts: { production: expect.any(Number), staging: expect.any(Number), everProduction: expect.any(Number) },
      });
      expect(row.userInfo.map((u: { email: string }) => u.email)).toContain('merchant@example.com');
      expect(row.interactions).toBeGreaterThan(0);
      expect(row.liveCount).toBe(row.statusCounts.production);
      expect(Object.keys(agency.body)).toHaveLength(SEED_SITES.length);

      const forex = await env.merchant.get('/api2/forex/latest');
      expect(forex.status).toBe(200);
      expect(forex.body).toMatchObject({ base: 'USD', date: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/), rates: { USD: 1, EUR: expect.any(Number), JPY: expect.any(Number) } });
    });
  });
}
