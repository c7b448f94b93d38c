// The query layer against each engine (in-memory DuckDB, chDB) holding the hand-written sessions
// of testing/fixture.ts. Every expected number is worked out from that table in the comments.
import { REPORTED_SESSION_COLUMNS } from '../store/schema';
import { compareSamples } from '../statistics';
import type { AnalyticsStore } from '../store/types';
import { MESSAGES } from './errors';
import { runHistogram } from './histogram';
import { parseFilters, parseReportArgs, type ReportArgs } from './parse';
import { QueryQueue } from './queue';
import { runReport } from './report';
import { selectMetrics } from './selection';
import { siteDataRows } from './site-data';
import { ENGINES } from './testing/engines';
import { openFixtureStore, PRIMARY, SITE_A, SITE_B, SITE_C } from './testing/fixture';
import { NO_BARS, withMarket } from './testing/market';
import type { MetricName, Part, ReportSelection, SessionReport } from './types';

// Every expectation holds on each engine: the same hand-worked numbers from DuckDB and ClickHouse.
describe.each(ENGINES)('on %s', (engine) => {
  let store: AnalyticsStore;
  beforeAll(async () => {
    store = await openFixtureStore(engine);
  });
  afterAll(() => store.close());

  const NOW = new Date('2024-06-01T00:00:00Z');
  const PRIMARY_TIME = { min: '2024-03-04', max: '2024-03-06' };

  type Args = Omit<Partial<ReportArgs>, 'where'> & { where?: Partial<ReportArgs['where']> };

  function q(args: Args) {
    return parseReportArgs({ ...args, where: { arrivalTimeUtc: PRIMARY_TIME, siteId: [SITE_A], ...args.where } } as ReportArgs, NOW);
  }

  function sel(metrics: MetricName[], parts: Part[], extra: Partial<ReportSelection> = {}): ReportSelection {
    return { groups: selectMetrics(metrics, parts), siteName: false, totals: selectMetrics(metrics, parts), market: false, ...extra };
  }

  /** group key → metric → primary (or another part). */
  function table(report: SessionReport, metric: MetricName, part: Part = 'primary') {
    return Object.fromEntries(report.groups.map((g) => [Object.values(g.key).join('|'), (g[metric] as Record<string, unknown>)[part]]));
  }

  describe('compareSessions with previousPeriod (site A)', () => {
    // Primary (sessions 1-6): visits 6, carts 4 (1 2 4 5), conversions 2 (2 4), revenue 80 + 250 = 330,
    // abandoned 2 (1 5). Previous (7-9): visits 3, carts 2 (7 8), conversions 1 (7), revenue 100,
    // abandoned 1 (8).
    let report: SessionReport;
    beforeAll(async () => {
      const metrics: MetricName[] = ['visits', 'conversions', 'revenue', 'car', 'rpv', 'aov', 'mobileAbandonmentGap', 'pageViews', 'abandonedCartAmount'];
      report = await runReport(store, q({ compareTo: { arrivalTimeUtc: 'previousPeriod' } }), sel(metrics, ['primary', 'compare', 'lift', 'confidence', 'liftInterval', 'probabilityToWin']));
    });

    it('counts: primary, compare and lift = primary / compare − 1; no test parts', () => {
      expect(report.totals.visits).toEqual({ primary: 6, compare: 3, lift: 1, confidence: null, liftInterval: null, probabilityToWin: null });
      expect(report.totals.conversions).toMatchObject({ primary: 2, compare: 1, lift: 1 });
      expect(report.totals.revenue).toMatchObject({ primary: 330, compare: 100, lift: expect.closeTo(2.3, 12) });
      expect(report.totals.pageViews).toMatchObject({ primary: 18, compare: 7 });
      expect(report.totals.abandonedCartAmount).toMatchObject({ primary: 160, compare: 60 });
    });

    it('rates and means carry the statistics of their samples', () => {
      // car: 2/4 vs 1/2; rpv: 330/6 = 55 vs 100/3; aov: 330/2 = 165 vs 100/1.
      const car = compareSamples({ kind: 'proportion', successes: 2, trials: 4 }, { kind: 'proportion', successes: 1, trials: 2 });
      expect(report.totals.car).toEqual({ primary: 0.5, compare: 0.5, lift: 0, confidence: car.confidence, liftInterval: car.liftInterval, probabilityToWin: 1 - car.probabilityToWin! }); // lower is better: the chance car fell
      const rpv = compareSamples({ kind: 'mean', sum: 330, sumSquares: 80 ** 2 + 250 ** 2, n: 6 }, { kind: 'mean', sum: 100, sumSquares: 100 ** 2, n: 3 });
      expect(report.totals.rpv).toEqual({ primary: 55, compare: 100 / 3, lift: rpv.lift, confidence: rpv.confidence, liftInterval: rpv.liftInterval, probabilityToWin: rpv.probabilityToWin });
      expect(rpv.confidence).not.toBeNull();
      expect(report.totals.aov).toMatchObject({ primary: 165, compare: 100 });
    });

    it('mobileAbandonmentGap = car(phone) − car(desktop), with lift only', () => {
      // Primary: phone carts {2} none abandoned → 0; desktop carts {1, 4}, 1 abandoned → 0.5: gap −0.5.
      // Previous: phone carts {8} abandoned → 1; desktop carts {7} converted → 0: gap 1. lift = −0.5/1 − 1.
      expect(report.totals.mobileAbandonmentGap).toEqual({ primary: -0.5, compare: 1, lift: -1.5, confidence: null, liftInterval: null, probabilityToWin: null });
    });

    it('reports both periods', () => {
      expect(report.period).toEqual({ min: '2024-03-04T00:00:00.000Z', max: '2024-03-06T00:00:00.000Z', bin: 'hour' });
      expect(report.comparePeriod).toEqual({ min: '2024-03-02T00:00:00.000Z', max: '2024-03-04T00:00:00.000Z', bin: 'hour' });
      expect(report.market).toBeNull();
    });
  });

  /** A market query with another threshold than the floor of 5 (the fixture's market is two shops, below the bars). */
  const withMinShops = (query: ReturnType<typeof q>, minShops: number) => withMarket(query, { minShops, bars: NO_BARS });

  describe('compareSessions with market (site A, isQa false)', () => {
    // Market = sites B and C in the primary period: sessions 10-13. visits 4, carts 3 (10 11 13),
    // conversions 1 (10). By form factor: desktop {10 B, 13 C}, phone {11 B, 12 C}, tablet none.
    // Site A without QA: desktop {1, 4}, phone {2, 3}, tablet {5}. Every market cell has two
    // shops, so a threshold of 2 shows them all (market-privacy.test.ts has the other cases).
    it('compares each group with the market’s same group, aggregates only', async () => {
      const report = await runReport(
        store,
        withMinShops(q({ where: { isQa: false }, compareTo: { market: true }, analyzeBy: ['formFactor'] }), 2),
        sel(['visits', 'conversions'], ['primary', 'compare', 'lift'], { market: true }),
      );
      expect(report.groups.map((g) => [g.key.formFactor, g.visits, g.conversions, g.marketSuppressed])).toEqual([
        ['desktop', { primary: 2, compare: 2, lift: 0 }, { primary: 1, compare: 1, lift: 0 }, false],
        ['phone', { primary: 2, compare: 2, lift: 0 }, { primary: 1, compare: 0, lift: null }, false],
        // No other shop had tablet traffic: no market to compare with (market too small).
        ['tablet', { primary: 1, compare: null, lift: null }, { primary: 0, compare: null, lift: null }, true],
      ]);
      expect(report.totals.visits).toEqual({ primary: 5, compare: 4, lift: 0.25 });
      expect(report.market).toEqual({ visits: 4, carts: 3, conversions: 1, qualifies: true, suppressed: false });
      expect(report.marketNotice).toEqual({ reason: 'MARKET_TOO_SMALL', minShops: 2, suppressedGroups: 1, totalsSuppressed: false });
      expect(report.comparePeriod).toEqual(report.period);
    });

    it('at the floor of 5 shops a two-shop market is withheld everywhere, with the reason', async () => {
      const report = await runReport(
        store,
        q({ where: { isQa: false }, compareTo: { market: true }, analyzeBy: ['formFactor'] }),
        sel(['visits', 'car'], ['primary', 'compare', 'lift', 'confidence'], { market: true }),
      );
      for (const g of [...report.groups, report.totals]) {
        expect(g.marketSuppressed).toBe(true);
        expect(g.visits).toMatchObject({ compare: null, lift: null, confidence: null });
        expect(g.car).toMatchObject({ compare: null, lift: null, confidence: null });
      }
      expect(report.totals.visits!.primary).toBe(5);
      expect(report.market).toEqual({ visits: null, carts: null, conversions: null, qualifies: false, suppressed: true });
      expect(report.marketNotice).toEqual({ reason: 'MARKET_TOO_SMALL', minShops: 5, suppressedGroups: 3, totalsSuppressed: true });
    });

    it('analyzed by siteId, every group is compared with the market total (no other site’s key)', async () => {
      const report = await runReport(store, withMinShops(q({ where: { isQa: false }, compareTo: { market: true }, analyzeBy: ['siteId'] }), 2), sel(['visits'], ['primary', 'compare']));
      expect(report.groups).toEqual([{ key: { siteId: SITE_A }, visits: { primary: 5, compare: 4 }, marketSuppressed: false }]);
    });
  });

  describe('analyzeBy arrivalTimeUtc (day bins)', () => {
    // Site A by day: 4 Mar {1, 2} = 2 visits, 5 Mar {3, 4, 5, 6} = 4. Previous period shifted two days
    // onto them: 2 Mar {7} = 1 → 4 Mar, 3 Mar {8, 9} = 2 → 5 Mar.
    const series = (smoothing?: ReportArgs['smoothing']) =>
      runReport(
        store,
        q({ where: { arrivalTimeUtc: { ...PRIMARY_TIME, bin: 'day' } }, compareTo: { arrivalTimeUtc: 'previousPeriod' }, analyzeBy: ['arrivalTimeUtc'], smoothing }),
        sel(['visits', 'conversionRate'], ['primary', 'compare']),
      );

    it('keys each bin by its UTC start and lines the previous period up with it', async () => {
      const report = await series();
      expect(report.groups.map((g) => [g.key.arrivalTimeUtc, g.visits])).toEqual([
        ['2024-03-04T00:00:00.000Z', { primary: 2, compare: 1 }],
        ['2024-03-05T00:00:00.000Z', { primary: 4, compare: 2 }],
      ]);
    });

    it('stark smoothing averages neighbouring bins; cumulative keeps running sums', async () => {
      const stark = await series('stark');
      expect(stark.groups.map((g) => g.visits)).toEqual([
        { primary: 3, compare: 1.5 },
        { primary: 3, compare: 1.5 },
      ]);
      const running = await series('cumulative');
      expect(running.groups.map((g) => g.visits)).toEqual([
        { primary: 2, compare: 1 },
        { primary: 6, compare: 3 },
      ]);
      // Conversions {2} by 4 Mar, {2, 4} by 5 Mar: 1/2 then 2/6; previous {7}: 1/1 then 1/3.
      expect(running.groups.map((g) => g.conversionRate)).toEqual([
        { primary: 0.5, compare: 1 },
        { primary: 2 / 6, compare: 1 / 3 },
      ]);
    });

    it('fills bins without traffic when smoothing', async () => {
      // 1-7 March, site A: 2 Mar {7}, 3 Mar {8, 9}, 4 Mar {1, 2}, 5 Mar {3, 4, 5, 6}, 6 Mar 00:00 {14}.
      const report = await runReport(
        store,
        q({ where: { arrivalTimeUtc: { min: '2024-03-01', max: '2024-03-08', bin: 'day' } }, analyzeBy: ['arrivalTimeUtc'], smoothing: 'cumulative' }),
        sel(['visits'], ['primary']),
      );
      expect(report.groups.map((g) => [String(g.key.arrivalTimeUtc).slice(5, 10), g.visits!.primary])).toEqual([
        ['03-01', 0],
        ['03-02', 1],
        ['03-03', 3],
        ['03-04', 5],
        ['03-05', 9],
        ['03-06', 10],
        ['03-07', 10],
      ]);
    });
  });

  describe('filters', () => {
    const visits = async (where: Partial<ReportArgs['where']>) => (await runReport(store, q({ where }), sel(['visits'], ['primary']))).totals.visits!.primary;

    it('text IN and LIKE, ORed within a field', async () => {
      expect(await visits({ attributionChannel: { in: ['email', 'social'] } })).toBe(2); // 3, 4
      expect(await visits({ city: { in: ['GB-England-London', 'DE-*'] } })).toBe(2); // 3, 5
      expect(await visits({ city: { in: ['US-*'] }, formFactor: { in: ['desktop'] } })).toBe(2); // 1, 4
      // '_' is literal: exp_a matches, expXa does not.
      expect(await visits({ experienceQualifiedName: { in: ['exp_*'] } })).toBe(1);
    });

    it('cartValue range, isQa false', async () => {
      expect(await visits({ cartValue: { gte: 80, lt: 250 } })).toBe(2); // 120 (1), 80 (2)
      expect(await visits({ cartValue: { gt: 80, lte: 250 } })).toBe(2); // 120 (1), 250 (4)
      expect(await visits({ isQa: false })).toBe(5);
      expect(await visits({ isQa: true })).toBe(1);
    });

    it('siteTags filter (any tag) and grouping (the sorted tag set) for staff without siteId', async () => {
      const all = (args: Partial<ReportArgs>) => runReport(store, parseReportArgs({ where: { arrivalTimeUtc: PRIMARY_TIME }, ...args } as ReportArgs, NOW), sel(['visits'], ['primary']));
      expect((await all({ where: { arrivalTimeUtc: PRIMARY_TIME, siteTags: { in: ['eu'] } } })).totals.visits!.primary).toBe(6);
      expect((await all({ where: { arrivalTimeUtc: PRIMARY_TIME, siteTags: { in: ['app*'] } } })).totals.visits!.primary).toBe(8);
      expect(table(await all({ analyzeBy: ['siteTags'] }), 'visits')).toEqual({ 'apparel,eu': 6, apparel: 2, '': 2 });
    });
  });

  describe('grouping', () => {
    it('siteId with the site name and merchant from the sites table', async () => {
      const report = await runReport(
        store,
        parseReportArgs({ where: { arrivalTimeUtc: PRIMARY_TIME }, analyzeBy: ['siteId', 'merchantName'] }, NOW),
        sel(['visits'], ['primary'], { siteName: true }),
      );
      expect(report.groups.map((g) => [g.key, g.visits!.primary])).toEqual([
        [{ siteId: SITE_A, merchantName: 'Merchant A', siteName: 'Alpha' }, 6],
        [{ siteId: SITE_B, merchantName: 'Merchant B', siteName: 'Beta' }, 2],
        [{ siteId: SITE_C, merchantName: 'Merchant C', siteName: 'Gamma' }, 2],
      ]);
    });

    it('cartValueBy100 buckets, removeNullGroups, orderBy a dimension', async () => {
      // Carts 120 → 100, 80 → 0, 250 → 200, 40 → 0; sessions 3 and 6 have no cart (null).
      const args = { analyzeBy: ['cartValueBy100' as const], orderBy: [{ field: 'cartValueBy100', direction: 'asc' as const }] };
      expect(table(await runReport(store, q(args), sel(['visits'], ['primary'])), 'visits')).toEqual({ '0': 2, '100': 1, '200': 1, '': 2 });
      const kept = await runReport(store, q({ ...args, removeNullGroups: true }), sel(['visits'], ['primary']));
      expect(kept.groups.map((g) => g.key.cartValueBy100)).toEqual([0, 100, 200]);
    });

    it('filterBy drops groups under the visits share', async () => {
      // By country: US 3 (1 2 4 + QA 6 = 4), GB 1, DE 1 of 6 visits; 0.2 keeps only US.
      const report = await runReport(store, q({ analyzeBy: ['country'], filterBy: { visitsShareMin: 0.2 } }), sel(['visits'], ['primary']));
      expect(table(report, 'visits')).toEqual({ US: 4 });
    });

    it('shows no bin after now: Today at 12:30 ends with the 12:00 bin (issue 12, defect 6)', async () => {
      const args = { where: { arrivalTimeUtc: { min: '2024-03-05', max: '2024-03-06', bin: 'hour' }, siteId: [SITE_A] }, analyzeBy: ['arrivalTimeUtc'], smoothing: 'gradual' } as ReportArgs;
      const report = await runReport(store, parseReportArgs(args, new Date('2024-03-05T12:30:00Z')), sel(['visits'], ['primary']));
      const keys = report.groups.map((g) => g.key.arrivalTimeUtc);
      expect(keys).toHaveLength(13);
      expect(keys[keys.length - 1]).toBe('2024-03-05T12:00:00.000Z');
    });

    it('marks the bin holding now as partial and smooths nothing across it (issue 32 items 7 and 10)', async () => {
      const args = { where: { arrivalTimeUtc: { min: '2024-03-04', max: '2024-03-07', bin: 'day' }, siteId: [SITE_A] }, analyzeBy: ['arrivalTimeUtc'] } as ReportArgs;
      const now = new Date('2024-03-06T00:30:00Z');
      const raw = table(await runReport(store, parseReportArgs({ ...args, smoothing: 'none' }, now), sel(['visits'], ['primary'])), 'visits') as Record<string, number>;
      const report = await runReport(store, parseReportArgs({ ...args, smoothing: 'stark' }, now), sel(['visits'], ['primary']));
      expect(report.period.partialBinStart).toBe('2024-03-06T00:00:00.000Z');
      const [d4, d5, d6] = ['2024-03-04T00:00:00.000Z', '2024-03-05T00:00:00.000Z', '2024-03-06T00:00:00.000Z'];
      // The finished days are averaged among themselves; today is shown as it is so far.
      expect(table(report, 'visits')).toEqual({ [d4]: (raw[d4] + raw[d5]) / 2, [d5]: (raw[d4] + raw[d5]) / 2, [d6]: raw[d6] });
      // A period that has ended has no partial bin.
      const ended = await runReport(store, parseReportArgs(args, new Date('2024-06-01T00:00:00Z')), sel(['visits'], ['primary']));
      expect(ended.period.partialBinStart).toBeUndefined();
    });

    it("cuts day bins at the range's zone's midnight, not UTC's (issue 12, defect 5)", async () => {
      // Auckland (UTC+13 in March): 4 Mar 00:00 local = 3 Mar 11:00 UTC. In [3 Mar 11:00, 5 Mar 11:00) UTC
      // are sessions 9 (4 Mar 00:00 local), 1 (4 Mar 23:00), 2 (5 Mar 00:00) and 3 (5 Mar 22:00):
      // two local days of 2 visits, where UTC days would make three bins, the first 13 hours long.
      const where = { arrivalTimeUtc: { min: '2024-03-03T11:00:00Z', max: '2024-03-05T11:00:00Z', bin: 'day' as const, timeZone: 'Pacific/Auckland' } };
      const report = await runReport(store, q({ where, analyzeBy: ['arrivalTimeUtc'], smoothing: 'none' }), sel(['visits'], ['primary']));
      expect(table(report, 'visits')).toEqual({ '2024-03-03T11:00:00.000Z': 2, '2024-03-04T11:00:00.000Z': 2 });
      // Smoothing walks the same local grid (no third, one-hour bin at the end).
      const smoothed = await runReport(store, q({ where, analyzeBy: ['arrivalTimeUtc'], smoothing: 'stark' }), sel(['visits'], ['primary']));
      expect(Object.keys(table(smoothed, 'visits'))).toEqual(['2024-03-03T11:00:00.000Z', '2024-03-04T11:00:00.000Z']);
    });

    it('filterBy.shareOf measures the share in the metric shown, not in visits', async () => {
      // By payment type: no order (1 3 5 6) 4 visits 0 orders; shop pay (2) and credit card (4)
      // 1 visit and 1 order each. 0.2 of visits keeps only the no-order group; 0.2 of orders
      // keeps both payment types and drops the group without orders.
      const args = { analyzeBy: ['transPaymentType' as const], orderBy: [{ field: 'transPaymentType', direction: 'asc' as const }] };
      const byVisits = await runReport(store, q({ ...args, filterBy: { visitsShareMin: 0.2 } }), sel(['conversions'], ['primary']));
      expect(table(byVisits, 'conversions')).toEqual({ '': 0 });
      const byOrders = await runReport(store, q({ ...args, filterBy: { visitsShareMin: 0.2, shareOf: 'conversions' } }), sel(['conversions'], ['primary']));
      expect(table(byOrders, 'conversions')).toEqual({ 'credit card': 1, 'shop pay': 1 });
      // A rate is measured by its denominator: car by carts (no order 2 of 4 carts, shop pay 1, credit card 1).
      const byCarts = await runReport(store, q({ ...args, filterBy: { visitsShareMin: 0.3, shareOf: 'car' } }), sel(['car'], ['primary']));
      expect(Object.keys(table(byCarts, 'car'))).toEqual(['']);
    });

    it('refuses more than 5000 groups', async () => {
      // 5001 cities of another site, in the same store (chDB holds one store per process).
      const many = engine === 'duckdb' ? 'range(5001) t(i)' : 'numbers(5001) AS t';
      const i = engine === 'duckdb' ? 'i' : 'number';
      const z = 'ffffffffffffffffffffffff';
      await store.all(
        `INSERT INTO sessions (${REPORTED_SESSION_COLUMNS}) SELECT '${z}', TIMESTAMP '2024-03-04 10:00:00', 'phone', 'new', 'direct', NULL, 'home', 'home', 'US',
           'city-' || CAST(${i} AS VARCHAR), 1, NULL, NULL, false, false, NULL, false, false, false, false, false, 0 FROM ${many}`,
      );
      try {
        await expect(runReport(store, q({ where: { siteId: [z] }, analyzeBy: ['city'] }), sel(['visits'], ['primary']))).rejects.toMatchObject({ code: 'BAD_REQUEST', message: MESSAGES.tooManyGroups });
        await store.all(`DELETE FROM sessions WHERE city = 'city-0'`);
        expect((await runReport(store, q({ where: { siteId: [z] }, analyzeBy: ['city'], limit: 10 }), sel(['visits'], ['primary']))).groups).toHaveLength(10);
      } finally {
        await store.all(`DELETE FROM sessions WHERE site_id = '${z}'`);
      }
    });
  });

  describe('histogram', () => {
    it('buckets cart values by binSize, empty bins in between', async () => {
      // Site A primary carts: 80 and 40 → [0, 100) (80 converted), 120 → [100, 200), 250 → [200, 300) converted.
      const filters = parseFilters({ arrivalTimeUtc: PRIMARY_TIME, siteId: [SITE_A] });
      const h = await runHistogram(store, { range: PRIMARY, filters, field: 'cartValue', binSize: 100 });
      expect(h.bins).toEqual([
        { min: 0, max: 100, visits: 2, conversions: 1 },
        { min: 100, max: 200, visits: 1, conversions: 0 },
        { min: 200, max: 300, visits: 1, conversions: 1 },
      ]);
      const fine = await runHistogram(store, { range: PRIMARY, filters, field: 'cartValue', binSize: 50 });
      // 40 → [0, 50), 80 → [50, 100), 120 → [100, 150), 250 → [250, 300).
      expect(fine.bins.map((b) => [b.min, b.visits])).toEqual([
        [0, 1],
        [50, 1],
        [100, 1],
        [150, 0],
        [200, 0],
        [250, 1],
      ]);
      await expect(runHistogram(store, { range: PRIMARY, filters, field: 'cartValue', binSize: 0.01 })).rejects.toMatchObject({ message: MESSAGES.tooManyBins });
    });
  });

  describe('siteDataRows', () => {
    it('one row per site with the 13 fields worked by hand', async () => {
      const rows = await siteDataRows(store, PRIMARY);
      expect(rows).toHaveLength(3);
      // A: sessions 1-5; session 6 is QA traffic, which the score leaves out.
      expect(rows[0]).toEqual({
        siteId: SITE_A,
        visits: 5,
        carts: 4,
        conversions: 2,
        visitsReachedCheckout: 3, // 1 2 4
        regularCheckoutEngagements: 2, // 1 4
        acceleratedCheckouts: 1, // 2
        cartsAbandoned: 2, // 1 5
        abandonedCartAmount: 160, // 120 + 40
        car: 0.5,
        checkoutConversionRate: 2 / 3,
        acceleratedCheckoutRate: 1 / 3,
        checkoutEngagementRate: 2 / 3,
        mobileAbandonmentGap: -0.5, // phone 0/1 − desktop 1/2
      });
      // B: 10 (desktop, accelerated order 200), 11 (phone, cart 50 abandoned).
      expect(rows[1]).toEqual({
        siteId: SITE_B,
        visits: 2,
        carts: 2,
        conversions: 1,
        visitsReachedCheckout: 1,
        regularCheckoutEngagements: 0,
        acceleratedCheckouts: 1,
        cartsAbandoned: 1,
        abandonedCartAmount: 50,
        car: 0.5,
        checkoutConversionRate: 1,
        acceleratedCheckoutRate: 1,
        checkoutEngagementRate: 0,
        mobileAbandonmentGap: 1, // phone 1/1 − desktop 0/1
      });
      // C: 12 (phone, no cart), 13 (desktop, cart 90 reached payment, abandoned): no phone carts → gap NaN.
      expect(rows[2]).toMatchObject({ siteId: SITE_C, visits: 2, carts: 1, conversions: 0, cartsAbandoned: 1, abandonedCartAmount: 90, car: 1, checkoutConversionRate: 0, checkoutEngagementRate: 1 });
      expect(rows[2].mobileAbandonmentGap).toBeNaN();
    });

    it('restricts to the given sites; an empty list is no sites', async () => {
      expect((await siteDataRows(store, PRIMARY, [SITE_C, SITE_B])).map((r) => r.siteId)).toEqual([SITE_B, SITE_C]);
      expect(await siteDataRows(store, PRIMARY, [])).toEqual([]);
      const previous = await siteDataRows(store, { min: new Date('2024-03-02T00:00:00Z'), max: new Date('2024-03-04T00:00:00Z') });
      expect(previous.map((r) => [r.siteId, r.visits, r.car])).toEqual([[SITE_A, 3, 0.5]]);
    });
  });

  describe('QUERY_QUEUED with the real store', () => {
    it('budget 0 queues; after completion the retry is served from the cache', async () => {
      const queue = new QueryQueue();
      const query = q({ analyzeBy: ['formFactor'] });
      const selection = sel(['visits', 'car'], ['primary']);
      const job = jest.fn(() => runReport(store, query, selection));
      await expect(queue.run('key', 0, job)).rejects.toMatchObject({ code: 'QUERY_QUEUED' });
      let result: SessionReport | undefined;
      for (let i = 0; i < 100 && !result; i++) {
        await new Promise((r) => setTimeout(r, 20));
        result = await queue.run('key', 0, job).catch(() => undefined);
      }
      expect(result).toEqual(await runReport(store, query, selection));
      expect(job).toHaveBeenCalledTimes(1);
    });
  });
});
