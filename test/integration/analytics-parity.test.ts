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

jest.setTimeout(120_000);

const NOW = new Date('2025-03-12T10:30:00Z');
const RELATIVE = 1e-9;

let duck: TransactionalAnalyticsStore;
let ch: ClickHouseStore;
let dir: string;
let seedMs = 0;

beforeAll(async () => {
  const started = Date.now();
  dir = mkdtempSync(path.join(os.tmpdir(), 'vitrine-parity-'));
  duck = await openAnalyticsStore({ file: ':memory:' });
  // Small on purpose: parity is about every query shape, not volume (~30k sessions, 60 days).
  await seedAnalytics(duck, { days: 60, scale: 0.03, now: NOW });
  await ensureOrderSeed(duck, { sites: shopSites(), days: 20, now: NOW });
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
});

afterAll(async () => {
  console.log(`parity world: generated and handed over in ${seedMs} ms`);
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
  const [fromDuck, fromCh] = [await run(duck), await run(ch)];
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
