import { createOrderTables } from '../orders/schema';
import { insertPlacedOrder } from '../orders/write';
import { openAnalyticsStore } from '../store/store';
import type { TransactionalAnalyticsStore } from '../store/types';
import { appendRecEvents } from './append';
import { bucketKeys, recommendationReport, type MetricsQuery } from './metrics';
import { createRecTables, type RecEventRow } from './schema';

const SITE = 'site-1';
const T0 = Date.parse('2026-03-10T14:00:00Z'); // 10:00 in New York
const min = (n: number) => new Date(T0 + n * 60_000);

function ev(visitor: string, session: string, at: Date, type: string, extra: Partial<RecEventRow> = {}): RecEventRow {
  return {
    site_id: SITE, occurred_at: at, visitor_id: visitor, session_id: session, type, place: 'PDP', path: '/', form_factor: 'desktop', new_or_returning: 'new',
    recommendation_id: null, provider: null, product_id: null, product_ids: null, variant_id: null, quantity: null, value: null, currency: null,
    order_id: null, page_views: null, time_on_site_s: null, referrer: null, source: 'tag', arm: null, ...extra,
  };
}

// Hand-worked day. Visit A1 (desktop, new): 3 pages over 240 s, sees r1 and r2, clicks r1 on
// shoes, adds shoes, buys shoes (2 × 50) and a hat (20): 120 revenue, 100 of it direct to r1.
// Visit B1 (phone, returning): 1 page, 30 s, sees r1, adds socks (9) and leaves: abandoned.
// Visit C1 (desktop): 2 pages, 60 s, clicks r2 on a belt, buys a scarf (40): impacted, not direct.
const events: RecEventRow[] = [
  ev('A', 'A1', min(0), 'session-start'),
  ev('A', 'A1', min(4), 'page-view', { page_views: 3, time_on_site_s: 240 }),
  ev('A', 'A1', min(1), 'impression', { recommendation_id: 'r1', provider: 'similar', product_ids: ['shoes'] }),
  ev('A', 'A1', min(1), 'impression', { recommendation_id: 'r2', provider: 'bought-together', product_ids: ['belt'] }),
  ev('A', 'A1', min(2), 'click', { recommendation_id: 'r1', provider: 'similar', product_id: 'shoes' }),
  ev('A', 'A1', min(3), 'add-to-cart', { recommendation_id: 'r1', product_id: 'shoes', variant_id: 's1', quantity: 2, value: 100 }),
  ev('B', 'B1', min(10), 'session-start', { form_factor: 'mobile', new_or_returning: 'returning' }),
  ev('B', 'B1', min(10), 'page-view', { form_factor: 'mobile', new_or_returning: 'returning', page_views: 1, time_on_site_s: 30 }),
  ev('B', 'B1', min(10), 'impression', { form_factor: 'mobile', recommendation_id: 'r1', provider: 'similar', product_ids: ['x'] }),
  ev('B', 'B1', min(11), 'add-to-cart', { form_factor: 'mobile', product_id: 'socks', variant_id: 'k', quantity: 1, value: 9 }),
  ev('C', 'C1', min(20), 'session-start'),
  ev('C', 'C1', min(21), 'page-view', { page_views: 2, time_on_site_s: 60 }),
  ev('C', 'C1', min(21), 'click', { recommendation_id: 'r2', provider: 'bought-together', product_id: 'belt' }),
];

let store: TransactionalAnalyticsStore;
const q: MetricsQuery = { siteId: SITE, timeZone: 'America/New_York', from: new Date('2026-03-10T04:00:00Z'), to: new Date('2026-03-11T04:00:00Z'), bucket: 'hour', windowDays: 7 };

beforeAll(async () => {
  store = await openAnalyticsStore({ file: ':memory:', connections: 1, threads: 1 });
  await createRecTables(store);
  await createOrderTables(store);
  await appendRecEvents(store, events);
  const order = { siteId: SITE, currency: 'USD', email: 'x@example.com' };
  await insertPlacedOrder(store, { ...order, orderId: 'o1', visitorId: 'A', placedAt: min(5), total: 120, lines: [{ productId: 'shoes', variantId: 's1', quantity: 2, price: 50 }, { productId: 'hat', variantId: 'h1', quantity: 1, price: 20 }] });
  await insertPlacedOrder(store, { ...order, orderId: 'o2', visitorId: 'C', placedAt: min(22), total: 40, lines: [{ productId: 'scarf', variantId: 'f1', quantity: 1, price: 40 }] });
  // An order with no visit in the tag data is in no visit report.
  await insertPlacedOrder(store, { ...order, orderId: 'o3', visitorId: 'Z', placedAt: min(30), total: 999, lines: [{ productId: 'tv', variantId: 't', quantity: 1, price: 999 }] });
});
afterAll(() => store.close());

describe('recommendationReport', () => {
  it('computes the summary, impact and per-recommendation numbers of a hand-worked day', async () => {
    const report = await recommendationReport(store, q);
    expect(report.summary).toEqual({
      revenue: 160, visits: 3, conversions: 2, rpv: 160 / 3, cr: 2 / 3, aov: 80, car: 0.5, abandonedCartValue: 9,
      pagesViewed: 6, avgPageViews: 2, avgClickCount: 2 / 3, avgTimeOnSite: 110,
      visitsImpacted: 2, revenueImpacted: 160, directClickRevenue: 100,
    });
    expect(report.recommendations).toEqual([
      { recommendationId: 'r1', provider: 'similar', views: 2, clicks: 1, addToCarts: 1, directClickRevenue: 100, visitsImpacted: 1, revenueImpacted: 120, clickThrough: 0.5 },
      { recommendationId: 'r2', provider: 'bought-together', views: 1, clicks: 1, addToCarts: 0, directClickRevenue: 0, visitsImpacted: 1, revenueImpacted: 40, clickThrough: 1 },
    ]);
    expect(report.timeline).toHaveLength(24);
    expect(report.timeline.find((b) => b.at === '2026-03-10 10:00')).toMatchObject({ visits: 3, revenue: 160 });
    expect(report.timeline[0]).toMatchObject({ at: '2026-03-10 00:00', visits: 0, rpv: null });
  });

  it.each([
    [{ formFactor: 'mobile' as const }, 1, 0],
    [{ formFactor: 'desktop' as const }, 2, 160],
    [{ newOrReturning: 'returning' as const }, 1, 0],
    [{ buyer: true }, 2, 160],
    [{ recommendClicked: false }, 1, 0],
    [{ recommendId: 'r2' }, 2, 160],
    [{ recommendProvider: ['similar'] }, 2, 120],
    [{ pageViewsMin: 2 }, 2, 160],
    [{ timeOnSiteUnderMinutes: 1 }, 1, 0],
    [{ abandonedCartValueMin: 5 }, 1, 0],
  ])('filters the visits by %j', async (filters, visits, revenue) => {
    const { summary } = await recommendationReport(store, { ...q, filters });
    expect([summary.visits, summary.revenue]).toEqual([visits, revenue]);
  });

  it("credits a channel's recommendations only: the store's visits and sales stay, impact and rows are its own", async () => {
    const r2 = await recommendationReport(store, { ...q, filters: { attributedTo: ['r2'] } });
    expect(r2.summary).toMatchObject({ visits: 3, revenue: 160, visitsImpacted: 1, revenueImpacted: 40, directClickRevenue: 0 });
    expect(r2.recommendations.map((r) => r.recommendationId)).toEqual(['r2']);
    // A channel without recommendations (the email dashboard of a site with none): nothing credited.
    const none = await recommendationReport(store, { ...q, filters: { attributedTo: [] } });
    expect(none.summary).toMatchObject({ visits: 3, revenue: 160, conversions: 2, visitsImpacted: 0, revenueImpacted: 0, directClickRevenue: 0 });
    expect(none.recommendations).toEqual([]);
  });

  it('ends the timeline with the bucket holding now and names it partial (issue 32 item 10)', async () => {
    // 10:30 in New York: the 10:00 bucket is under way, 11:00 on have not begun.
    const report = await recommendationReport(store, { ...q, now: min(30) });
    expect(report.partialAt).toBe('2026-03-10 10:00');
    expect(report.timeline.map((b) => b.at).at(-1)).toBe('2026-03-10 10:00');
    expect(report.timeline).toHaveLength(11);
    // A range that has ended has no partial bucket.
    expect((await recommendationReport(store, { ...q, now: new Date('2026-04-01T00:00:00Z') })).partialAt).toBeNull();
  });

  it('lists daily buckets in the site time zone', () => {
    expect(bucketKeys(new Date('2026-03-08T05:00:00Z'), new Date('2026-03-10T04:00:00Z'), 'day', 'America/New_York')).toEqual(['2026-03-08 00:00', '2026-03-09 00:00']);
  });
});

describe('recommendationReport with holdout exposures', () => {
  // Exposures say a slot was reached, in both arms; they are the holdout's denominator, not
  // views: a recommendation only exposed (r3), or an exposure after a visit's last event,
  // must leave every existing number as it was.
  const exposures = [
    ev('A', 'A1', min(1), 'exposure', { recommendation_id: 'r1', arm: 'treatment' }),
    ev('B', 'B1', min(10), 'exposure', { recommendation_id: 'r3', arm: 'baseline' }),
    ev('C', 'C1', min(40), 'exposure', { recommendation_id: 'r2', arm: 'treatment' }),
  ];
  let withExposures: TransactionalAnalyticsStore;
  beforeAll(async () => {
    withExposures = await openAnalyticsStore({ file: ':memory:', connections: 1, threads: 1 });
    await createRecTables(withExposures);
    await createOrderTables(withExposures);
    await appendRecEvents(withExposures, [...events, ...exposures]);
    const order = { siteId: SITE, currency: 'USD', email: 'x@example.com' };
    await insertPlacedOrder(withExposures, { ...order, orderId: 'o1', visitorId: 'A', placedAt: min(5), total: 120, lines: [{ productId: 'shoes', variantId: 's1', quantity: 2, price: 50 }, { productId: 'hat', variantId: 'h1', quantity: 1, price: 20 }] });
    await insertPlacedOrder(withExposures, { ...order, orderId: 'o2', visitorId: 'C', placedAt: min(22), total: 40, lines: [{ productId: 'scarf', variantId: 'f1', quantity: 1, price: 40 }] });
    await insertPlacedOrder(withExposures, { ...order, orderId: 'o3', visitorId: 'Z', placedAt: min(30), total: 999, lines: [{ productId: 'tv', variantId: 't', quantity: 1, price: 999 }] });
  });
  afterAll(() => withExposures.close());

  it('leaves the summary, timeline and per-recommendation rows unchanged', async () => {
    expect(await recommendationReport(withExposures, q)).toEqual(await recommendationReport(store, q));
  });
});
