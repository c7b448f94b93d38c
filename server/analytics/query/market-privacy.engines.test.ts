// The market privacy rules (market-privacy.ts) end to end through SQL, on a market of six
// shops where one of them, M6, alone has traffic from Norway via reddit (its one big order of
// 5 050) and alone was open on 3 March. Threshold: the floor of 5 shops.
import { REPORTED_SESSION_COLUMNS } from '../store/schema';
import type { AnalyticsStore } from '../store/types';
import { parseReportArgs, type ReportArgs } from './parse';
import { runReport } from './report';
import { selectMetrics } from './selection';
import { ENGINES, openEmptyStore } from './testing/engines';
import { NO_BARS, withMarket } from './testing/market';
import { MARKET_BARS, type MarketBars, type ReportSelection, type SessionReport } from './types';

const A = 'a0000000000000000000000a';
const M = [1, 2, 3, 4, 5, 6].map((i) => `m00000000000000000000000${i}`.slice(-24));
const M6 = M[5];
const QA_ONLY = 'f0000000000000000000000f';

interface Visit {
  site: string;
  at: string;
  ff: 'desktop' | 'phone';
  country: string;
  source: string;
  cart?: number;
  qa?: boolean;
}

const usDesktop = (site: string, day: string): Visit => ({ site, at: `2024-03-0${day}T10:00:00Z`, ff: 'desktop', country: 'US', source: 'google', cart: 150 });
const usPhone = (site: string, day: string): Visit => ({ site, at: `2024-03-0${day}T10:30:00Z`, ff: 'phone', country: 'US', source: 'google' });
const VISITS: Visit[] = [
  // Every market shop: a desktop order of 150 and a phone visit in the US, on 4 and 5 March.
  ...M.flatMap((site) => ['4', '5'].flatMap((day) => [usDesktop(site, day), usPhone(site, day)])),
  // M6 alone: a phone order of 5 050 from Norway via reddit, and a visit on 3 March.
  { site: M6, at: '2024-03-05T12:00:00Z', ff: 'phone', country: 'NO', source: 'reddit', cart: 5050 },
  usDesktop(M6, '3'),
  // QA traffic of a shop that has nothing else: never part of a market.
  { site: QA_ONLY, at: '2024-03-05T12:00:00Z', ff: 'phone', country: 'NO', source: 'reddit', cart: 70, qa: true },
  // The caller, site A.
  ...['3', '4', '5'].map((day) => usDesktop(A, day)),
  usPhone(A, '4'),
  { site: A, at: '2024-03-05T12:00:00Z', ff: 'phone', country: 'NO', source: 'reddit' },
];

// The same rules hold on each engine (the shop counts are SQL: count(DISTINCT) / uniqExact).
describe.each(ENGINES)('on %s', (engine) => {
  let store: AnalyticsStore;
  beforeAll(async () => {
    store = await openEmptyStore(engine);
    for (const v of VISITS) {
      const carted = v.cart !== undefined;
      await store.all(`INSERT INTO sessions (${REPORTED_SESSION_COLUMNS}) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22)`, [
        v.site, new Date(v.at), v.ff, 'new', 'referral', v.source, 'home', carted ? 'checkout-confirm' : 'home', v.country, `${v.country}-x`, 1, v.cart ?? null,
        carted ? 'credit card' : null, v.qa ?? false, false, null, carted, carted, carted, false, carted, v.cart ?? 0,
      ]);
    }
  });
  afterAll(() => store.close());

  const NOW = new Date('2024-06-01T00:00:00Z');
  const SELECTION: ReportSelection = {
    groups: selectMetrics(['visits', 'revenue', 'conversionRate'], ['primary', 'compare', 'lift', 'confidence']),
    siteName: false,
    totals: selectMetrics(['visits', 'revenue'], ['primary', 'compare', 'lift']),
    market: true,
  };

  /** The shop rules on a market of 25 visits: without the spec's bars unless given (they have their own tests). */
  function market(args: Partial<Omit<ReportArgs, 'where'>> & { where?: Partial<ReportArgs['where']> } = {}, bars: MarketBars = NO_BARS): Promise<SessionReport> {
    const where = { arrivalTimeUtc: { min: '2024-03-04', max: '2024-03-06' }, siteId: [A], isQa: false, ...args.where };
    return runReport(store, withMarket(parseReportArgs({ ...args, where, compareTo: { market: true } } as ReportArgs, NOW), { bars }), SELECTION);
  }

  /** Group key → market visits (null when withheld). */
  const marketVisits = (report: SessionReport) => Object.fromEntries(report.groups.map((g) => [Object.values(g.key).join('|'), g.visits!.compare]));

  describe('a market of enough shops', () => {
    it('is compared cell by cell', async () => {
      const report = await market({ analyzeBy: ['formFactor'] });
      // Desktop: 6 shops × 2 days; phone: the same plus M6's reddit visit.
      expect(marketVisits(report)).toEqual({ desktop: 12, phone: 13 });
      expect(report.totals.visits!.compare).toBe(25);
      expect(report.market).toMatchObject({ visits: 25, suppressed: false });
      expect(report.marketNotice).toBeNull();
    });
  });

  describe('the attack: a narrow segment where one shop is the market', () => {
    it('source reddit + country NO by device: no market value, and the answer says why', async () => {
      const report = await market({ where: { attributionSource: { in: ['reddit'] }, country: { in: ['NO'] } }, analyzeBy: ['formFactor'] });
      expect(report.groups).toHaveLength(1);
      const [phone] = report.groups;
      expect(phone).toMatchObject({ key: { formFactor: 'phone' }, marketSuppressed: true });
      expect(phone.visits).toEqual({ primary: 1, compare: null, lift: null, confidence: null });
      expect(phone.revenue).toEqual({ primary: 0, compare: null, lift: null, confidence: null });
      expect(report.totals).toMatchObject({ marketSuppressed: true, revenue: { compare: null } });
      expect(report.market).toEqual({ visits: null, carts: null, conversions: null, qualifies: false, suppressed: true });
      expect(report.marketNotice).toEqual({ reason: 'MARKET_TOO_SMALL', minShops: 5, suppressedGroups: 1, totalsSuppressed: true });
    });

    it('QA traffic of other shops never makes a market bigger', async () => {
      // QA_ONLY's session would be a second shop in Norway via reddit.
      const report = await market({ where: { attributionSource: { in: ['reddit'] }, country: { in: ['NO'] }, isQa: null } });
      expect(report.totals).toMatchObject({ marketSuppressed: true, visits: { compare: null } });
    });
  });

  describe('differencing: two answers must not subtract to one shop', () => {
    it('totals minus the groups shown: a small group withholds another group with it', async () => {
      // Shown alone, US (6 shops) would be the total (25) minus M6's visit in NO.
      const report = await market({ analyzeBy: ['country'] });
      expect(marketVisits(report)).toEqual({ US: null, NO: null });
      expect(report.totals.visits!.compare).toBe(25);
      expect(report.marketNotice).toMatchObject({ suppressedGroups: 2, totalsSuppressed: false });
    });

    it('the same when the small group is hidden because the caller has no traffic there', async () => {
      const report = await market({ where: { formFactor: { in: ['desktop'] } }, analyzeBy: ['country'] });
      // Caller: desktop in the US only. Desktop market: US only, 6 shops; nothing hidden.
      expect(marketVisits(report)).toEqual({ US: 12 });
      const phones = await market({ where: { formFactor: { in: ['phone'] } }, analyzeBy: ['country'] });
      // Caller's phones: US and NO. The market's NO cell is M6 alone: both go.
      expect(marketVisits(phones)).toEqual({ US: null, NO: null });
    });

    it('a filter whose complement is one shop: the market without it minus the market with it', async () => {
      // All (25) − US (24) would be M6's visit in NO.
      const us = await market({ where: { country: { in: ['US'] } } });
      expect(us.totals).toMatchObject({ marketSuppressed: true, visits: { primary: 3, compare: null } });
      // The device filter leaves out 12 visits of 6 shops: fine.
      const desktop = await market({ where: { formFactor: { in: ['desktop'] } } });
      expect(desktop.totals).toMatchObject({ marketSuppressed: false, visits: { compare: 12 } });
    });

    it('a filter listing a value only one shop has: {US, NO} minus {US} is that shop', async () => {
      const both = await market({ where: { country: { in: ['US', 'NO'] } } });
      expect(both.totals).toMatchObject({ marketSuppressed: true, visits: { compare: null } });
      // A wildcard is the values it matches.
      const like = await market({ where: { country: { in: ['*'] } } });
      expect(like.totals).toMatchObject({ marketSuppressed: true, visits: { compare: null } });
    });

    it('cart-value ranges: a 100 bucket only one shop has cannot be cut out of a wider range', async () => {
      // Carts ≥ 100: the 100 bucket (6 shops) and the 5000 bucket (M6 alone).
      const wide = await market({ where: { cartValue: { gte: 100 } } });
      expect(wide.totals).toMatchObject({ marketSuppressed: true, revenue: { compare: null } });
      const bucket = await market({ where: { cartValue: { gte: 100, lt: 200 } } });
      expect(bucket.totals).toMatchObject({ marketSuppressed: false, revenue: { compare: 12 * 150 } });
    });

    it('a time series with one small bin is withheld whole, smoothed or not', async () => {
      // 3 March: M6 alone. Its neighbours' smoothed values (or running sums) would give it away.
      for (const smoothing of ['none', 'stark', 'cumulative'] as const) {
        const report = await market({ where: { arrivalTimeUtc: { min: '2024-03-03', max: '2024-03-06', bin: 'day' } }, analyzeBy: ['arrivalTimeUtc'], smoothing });
        expect(report.groups.map((g) => [g.key.arrivalTimeUtc, g.visits!.compare, g.marketSuppressed])).toEqual([
          ['2024-03-03T00:00:00.000Z', null, true],
          ['2024-03-04T00:00:00.000Z', null, true],
          ['2024-03-05T00:00:00.000Z', null, true],
        ]);
      }
      // Without 3 March every bin has 6 shops.
      const later = await market({ where: { arrivalTimeUtc: { min: '2024-03-04', max: '2024-03-06', bin: 'day' } }, analyzeBy: ['arrivalTimeUtc'] });
      expect(later.groups.map((g) => g.visits!.compare)).toEqual([12, 13]);
    });
  });

  describe("the spec's market bars (visits ≥ 1000, carts ≥ 100, conversions ≥ 100)", () => {
    it('a market of six shops below the bars is withheld like a small one: no values, no counts, the reason', async () => {
      const report = await market({ analyzeBy: ['formFactor'] }, MARKET_BARS);
      expect(marketVisits(report)).toEqual({ desktop: null, phone: null });
      expect(report.groups.every((g) => g.marketSuppressed && g.conversionRate!.compare === null && g.conversionRate!.lift === null)).toBe(true);
      expect(report.totals).toMatchObject({ marketSuppressed: true, visits: { primary: 4, compare: null, lift: null } });
      expect(report.market).toEqual({ visits: null, carts: null, conversions: null, qualifies: false, suppressed: true });
      expect(report.marketNotice).toEqual({ reason: 'MARKET_TOO_SMALL', minShops: 5, suppressedGroups: 2, totalsSuppressed: true });
    });

    it('a group is judged by its own market: the desktop cell (12 visits) fails a bar of 13, the phone cell passes', async () => {
      const report = await market({ analyzeBy: ['formFactor'] }, { visits: 13, carts: 0, conversions: 0 });
      expect(marketVisits(report)).toEqual({ desktop: null, phone: 13 });
      expect(report.totals).toMatchObject({ marketSuppressed: false, visits: { compare: 25 } });
      expect(report.market).toEqual({ visits: 25, carts: 13, conversions: 13, qualifies: true, suppressed: false });
      expect(report.marketNotice).toMatchObject({ suppressedGroups: 1, totalsSuppressed: false });
    });

    it('a time series is judged as a whole over the period, not day by day', async () => {
      const daily = { where: { arrivalTimeUtc: { min: '2024-03-04', max: '2024-03-06', bin: 'day' as const } }, analyzeBy: ['arrivalTimeUtc' as const] };
      // 12 and 13 visits a day: each day is below 20, the series (25) is not.
      const shown = await market(daily, { visits: 20, carts: 0, conversions: 0 });
      expect(shown.groups.map((g) => g.visits!.compare)).toEqual([12, 13]);
      const withheld = await market(daily, { visits: 26, carts: 0, conversions: 0 });
      expect(withheld.groups.map((g) => [g.visits!.compare, g.marketSuppressed])).toEqual([
        [null, true],
        [null, true],
      ]);
    });
  });
});
