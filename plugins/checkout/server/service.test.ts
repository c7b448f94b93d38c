import { GraphQLError } from 'graphql';
import { hasEnoughOrders, KPIS, type SiteDataRow } from '../score';
import { SITE_FIELDS } from './answer';
import type { SiteInfo } from './distribution';
import { checkoutScoreService, type CheckoutScoreDeps } from './service';
import { distinctMarket } from './fixtures';

interface Ctx {
  staff: boolean;
  visible: string[];
}

const NOW = new Date('2025-06-30T12:34:56.789Z');
const CURRENT_MIN = new Date('2025-06-03T00:00:00.000Z'); // 28 calendar days ending with today (UTC: no siteTimeZone)

const current = distinctMarket(25, 11);
const previous = distinctMarket(25, 97);
const OWN = current[4].siteId;
// A shop under the market bars (733 visits, 57 orders) that still has enough per KPI (≥ 50)
// to be scored against the market. Its counts stay above 150 like the others', so the
// privacy test cannot mistake one for a rank or a weight.
const thin: SiteDataRow = {
  ...current[0],
  siteId: 'thin-shop',
  visits: 733,
  carts: 163,
  conversions: 57,
  visitsReachedCheckout: 181,
  acceleratedCheckouts: 153,
  regularCheckoutEngagements: 167,
  cartsAbandoned: 106,
  abandonedCartAmount: 6_505.22,
  car: 106 / 163,
  checkoutConversionRate: 57 / 181,
  acceleratedCheckoutRate: 153 / 181,
  checkoutEngagementRate: 167 / 181,
};

// Too little for most sub-scores (12 orders, 3 accelerated checkouts): unscored.
const tiny: SiteDataRow = {
  ...thin,
  siteId: 'tiny-shop',
  visits: 90,
  carts: 60,
  conversions: 12,
  visitsReachedCheckout: 20,
  acceleratedCheckouts: 3,
  regularCheckoutEngagements: 15,
  cartsAbandoned: 48,
  car: 48 / 60,
  checkoutConversionRate: 12 / 20,
  acceleratedCheckoutRate: 3 / 20,
  checkoutEngagementRate: 15 / 20,
};

function setup(overrides: Partial<CheckoutScoreDeps<Ctx>> = {}, withTiny = true) {
  const calls: string[] = [];
  const deps: CheckoutScoreDeps<Ctx> = {
    siteRows: async ({ min }) => {
      calls.push(min.toISOString());
      return min.getTime() === CURRENT_MIN.getTime() ? [...current, thin, ...(withTiny ? [tiny] : [])] : previous;
    },
    assertSiteVisible: async (ctx, siteId) => {
      if (!ctx.visible.includes(siteId)) throw new Error('Site not found');
    },
    isStaff: (ctx) => ctx.staff,
    now: () => NOW,
    siteInfo: async (ids) => new Map<string, SiteInfo>(ids.map((id) => [id, { name: `Shop ${id}`, external: id, platform: 'SHOPIFY' }])),
    demoSiteId: current[9].siteId,
    readableSiteIds: async (ctx, siteId) => new Set(ctx.staff ? [siteId] : [...ctx.visible, current[9].siteId]),
    marketMinShops: 5,
    ...overrides,
  };
  return { service: checkoutScoreService(deps), calls };
}

const merchant: Ctx = { staff: false, visible: [OWN, 'thin-shop', 'tiny-shop', 'no-data-shop'] };
const staff: Ctx = { staff: true, visible: [] };

/** Every number in a JSON value, with its path. */
function numbers(value: unknown, path = '$'): Array<[string, number]> {
  if (typeof value === 'number') return [[path, value]];
  if (Array.isArray(value)) return value.flatMap((v, i) => numbers(v, `${path}[${i}]`));
  if (value && typeof value === 'object') return Object.entries(value).flatMap(([k, v]) => numbers(v, `${path}.${k}`));
  return [];
}

async function codeOf(promise: Promise<unknown>) {
  try {
    await promise;
  } catch (err) {
    return err instanceof GraphQLError ? err.extensions.code : err;
  }
  return 'no error';
}

describe('checkoutScore', () => {
  it('scores the site in both periods, with its fields, the market and the counts', async () => {
    const { service } = setup();
    const answer = await service.checkoutScore(merchant, OWN, false);
    expect(answer.siteId).toBe(OWN);
    expect(answer.isMock).toBe(false);
    expect(answer.current.score).toEqual(expect.any(Number));
    expect(answer.current.score).toBeGreaterThanOrEqual(0);
    expect(answer.current.score).toBeLessThanOrEqual(100);
    expect(answer.previous.score).toEqual(expect.any(Number));
    expect(answer.current.rank).toEqual({ rank: expect.any(Number), total: 26, rank100: expect.any(Number) });
    expect(answer.current.subScores.map((s) => [s.name, s.label])).toEqual(KPIS.map((k) => [k.name, k.label]));
    expect(answer.fields).toHaveLength(13);
    expect(answer.fields.find((f) => f.name === 'visits')).toEqual({ name: 'visits', primary: current[4].visits, compare: previous[4].visits });
    expect(answer.market.map((m) => m.name)).toEqual(KPIS.map((k) => k.name));
    expect(answer.market[0]).toEqual({ name: 'car', median: expect.any(Number), p25: expect.any(Number), p75: expect.any(Number), deviation: expect.any(Number), mean: expect.any(Number), shopCount: expect.any(Number) });
    expect(answer.sitesWithData).toBe(27);
    expect(answer.sitesMadeBar).toBe(25); // the thin and tiny shops have data but miss the bars
    expect(answer.period).toEqual({ min: '2025-06-03T00:00:00.000Z', max: '2025-07-01T00:00:00.000Z' });
    expect(answer.comparePeriod).toEqual({ min: '2025-05-06T00:00:00.000Z', max: '2025-06-03T00:00:00.000Z' });
  });

  it('tells a merchant nothing about any other site: no id, no value (privacy)', async () => {
    // Without the tiny shop, whose few orders are small integers a rank could equal by chance.
    const { service } = setup({}, false);
    const answer = await service.checkoutScore(merchant, OWN, false);
    const json = JSON.stringify(answer);
    for (const row of [...current, ...previous, thin]) {
      if (row.siteId !== OWN) expect(json).not.toContain(row.siteId);
    }
    const own = new Set([current[4], previous[4]].flatMap((row) => SITE_FIELDS.map((f) => row[f])));
    const others = new Map<number, string>();
    for (const row of [...current, ...previous, thin]) {
      if (row.siteId === OWN) continue;
      for (const field of SITE_FIELDS) if (!own.has(row[field])) others.set(row[field], `${row.siteId}.${field}`);
    }
    // The market median is an allowed aggregate (CONTRACT.md §5) that, with an odd number of
    // shops, is the middle shop's value by definition; so are the quartiles (p25, p75: order
    // statistics of the same shops, under the same minimum-shops rule), in the whole market and
    // in a peer group (peer-market.ts). Everything else must
    // be foreign to them.
    const leaks = numbers(answer)
      .filter(([path]) => !/^\$(\.peerGroups\[\d+\])?\.market\[\d+\]\.(median|p25|p75)$/.test(path))
      .filter(([, value]) => others.has(value))
      .map(([path, value]) => `${path} = ${value} (${others.get(value)})`);
    expect(leaks).toEqual([]);
    // And the check can see a leak: the same walk finds the other sites' values in the staff view.
    const staffView = await service.scoreDistribution(staff, { type: 'score', kpi: null, binSize: 10 });
    expect(numbers(staffView).some(([, value]) => others.has(value))).toBe(true);
  });

  it('a site without rows: score null, sub-scores null, rank out of the scored shops', async () => {
    const { service } = setup();
    const answer = await service.checkoutScore(merchant, 'no-data-shop', false);
    expect(answer.current.score).toBeNull();
    expect(answer.current.rank).toEqual({ rank: null, total: 26, rank100: null });
    for (const sub of answer.current.subScores) {
      expect(sub).toMatchObject({ score: null, weightPct: 0, weightScore: 0, details: { value: null, valueWeight: null, stats: { delta: null, sigmas: null, bias100: null, sigmaWidth100: 25 } } });
    }
    // Sub-score ranks count the shops with that sub-score: the tiny shop has a cart
    // abandonment rate (60 carts ≥ 50) but no checkout conversion rate (12 orders).
    expect(answer.current.subScores[0].details.rank.total).toBe(27);
    expect(answer.current.subScores[1].details.rank.total).toBe(26);
    expect(answer.fields.every((f) => f.primary === null && f.compare === null)).toBe(true);
    expect(JSON.stringify(answer)).not.toMatch(/NaN|Infinity/);
  });

  it('a site with too little data is unscored but shows its own values and sub-scores', async () => {
    const { service } = setup();
    const answer = await service.checkoutScore(merchant, 'tiny-shop', false);
    expect(answer.current.score).toBeNull(); // 2 of 5 sub-scores, 4 needed
    expect(answer.current.rank).toEqual({ rank: null, total: 26, rank100: null });
    expect(answer.current.subScores.map((s) => s.score === null)).toEqual([false, true, false, true, true]);
    expect(answer.fields.find((f) => f.name === 'visits')).toEqual({ name: 'visits', primary: 90, compare: null }); // no row 4 weeks ago
    expect(answer.previous.score).toBeNull();
  });

  it('a site under 100 orders gets no score, as its data-status banner says, but keeps its sub-scores (issue 12, defect 7)', async () => {
    const { service } = setup();
    const answer = await service.checkoutScore(merchant, 'thin-shop', false); // 57 orders
    expect(answer.current.score).toBeNull();
    expect(answer.current.rank).toMatchObject({ rank: null, rank100: null });
    expect(answer.current.subScores.filter((s) => s.score !== null).length).toBeGreaterThanOrEqual(4);
    expect(hasEnoughOrders(answer.fields.find((f) => f.name === 'conversions')!.primary)).toBe(false);
  });

  it('a site under the visits bar with 100 orders or more is still scored against the market', async () => {
    const { service } = setup({ siteRows: async ({ min }) => (min.getTime() === CURRENT_MIN.getTime() ? [...current, { ...thin, conversions: 120 }] : previous) });
    const answer = await service.checkoutScore(merchant, 'thin-shop', false);
    expect(answer.current.score).toEqual(expect.any(Number));
  });

  it('demo: true scores the demo site with isMock, for anyone signed in', async () => {
    const assertSiteVisible = jest.fn(async () => {
      throw new Error('should not be asked');
    });
    const { service } = setup({ assertSiteVisible });
    const answer = await service.checkoutScore({ staff: false, visible: [] }, OWN, true);
    expect(answer.siteId).toBe(current[9].siteId);
    expect(answer).toMatchObject({ isMock: true, current: { isMock: true }, previous: { isMock: true } });
    expect(answer.current.score).toEqual(expect.any(Number));
    expect(assertSiteVisible).not.toHaveBeenCalled();
  });

  it('refuses a site the user may not see, with the access check’s own error', async () => {
    const { service } = setup();
    await expect(service.checkoutScore(merchant, current[5].siteId, false)).rejects.toThrow('Site not found');
  });

  it('withholds every KPI market built from fewer than MARKET_MIN_SHOPS shops the reader does not know', async () => {
    // This reader knows all but four of the 25 shops that made the bar: four unknown shops
    // behind each KPI's median and deviation.
    const known = new Set(current.slice(0, 21).map((row) => row.siteId));
    const { service } = setup({ readableSiteIds: async () => known, assertSiteVisible: async () => {} });
    const answer = await service.checkoutScore(merchant, OWN, false);
    expect(answer.market).toEqual([]);
    expect(answer.current).toMatchObject({ score: null, rank: { rank: null, total: 26, rank100: null } });
    for (const sub of answer.current.subScores) {
      expect(sub).toMatchObject({ score: null, weightScore: 0, marketSuppressed: true, details: { stats: { delta: null, sigmas: null, bias100: null }, rank: { rank: null, rank100: null } } });
    }
    // Its own values stay.
    expect(answer.current.subScores[0].details.value).toBe(current[4].car);
    expect(answer.fields.find((f) => f.name === 'visits')!.primary).toBe(current[4].visits);
    // The period before has the same shops: withheld too.
    expect(answer.previous.score).toBeNull();
    expect(answer.previous.subScores.every((s) => s.marketSuppressed)).toBe(true);
    expect(answer.marketNotice).toEqual({ reason: 'MARKET_TOO_SMALL', minShops: 5, kpis: KPIS.map((k) => k.name) });
    // With more unknown shops than outliers can take away, everything is shown.
    const fewer = new Set([...known].slice(11));
    const shown = await setup({ readableSiteIds: async () => fewer, assertSiteVisible: async () => {} }).service.checkoutScore(merchant, OWN, false);
    expect(shown.marketNotice).toBeNull();
    expect(shown.market).toHaveLength(5);
  });

  it('answers the peer groups from the shops\' profiles, loaded with the market and counted without the reader\'s sites', async () => {
    // Sites 0-11 sell home goods (the merchant's own among them), the rest beauty; all in Germany.
    const profile = (id: string) => ({ tags: [Number(id.slice(-3)) < 12 ? 'home' : 'beauty'], country: 'DE' });
    let loads = 0;
    const { service } = setup({
      shopProfiles: async () => {
        loads++;
        return new Map([...current, thin].map((row) => [row.siteId, profile(row.siteId)]));
      },
    });
    const answer = await service.checkoutScore(merchant, OWN, false);
    const industry = answer.peerGroups.find((g) => g.kind === 'industry')!;
    // 12 home shops, less the merchant's own and the demo site (current[9]): 10 it may not read.
    expect(industry).toMatchObject({ key: 'home', suppressed: false, shopCount: 10, withheldKpis: [] });
    expect(industry.market.map((m) => m.name)).toEqual(KPIS.map((k) => k.name));
    // Every shop is in Germany: the region is the whole market, the rest of it empty.
    expect(answer.peerGroups.find((g) => g.kind === 'region')).toMatchObject({ key: 'europe', suppressed: false });
    await service.checkoutScore(merchant, OWN, false);
    expect(loads).toBe(2); // once per period, then cached with the market
  });

  it('scores each period once per minute however many requests come', async () => {
    const { service, calls } = setup();
    await Promise.all([service.checkoutScore(merchant, OWN, false), service.checkoutScore(merchant, 'thin-shop', false)]);
    await service.scoreDistribution(staff, { type: 'score', kpi: null, binSize: 10 });
    expect(calls.sort()).toEqual(['2025-05-06T00:00:00.000Z', '2025-06-03T00:00:00.000Z']);
  });
});

describe('scoreDistribution', () => {
  it('is staff only: FORBIDDEN for a merchant', async () => {
    const { service } = setup();
    expect(await codeOf(service.scoreDistribution(merchant, { type: 'score', kpi: null, binSize: 10 }))).toBe('FORBIDDEN');
  });

  it.each([
    [{ type: 'median', kpi: null, binSize: 10 }],
    [{ type: 'score', kpi: null, binSize: 3 }],
    [{ type: 'score', kpi: 'bounceRate', binSize: 10 }],
    [{ type: 'rate', kpi: null, binSize: 5 }],
    [{ type: 'rate', kpi: 'car', binSize: 0 }],
    [{ type: 'rateRaw', kpi: 'car', binSize: -1 }],
    [{ type: 'rate', kpi: 'car', binSize: Number.NaN }],
  ])('BAD_REQUEST for %p', async (args) => {
    const { service } = setup();
    expect(await codeOf(service.scoreDistribution(staff, args))).toBe('BAD_REQUEST');
  });

  it("counts the days of the site looked at in its time zone, as its merchants' score does", async () => {
    // Kiritimati is UTC+14: at 12:34 UTC on June 30 it is already July 1 there, so its 28 days
    // start on June 4 (local midnight: June 3, 10:00 UTC), not on June 3 at UTC midnight.
    const KIRITIMATI_MIN = '2025-06-03T10:00:00.000Z';
    const zones: Record<string, string> = { [OWN]: 'Pacific/Kiritimati' };
    const { service, calls } = setup({ siteTimeZone: async (siteId) => zones[siteId] });
    const merchantView = await service.checkoutScore({ ...merchant }, OWN, false);
    expect(merchantView.period.min).toBe(KIRITIMATI_MIN);
    calls.length = 0;
    await service.scoreDistribution(staff, { type: 'score', kpi: null, binSize: 10, siteId: OWN });
    expect(calls).toEqual([]); // the very market the merchant's score used (cached)
    await service.scoreDistribution(staff, { type: 'score', kpi: null, binSize: 10 });
    expect(calls).toEqual([CURRENT_MIN.toISOString()]); // no site: UTC days
  });

  it('lists every site with data, named, best first, with per-KPI rate/score/sigmas/sessions', async () => {
    const { service } = setup();
    const out = await service.scoreDistribution(staff, { type: 'score', kpi: null, binSize: 10 });
    expect(out.sites).toHaveLength(27);
    expect(out.sites[0]).toMatchObject({ name: `Shop ${out.sites[0].siteId}`, external: out.sites[0].siteId, platform: 'SHOPIFY', madeBar: true });
    const scores = out.sites.map((s) => s.score ?? -1);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
    expect(out.sites.at(-1)).toMatchObject({ siteId: 'tiny-shop', score: null, madeBar: false });
    expect(out.sites.find((s) => s.siteId === 'thin-shop')).toMatchObject({ score: expect.any(Number), madeBar: false });
    const own = out.sites.find((s) => s.siteId === OWN)!;
    expect(own.subScores[0]).toEqual({ name: 'car', rate: current[4].car, score: expect.any(Number), sigmas: expect.any(Number), sessions: current[4].carts });
    expect(out.bins).toHaveLength(10);
    expect(out.bins.reduce((sum, b) => sum + b.count, 0)).toBe(26); // the scored sites
    expect(out.kpiStats).toHaveLength(5);
    expect(out).toMatchObject({ type: 'score', kpi: null, binSize: 10, sitesMadeBar: 25, sitesWithData: 27 });
  });

  it('bins a sub-score when given a kpi', async () => {
    const { service } = setup();
    const out = await service.scoreDistribution(staff, { type: 'score', kpi: 'car', binSize: 5 });
    expect(out.bins).toHaveLength(20);
    expect(out.bins.reduce((sum, b) => sum + b.count, 0)).toBe(27); // every shop with ≥ 50 carts
  });

  it('rates bin on the percent scale; rateRaw keeps the outlier that rate drops', async () => {
    // 24 ordinary shops and one whose checkout converts at 99.6 %: far beyond 3σ.
    const market = distinctMarket(24, 5);
    const outlier = { ...distinctMarket(25, 5)[24], siteId: 'outlier', checkoutConversionRate: 0.996 };
    const { service } = setup({ siteRows: async () => [...market, outlier] });
    const rate = await service.scoreDistribution(staff, { type: 'rate', kpi: 'checkoutConversionRate', binSize: 5 });
    const raw = await service.scoreDistribution(staff, { type: 'rateRaw', kpi: 'checkoutConversionRate', binSize: 5 });
    const count = (bins: typeof rate.bins) => bins.reduce((sum, b) => sum + b.count, 0);
    expect(count(rate.bins)).toBe(24);
    expect(count(raw.bins)).toBe(25);
    expect(raw.bins.at(-1)).toEqual({ min: 95, max: 100, count: 1 });
    expect(rate.bins.at(-1)!.max).toBeLessThan(95);
    // Each shop's value lands in the bin that holds its percentage.
    const pct = market[0].checkoutConversionRate * 100;
    expect(rate.bins.find((b) => b.min <= pct && pct < b.max)!.count).toBeGreaterThan(0);
  });
});
