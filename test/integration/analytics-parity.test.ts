// Parity of the two analytics engines: one seeded world, generated once by the DuckDB seed and
// handed to embedded ClickHouse (chDB) through Parquet, then every query the product runs is
// answered by both and compared field by field (numbers within 1e-9 relative). A query only one
// engine can answer fails here; nothing is skipped.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { storeUsageSource } from '../../server/graphql/usage-source';
import { findOrder, insertPlacedOrder, loadOrderLines } from '../../server/analytics/orders';
import { ensureOrderSeed } from '../../server/analytics/orders/seed';
import { runHistogram, type HistogramField } from '../../server/analytics/query/histogram';
import { parseFilters, parseReportArgs, type ReportArgs } from '../../server/analytics/query/parse';
import { runReport } from '../../server/analytics/query/report';
import { selectMetrics } from '../../server/analytics/query/selection';
import { siteDataRows } from '../../server/analytics/query/site-data';
import { shopProfiles } from '../../server/analytics/query/shop-profiles';
import { DIMENSIONS, METRICS, PARTS, type Dimension, type ReportQuery, type ReportSelection } from '../../server/analytics/query/types';
import { handOver } from '../../server/analytics/store/clickhouse/handover';
import { openChdbTransport } from '../../server/analytics/store/clickhouse/chdb';
import { createClickHouseSchema, ORDER_COLUMNS, ORDER_LINE_COLUMNS } from '../../server/analytics/store/clickhouse/schema';
import { openClickHouseStore, type ClickHouseStore } from '../../server/analytics/store/clickhouse/store';
import { SESSION_COLUMN_NAMES, SITE_COLUMN_NAMES } from '../../server/analytics/store/schema';
import { seedAnalytics } from '../../server/analytics/store/seed/seed';
import { openAnalyticsStore } from '../../server/analytics/store/store';
import type { AnalyticsStore, TransactionalAnalyticsStore } from '../../server/analytics/store/types';
import { DEMO_SITE_ID, shopSites } from '../../server/seed/world';
import { createHash } from 'node:crypto';
import { REC_EVENT_COLUMNS, type RecEventRow } from '../../server/analytics/recs/schema';
import { ensureRecEventSeed } from '../../server/analytics/recs/seed';
import { ensureClickHouseOrderSeed, ensureClickHouseRecEventSeed } from '../../server/analytics/store/clickhouse/rec-seed';
import { createEventWriter } from '../../server/tracking/writer';
import { createRecipientDirectory } from '../../server/email-images/recipients';
import { recommendationReport, type MetricsQuery } from '../../server/analytics/recs/metrics';
import { ogrReport } from '../../server/analytics/recs/ogr';
import { agencyMetrics } from '../../server/analytics/recs/agency-metrics';
import { appendRecEvents } from '../../server/analytics/recs/append';
import { createLiveSessionTables, insertCartChange } from '../../server/analytics/sessions/carts';
import { createSessionizer, staleVisitors } from '../../server/analytics/sessions/sessionizer';

jest.setTimeout(120_000);

const NOW = new Date('2025-03-12T10:30:00Z');
const RELATIVE = 1e-9;

let duck: TransactionalAnalyticsStore;
let ch: ClickHouseStore;
let dir: string;
let seedMs = 0;
let recSeedMs = 0;
/** The order seed's history (days), kept short: the tracking seed reads all of it. */
const ORDER_DAYS = 20;

beforeAll(async () => {
  const started = Date.now();
  dir = mkdtempSync(path.join(os.tmpdir(), 'vitrine-parity-'));
  duck = await openAnalyticsStore({ file: ':memory:' });
  // Small on purpose: parity is about every query shape, not volume (~30k sessions, 60 days).
  await seedAnalytics(duck, { days: 60, scale: 0.03, now: NOW });
  await ensureOrderSeed(duck, { sites: shopSites(), days: ORDER_DAYS, now: NOW });
  ch = openClickHouseStore(await openChdbTransport(path.join(dir, 'analytics.chdb')));
  await createClickHouseSchema(ch);
  await handOver(
    duck,
    ch,
    [
      { table: 'sites', columns: SITE_COLUMN_NAMES },
      { table: 'sessions', columns: SESSION_COLUMN_NAMES },
      { table: 'orders', columns: ORDER_COLUMNS },
      { table: 'order_lines', columns: ORDER_LINE_COLUMNS },
    ],
    dir,
  );
  seedMs = Date.now() - started;
  // The tracking history: DuckDB's own seed, and ClickHouse's (generated in a scratch DuckDB
  // from the orders it reads back out of ClickHouse, handed over through Parquet).
  const recStarted = Date.now();
  const [fromDuck, fromCh] = [await ensureRecEventSeed(duck, { days: ORDER_DAYS, now: NOW }), await ensureClickHouseRecEventSeed(ch, { days: ORDER_DAYS, now: NOW, workDir: dir })];
  expect(fromCh).toMatchObject({ action: 'seeded', events: fromDuck.events });
  recSeedMs = Date.now() - recStarted;
});

afterAll(async () => {
  console.log(`parity world: generated and handed over in ${seedMs} ms; tracking history seeded on both in ${recSeedMs} ms`);
  await ch?.close();
  await duck?.close();
  rmSync(dir, { recursive: true, force: true });
});

/** Field by field; numbers within RELATIVE of each other; the path says where they differ. */
function differences(a: unknown, b: unknown, at = '$', out: string[] = []): string[] {
  if (out.length > 10) return out;
  if (typeof a === 'number' && typeof b === 'number') {
    const same = a === b || (Number.isNaN(a) && Number.isNaN(b)) || Math.abs(a - b) <= RELATIVE * Math.max(Math.abs(a), Math.abs(b));
    if (!same) out.push(`${at}: ${a} vs ${b}`);
  } else if (Array.isArray(a) && Array.isArray(b)) {
    if (a.length !== b.length) out.push(`${at}: ${a.length} items vs ${b.length}`);
    else a.forEach((item, i) => differences(item, b[i], `${at}[${i}]`, out));
  } else if (a && b && typeof a === 'object' && typeof b === 'object') {
    const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
    for (const key of keys) differences((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key], `${at}.${key}`, out);
  } else if (a !== b) out.push(`${at}: ${JSON.stringify(a)} vs ${JSON.stringify(b)}`);
  return out;
}

/** Both engines' answers, which must be the same and must not be empty-handed by accident. */
async function both<T>(run: (store: AnalyticsStore) => Promise<T>): Promise<T> {
  const t0 = Date.now();
  const fromDuck = await run(duck);
  const t1 = Date.now();
  const fromCh = await run(ch);
  // PARITY_TRACE=1: how long each engine took, to keep this suite a few seconds long.
  if (process.env.PARITY_TRACE) console.log(`duckdb ${t1 - t0} ms, chDB ${Date.now() - t1} ms`);
  expect(differences(fromDuck, fromCh)).toEqual([]);
  return fromDuck;
}

type Args = Omit<Partial<ReportArgs>, 'where'> & { where?: Partial<ReportArgs['where']> };
const L4W = { min: '2025-02-10', max: '2025-03-10' };

function query(args: Args): ReportQuery {
  const parsed = parseReportArgs({ ...args, where: { arrivalTimeUtc: L4W, siteId: [DEMO_SITE_ID], ...args.where } } as ReportArgs, NOW);
  // As part.ts does for a merchant: their site leaves the market; the floor of 5 shops.
  return parsed.compare?.kind === 'market' ? { ...parsed, compare: { ...parsed.compare, minShops: 5 } } : parsed;
}

const ALL_PARTS = selectMetrics([...METRICS], [...PARTS]);
const CHEAP = selectMetrics([...METRICS], ['primary', 'compare', 'lift']);
const everything = (market = false): ReportSelection => ({ groups: ALL_PARTS, siteName: true, totals: ALL_PARTS, market });

const report = (args: Args, selection: ReportSelection = everything()) => both((store) => runReport(store, query(args), selection));

describe('the seeded world is the same in both engines', () => {
  it('row for row: counts and sums per site', async () => {
    const rows = await both((store) =>
      store.all(
        `SELECT site_id, count(*) AS n, sum(revenue) AS revenue, sum(page_views) AS views, min(arrival_time_utc) AS first, max(arrival_time_utc) AS last
         FROM sessions GROUP BY site_id ORDER BY site_id`,
      ),
    );
    expect(rows.length).toBeGreaterThan(50);
  });
});

describe('compareSessions and sessions', () => {
  it('totals with every metric and part, previous period and previous year', async () => {
    const previous = await report({ compareTo: { arrivalTimeUtc: 'previousPeriod' } });
    expect(previous.totals.visits?.primary).toBeGreaterThan(100);
    await report({ compareTo: { arrivalTimeUtc: 'previousYear' }, where: { arrivalTimeUtc: { min: '2025-03-01', max: '2025-03-10' } } });
  });

  it.each(DIMENSIONS.filter((d) => d !== 'arrivalTimeUtc'))('analyzed by %s, staff over every site, with the previous period', async (dimension: Dimension) => {
    const answer = await report({ where: { siteId: undefined }, analyzeBy: [dimension], compareTo: { arrivalTimeUtc: 'previousPeriod' }, limit: 200 });
    expect(answer.groups.length).toBeGreaterThan(0);
  });

  it.each([
    ['hour', 'stark', { min: '2025-03-07', max: '2025-03-10' }],
    ['day', 'gradual', L4W],
    ['day', 'cumulative', L4W],
    ['week', 'none', { min: '2025-01-13', max: '2025-03-10' }],
    ['month', 'none', { min: '2025-01-01', max: '2025-03-12' }],
  ] as const)('time series in %s bins, %s smoothing', async (bin, smoothing, arrivalTimeUtc) => {
    const answer = await report({ where: { arrivalTimeUtc: { ...arrivalTimeUtc, bin } }, analyzeBy: ['arrivalTimeUtc'], smoothing, compareTo: { arrivalTimeUtc: 'previousPeriod' } });
    expect(answer.groups.length).toBeGreaterThan(1);
  });

  it('two dimensions, ordered by a rate, filtered by share, limited', async () => {
    await report({ analyzeBy: ['formFactor', 'attributionChannel'], orderBy: [{ field: 'car', direction: 'asc' }], filterBy: { visitsShareMin: 0.01 }, limit: 7, removeNullGroups: true });
  });

  it('text filters (IN and LIKE), site tags, cart-value bounds, QA and baseline', async () => {
    await report({ where: { country: { in: ['US', 'G*'] }, attributionSource: { in: ['goo%', 'facebook'] } }, analyzeBy: ['city'] });
    await report({ where: { siteId: undefined, siteTags: { in: ['market', 'appar*'] } }, analyzeBy: ['siteTags', 'merchantName'] });
    await report({ where: { cartValue: { gte: 50, lt: 250 }, isQa: false, isBaseline: true }, analyzeBy: ['experienceQualifiedName'] });
    await report({ where: { exitPageClass: { in: ['checkout-*'] }, transPaymentType: { in: ['shop pay', 'paypal'] } }, analyzeBy: ['cartValueBy100'] });
  });

  it('the market benchmark, with its privacy thresholds and differencing guard', async () => {
    const plain = await report({ compareTo: { market: true }, where: { isQa: false } }, everything(true));
    expect(plain.market?.suppressed).toBe(false);
    await report({ compareTo: { market: true }, analyzeBy: ['formFactor', 'newOrReturning'] }, everything(true));
    await report({ compareTo: { market: true }, analyzeBy: ['arrivalTimeUtc'], where: { arrivalTimeUtc: { ...L4W, bin: 'day' } }, smoothing: 'gradual' }, everything(true));
    await report({ compareTo: { market: true }, analyzeBy: ['siteId', 'country'] }, everything(true));
    // Narrow segments: some cells come from few shops and are withheld, the same on both.
    const narrow = await report({ compareTo: { market: true }, analyzeBy: ['city'], where: { attributionSource: { in: ['reddit', 'tiktok'] }, cartValue: { gte: 100, lt: 300 } } }, everything(true));
    expect(narrow.groups.length).toBeGreaterThan(0);
  });

  it('sessions without a comparison (cheap parts only)', async () => {
    await report({ analyzeBy: ['arrivalPageClass'] }, { groups: CHEAP, siteName: false, totals: CHEAP, market: false });
  });
});

describe('the other readers', () => {
  it.each(['cartValue', 'revenue', 'pageViews'] as HistogramField[])('histogram of %s', async (field) => {
    const filters = parseFilters({ arrivalTimeUtc: L4W, siteId: [DEMO_SITE_ID], formFactor: { in: ['phone'] } });
    const answer = await both((store) => runHistogram(store, { range: { min: new Date(L4W.min), max: new Date(L4W.max) }, filters, field, binSize: field === 'pageViews' ? 1 : 25 }));
    expect(answer.bins.length).toBeGreaterThan(1);
  });

  it('Checkout Score inputs: the 13 site data fields of every site', async () => {
    const rows = await both((store) => siteDataRows(store, { min: new Date(L4W.min), max: new Date(L4W.max) }));
    expect(rows.length).toBeGreaterThan(50);
  });

  it('Checkout Score peer groups: every shop\'s tags and main country', async () => {
    const profiles = await both(async (store) => [...(await shopProfiles(store, { min: new Date(L4W.min), max: new Date(L4W.max) }))].sort(([a], [b]) => a.localeCompare(b)));
    expect(profiles.length).toBeGreaterThan(50);
    expect(profiles.filter(([, p]) => p.country !== null && p.tags.length > 0).length).toBeGreaterThan(50);
  });

  it('usage: page views of a site', async () => {
    const views = await both((store) => storeUsageSource(store).pagesViewed({ id: DEMO_SITE_ID }, new Date(L4W.min), new Date(L4W.max)));
    expect(views).toBeGreaterThan(0);
  });

  it('the market panel list and the order history read by the recommendation engine', async () => {
    await both((store) => store.all('SELECT site_id, name, external, platform FROM sites ORDER BY name, site_id'));
    const lines = await both((store) => loadOrderLines(store, DEMO_SITE_ID, '2025-03-01T00:00:00Z'));
    expect(lines.length).toBeGreaterThan(50);
  });

  it('an order placed on the storefront is written and found again', async () => {
    const order = {
      orderId: 'sf-parity-1',
      siteId: DEMO_SITE_ID,
      visitorId: 'visitor-parity',
      placedAt: new Date('2025-03-12T09:00:00.250Z'),
      total: 61.9,
      currency: 'USD',
      email: 'shopper@example.com',
      lines: [
        { productId: 'p1', variantId: 'v1', quantity: 2, price: 20.95 },
        { productId: 'p2', variantId: 'v2', quantity: 1, price: 20 },
      ],
    };
    const found = await both(async (store) => {
      await insertPlacedOrder(store, order);
      return findOrder(store, DEMO_SITE_ID, order.orderId);
    });
    expect(found).toMatchObject({ itemCount: 3, placedAt: '2025-03-12T09:00:00.250Z', lines: [expect.objectContaining({ price: 20.95 }), expect.objectContaining({ quantity: 1 })] });
  });
});

/**
 * rec_events row for row, in one order both engines sort alike. ClickHouse has no NULL arrays
 * (CONTRACT.md §1): an absent product list reads as [] there, so NULL is read as [] here too.
 */
const REC_COLUMNS = REC_EVENT_COLUMNS.map(([name]) => name).filter((name) => name !== 'product_ids');
async function recEventRows(store: AnalyticsStore, where: string, params: unknown[] = []) {
  const rows = await store.all<Record<string, unknown>>(
    `SELECT ${REC_COLUMNS.join(', ')}, product_ids FROM rec_events WHERE ${where}
     ORDER BY site_id, occurred_at, session_id, type, recommendation_id, product_id, value`,
    params,
  );
  return rows.map((row) => ({ ...row, product_ids: row.product_ids ?? [] }));
}

const recTotals = (store: AnalyticsStore) =>
  store.all(
    `SELECT site_id, type, source, count(*) AS n, count(DISTINCT session_id) AS sessions, sum(value) AS value, sum(quantity) AS quantity,
       sum(page_views) AS page_views, sum(time_on_site_s) AS tos, min(occurred_at) AS first, max(occurred_at) AS last
     FROM rec_events GROUP BY site_id, type, source ORDER BY site_id, type, source`,
  );

describe('tracking (rec_events) on both engines', () => {
  it('the seeded history is the same, row for row', async () => {
    const totals = await both(recTotals);
    expect(totals.length).toBeGreaterThan(5);
    const rows = await both((store) => recEventRows(store, `site_id = $1 AND occurred_at >= $2 AND occurred_at < $3`, [DEMO_SITE_ID, new Date('2025-03-05T00:00:00Z'), new Date('2025-03-06T00:00:00Z')]));
    expect(rows.length).toBeGreaterThan(100);
  });

  it('the tag writer stores the same rows on both', async () => {
    const at = (s: number) => new Date(Date.UTC(2025, 2, 12, 9, 0, s, 250));
    const base: RecEventRow = {
      site_id: DEMO_SITE_ID, occurred_at: at(0), visitor_id: 'vp-1', session_id: 'sp-1', type: 'session-start', place: 'H', path: '/', form_factor: 'mobile',
      new_or_returning: 'new', recommendation_id: null, provider: null, product_id: null, product_ids: null, variant_id: null, quantity: null, value: null,
      currency: null, order_id: null, page_views: null, time_on_site_s: null, referrer: 'https://example.com/', source: 'tag', arm: 'baseline',
    };
    const rows: RecEventRow[] = [
      base,
      { ...base, occurred_at: at(1), type: 'page-view', place: 'PDP', path: '/products/a', referrer: null, page_views: 2, time_on_site_s: 12.5 },
      { ...base, occurred_at: at(2), type: 'impression', referrer: null, recommendation_id: 'rec-p', provider: 'bestSellers', product_ids: ['p1', 'p2', 'p3'] },
      { ...base, occurred_at: at(3), type: 'click', referrer: null, recommendation_id: 'rec-p', provider: 'bestSellers', product_id: 'p2' },
      { ...base, occurred_at: at(4), type: 'add-to-cart', referrer: null, recommendation_id: 'rec-p', product_id: 'p2', variant_id: 'v2', quantity: 2, value: 41.9, currency: 'USD' },
      { ...base, occurred_at: at(5), type: 'order', place: 'CNF', path: '/checkout/thank-you', referrer: null, value: 41.9, currency: 'USD', order_id: 'sf-parity-tag' },
    ];
    const written = await both(async (store) => {
      const writer = createEventWriter(store, { intervalMs: 60_000 });
      expect(writer.push(rows.slice(0, 2))).toBe(true);
      expect(writer.push(rows.slice(2))).toBe(true);
      await writer.close();
      expect(writer.stats).toEqual({ written: rows.length, dropped: 0, failed: 0 });
      return recEventRows(store, `source = 'tag'`);
    });
    expect(written).toHaveLength(rows.length);
    expect(written[2]).toMatchObject({ occurred_at: '2025-03-12T09:00:02.250Z', product_ids: ['p1', 'p2', 'p3'], page_views: null });
    expect(written[4]).toMatchObject({ quantity: 2, value: 41.9, currency: 'USD', arm: 'baseline' });
  });

  it.each([
    ['the last 4 weeks by day, in New York', {}, 'America/New_York', '2025-02-12T05:00:00Z', '2025-03-12T04:00:00Z', 'day'],
    ['two days by hour, in Tokyo, mobile buyers who clicked', { formFactor: 'mobile', buyer: true, recommendClicked: true }, 'Asia/Tokyo', '2025-03-09T15:00:00Z', '2025-03-11T15:00:00Z', 'hour'],
    ['returning visitors of 2+ pages under an hour who left a cart of 10+', { newOrReturning: 'returning', pageViewsMin: 2, timeOnSiteUnderMinutes: 60, abandonedCartValueMin: 10, recommendClicked: false }, 'UTC', '2025-02-20T00:00:00Z', '2025-03-12T00:00:00Z', 'day'],
  ] as const)('the recommendation report: %s', async (_name, filters, timeZone, from, to, bucket) => {
    const q: MetricsQuery = { siteId: DEMO_SITE_ID, timeZone, from: new Date(from), to: new Date(to), bucket, windowDays: 7, filters: { ...filters } };
    const answer = await both((store) => recommendationReport(store, q));
    expect(answer.summary.visits).toBeGreaterThan(0);
    expect(answer.timeline.length).toBeGreaterThan(1);
  });

  it('the report of one recommendation and its recipe', async () => {
    const q: MetricsQuery = { siteId: DEMO_SITE_ID, timeZone: 'UTC', from: new Date('2025-03-01T00:00:00Z'), to: new Date('2025-03-12T00:00:00Z'), bucket: 'day', windowDays: 3 };
    const all = await both((store) => recommendationReport(store, q));
    const [first] = all.recommendations;
    expect(first.views).toBeGreaterThan(0);
    const one = await both((store) => recommendationReport(store, { ...q, filters: { recommendId: first.recommendationId, recommendProvider: [first.provider ?? 'none', 'no-such-recipe'] } }));
    // A channel's dashboard: clicks credited to its recommendations only (issue 32 item 5).
    const credited = await both((store) => recommendationReport(store, { ...q, filters: { attributedTo: [first.recommendationId] } }));
    expect(credited.recommendations.map((r) => r.recommendationId)).toEqual([first.recommendationId]);
    expect(credited.summary.visits).toBe(all.summary.visits);
    const none = await both((store) => recommendationReport(store, { ...q, filters: { attributedTo: [] } }));
    expect(none.summary).toMatchObject({ visitsImpacted: 0, revenueImpacted: 0, directClickRevenue: 0 });
    expect(one.summary.visits).toBeLessThan(all.summary.visits);
    expect(one.summary.visits).toBeGreaterThan(0);
  });

  it('ogr: impacted and direct click revenue against the period before', async () => {
    const answer = await both((store) => ogrReport(store, { siteId: DEMO_SITE_ID, timeZone: 'Europe/Paris', currency: 'USD', from: new Date('2025-03-05T00:00:00Z'), to: new Date('2025-03-12T00:00:00Z'), windowDays: 7 }));
    expect(answer.ogr.rows[0].ogr).toBeGreaterThan(0);
  });

  it('agency info: every site\'s recommendation numbers', async () => {
    const rows = await both(async (store) => [...(await agencyMetrics(store, NOW, 7))].sort(([a], [b]) => a.localeCompare(b)));
    expect(rows.length).toBeGreaterThan(0);
  });

  it('an email recipient is found by the hash of their storefront order\'s address', async () => {
    const hash = createHash('sha256').update('shopper@example.com').digest('hex');
    const known = await both((store) => createRecipientDirectory(store).lookup(DEMO_SITE_ID, `email:${hash}`));
    expect(known).toEqual({ visitorId: 'visitor-parity', purchased: ['p1', 'p2'] });
    const stranger = await both((store) => createRecipientDirectory(store).lookup(DEMO_SITE_ID, `email:${'0'.repeat(64)}`));
    expect(stranger).toBeNull();
  });

  it('a later start tops up the same days of orders, then their visits', async () => {
    const later = new Date(NOW.getTime() + 2 * 86_400_000);
    const orders = await ensureOrderSeed(duck, { sites: shopSites(), days: ORDER_DAYS, now: later });
    expect(orders.action).toBe('topped-up');
    expect(await ensureClickHouseOrderSeed(ch, { days: ORDER_DAYS, now: later, workDir: dir })).toMatchObject({ action: 'topped-up', orders: orders.orders, lines: orders.lines });
    await both((store) => store.all(`SELECT site_id, source, count(*) AS n, sum(total) AS total, max(placed_at) AS last FROM orders GROUP BY site_id, source ORDER BY site_id, source`));
    const events = await ensureRecEventSeed(duck, { days: ORDER_DAYS, now: later });
    expect(events.action).toBe('topped-up');
    expect(await ensureClickHouseRecEventSeed(ch, { days: ORDER_DAYS, now: later, workDir: dir })).toMatchObject({ action: 'topped-up', events: events.events });
    await both(recTotals);
    // Nothing new the next time.
    expect((await ensureClickHouseRecEventSeed(ch, { days: ORDER_DAYS, now: later, workDir: dir })).action).toBe('up-to-date');
    expect((await ensureClickHouseOrderSeed(ch, { days: ORDER_DAYS, now: later, workDir: dir })).action).toBe('up-to-date');
  });
});

describe('live sessions (the sessionizer) on both engines', () => {
  const LIVE_SITE = DEMO_SITE_ID;
  const at = (m: number) => new Date(Date.UTC(2025, 2, 12, 8, m, 0, 500));
  const event = (visitor: string, session: string, m: number, type: string, place: string, more: Partial<RecEventRow> = {}): RecEventRow => ({
    site_id: LIVE_SITE, occurred_at: at(m), visitor_id: visitor, session_id: session, type, place, path: place === 'NA' ? '/search' : `/${place.toLowerCase()}`,
    form_factor: 'desktop', new_or_returning: 'new', recommendation_id: null, provider: null, product_id: null, product_ids: null, variant_id: null,
    quantity: null, value: null, currency: null, order_id: null, page_views: null, time_on_site_s: null, referrer: null, source: 'tag', arm: null, ...more,
  });
  const EVENTS: RecEventRow[] = [
    // A shopper from a newsletter who checks out by card.
    event('lv-buyer', 'ls-1', 0, 'session-start', 'PDP', { utm_source: 'klaviyo', utm_medium: 'email', referrer: '' }),
    event('lv-buyer', 'ls-1', 0, 'page-view', 'PDP', { page_views: 1 }),
    event('lv-buyer', 'ls-1', 2, 'page-view', 'CRT', { page_views: 2 }),
    event('lv-buyer', 'ls-1', 3, 'page-view', 'CO', { page_views: 3, arm: 'treatment' }),
    event('lv-buyer', 'ls-1', 5, 'page-view', 'CNF', { page_views: 4, arm: 'treatment' }),
    // A phone browser from Google who searches and leaves, in the holdout's baseline.
    event('lv-browser', 'ls-2', 1, 'session-start', 'H', { referrer: 'https://www.google.com/', form_factor: 'mobile', new_or_returning: 'returning', arm: 'baseline' }),
    event('lv-browser', 'ls-2', 1, 'page-view', 'H', { page_views: 1, form_factor: 'mobile', arm: 'baseline' }),
    event('lv-browser', 'ls-2', 4, 'page-view', 'NA', { page_views: 2, form_factor: 'mobile', arm: 'baseline' }),
    // The merchant's preview: QA.
    event('lv-merchant', 'ls-3', 2, 'page-view', 'CAT', { page_views: 1, source: 'qa' }),
  ];

  async function liveRows(store: AnalyticsStore) {
    const rows = await store.all<Record<string, unknown>>(
      `SELECT ${SESSION_COLUMN_NAMES.join(', ')} FROM sessions WHERE session_id IS NOT NULL ORDER BY session_id`,
    );
    return rows.map((r): Record<string, unknown> => ({ ...r, arrival_time_utc: Date.parse(String(r.arrival_time_utc)) }));
  }

  it('the same events, orders and carts give the same rows; a later order replaces its visit’s row', async () => {
    const first = await both(async (store) => {
      await createLiveSessionTables(store);
      await appendRecEvents(store, EVENTS);
      await insertCartChange(store, { siteId: LIVE_SITE, visitorId: 'lv-buyer', changedAt: at(1), value: 64.5, itemCount: 2 });
      const sessionizer = createSessionizer(store);
      for (const visitor of ['lv-buyer', 'lv-browser', 'lv-merchant']) sessionizer.touch(LIVE_SITE, visitor, at(0));
      expect(await sessionizer.runOnce()).toBe(3);
      return liveRows(store);
    });
    expect(first.map((r) => [r.session_id, r.attribution_channel, r.attribution_source, r.exit_page_class, r.carted, r.reached_checkout, r.converted, r.is_qa, r.is_baseline])).toEqual([
      ['ls-1', 'email', 'klaviyo', 'checkout', true, true, false, false, false],
      ['ls-2', 'organic search', 'google', 'search', false, false, false, false, true],
      ['ls-3', 'direct', null, 'category', false, false, false, true, false],
    ]);

    const after = await both(async (store) => {
      await insertPlacedOrder(store, { orderId: 'sf-live-1', siteId: LIVE_SITE, visitorId: 'lv-buyer', placedAt: at(4), total: 64.5, currency: 'USD', email: 'live@example.com', paymentType: 'credit card', lines: [{ productId: 'p', variantId: 'v', quantity: 2, price: 32.25 }] });
      const sessionizer = createSessionizer(store);
      sessionizer.touch(LIVE_SITE, 'lv-buyer', at(4));
      expect(await sessionizer.runOnce()).toBe(1);
      return liveRows(store);
    });
    expect(after).toHaveLength(3);
    expect(after[0]).toMatchObject({ converted: true, revenue: 64.5, cart_value: 64.5, trans_payment_type: 'credit card', exit_page_class: 'checkout-confirm', regular_checkout: true, experience_qualified_name: 'Recommendations.Holdout', visitor_id: 'lv-buyer' });
    // A restart finds the same visitors to redo from the data alone.
    const stale = await both(async (store) => (await staleVisitors(store)).filter((v) => v.visitorId.startsWith('lv-')).sort((a, b) => a.visitorId.localeCompare(b.visitorId)));
    expect(stale.map((v) => v.visitorId)).toEqual(['lv-browser', 'lv-buyer', 'lv-merchant']);
  });

  it('live rows answer the reports like seeded ones: today’s visits and conversions, QA apart', async () => {
    const hour = { min: '2025-03-12T08:00:00Z', max: '2025-03-12T09:00:00Z' };
    const [seeded] = await both((store) =>
      store.all<{ visits: number; conversions: number; qa: number }>(
        `SELECT count(*) FILTER (WHERE NOT is_qa) AS visits, count(*) FILTER (WHERE converted AND NOT is_qa) AS conversions, count(*) FILTER (WHERE is_qa) AS qa
         FROM sessions WHERE site_id = $1 AND session_id IS NULL AND arrival_time_utc >= $2 AND arrival_time_utc < $3`,
        [DEMO_SITE_ID, new Date(hour.min), new Date(hour.max)],
      ),
    );
    const cheap = { groups: CHEAP, siteName: false, totals: CHEAP, market: false };
    const shopper = await report({ where: { arrivalTimeUtc: hour, isQa: false } }, cheap);
    const qa = await report({ where: { arrivalTimeUtc: hour, isQa: true } }, cheap);
    // The live visits join the seeded hour: 2 shoppers (1 order) and the merchant's preview.
    expect(shopper.totals.visits?.primary).toBe(Number(seeded.visits) + 2);
    expect(shopper.totals.conversions?.primary).toBe(Number(seeded.conversions) + 1);
    expect(qa.totals.visits?.primary).toBe(Number(seeded.qa) + 1);
  });
});
