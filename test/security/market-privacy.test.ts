// Issue 12: a market comparison must never hand a merchant another shop's numbers. Signed in as
// the Northwind merchant over real GraphQL against the seeded demo world; the staff account,
// which may read every site, is the oracle that counts the shops behind each market cell.
import { ServerStartError, startServer } from '../helpers/server';
import { useSignedInServer } from '../helpers/signed-in';
import { DEMO_SITE_ID, SEED_SITES } from '../../server/seed/world';
import type { HttpClient } from '../helpers/http';
import { MARKET_BARS } from '../../server/analytics/query/types';

jest.setTimeout(180_000);

const MIN_SHOPS = 5;
const GARDEN = SEED_SITES.find((s) => s.name === 'Globex Garden')!;
const OWN = SEED_SITES.find((s) => s.name === 'Northwind Outfitters')!;

type Where = Record<string, unknown>;
interface Metric {
  primary: number | null;
  compare: number | null;
  lift?: number | null;
}
interface Group {
  key: Record<string, string | null>;
  marketSuppressed: boolean;
  visits: Metric;
  conversions: Metric;
  revenue: Metric;
}
interface Report {
  groups: Group[];
  totals: Omit<Group, 'key'>;
  period: { min: string; max: string; bin: string };
  market: { visits: number | null; carts: number | null; conversions: number | null; qualifies: boolean; suppressed: boolean };
  marketNotice: { reason: string; minShops: number; suppressedGroups: number; totalsSuppressed: boolean } | null;
}

const KEY_FIELDS = 'arrivalTimeUtc siteId siteName merchantName siteTags formFactor country attributionSource';
const VALUES = 'primary compare lift';
const REPORT = `query ($where: SessionWhere!, $analyzeBy: [Dimension!]) {
  compareSessions(where: $where, compareTo: { market: true }, analyzeBy: $analyzeBy, limit: 5000) {
    groups { key { ${KEY_FIELDS} } marketSuppressed visits { ${VALUES} } conversions { ${VALUES} } revenue { ${VALUES} } }
    totals { marketSuppressed visits { ${VALUES} } conversions { ${VALUES} } revenue { ${VALUES} } }
    period { min max bin }
    market { visits carts conversions qualifies suppressed }
    marketNotice { reason minShops suppressedGroups totalsSuppressed }
  }
}`;

describe('market privacy over GraphQL, as a merchant', () => {
  const env = useSignedInServer();
  /** The merchant's own sites, and every site they may read (their market leaves these out). */
  let ownSites: string[];
  let readable: Set<string>;
  /** Market cells under the threshold the suite has seen withheld: proof the probes bit. */
  let withheldSmallCells = 0;

  beforeAll(async () => {
    const orgs = await env.merchant.post('/graphql', { query: '{ organizations { sites { siteId } } }' });
    ownSites = (orgs.body.data.organizations as Array<{ sites: Array<{ siteId: string }> }>).flatMap((o) => o.sites.map((s) => s.siteId));
    readable = new Set([...ownSites, DEMO_SITE_ID]);
    expect(ownSites).toContain(OWN.id);
    expect(readable.has(GARDEN.id)).toBe(false);
  });

  async function gql(client: HttpClient, query: string, variables: Record<string, unknown> = {}) {
    const res = await client.post('/graphql', { query, variables });
    expect(res.status).toBe(200);
    return res.body as { data: Record<string, unknown> | null; errors?: Array<{ message: string; extensions: { code: string } }> };
  }

  /** A market comparison of all the merchant's sites (or `siteId`), as the console sends it. */
  async function market(where: Where, analyzeBy: string[] = [], siteId = ownSites): Promise<Report> {
    const body = await gql(env.merchant, REPORT, { where: { siteId, isQa: false, isBaseline: false, ...where }, analyzeBy });
    expect(body.errors).toBeUndefined();
    return body.data!.compareSessions as Report;
  }

  /**
   * Staff count the shops behind each market cell of the same period and segment: real shopper
   * sessions of every site the merchant may not read. Cells keyed like cellKey.
   */
  async function shopsBehind(report: Report, where: Where, dims: string[]) {
    const { arrivalTimeUtc: _time, ...segment } = where;
    const period = { min: report.period.min, max: report.period.max, bin: report.period.bin };
    const body = await gql(env.staff, `query ($where: SessionWhere!, $analyzeBy: [Dimension!]) { sessions(where: $where, analyzeBy: $analyzeBy, limit: 5000) { groups { key { ${KEY_FIELDS} } visits { primary } } } }`, {
      where: { ...segment, arrivalTimeUtc: period, isQa: false },
      analyzeBy: [...dims, 'siteId'],
    });
    expect(body.errors).toBeUndefined();
    const cells = new Map<string, Set<string>>();
    const total = new Set<string>();
    for (const g of (body.data!.sessions as { groups: Group[] }).groups) {
      const site = g.key.siteId!;
      if (readable.has(site)) continue;
      total.add(site);
      const key = cellKey(g, dims);
      cells.set(key, (cells.get(key) ?? new Set()).add(site));
    }
    return { cells, total };
  }
  /** The oracle's view of spec §5's bars: the market's visits, carts and conversions from the shops the merchant cannot read. */
  async function meetsBars(where: Where): Promise<boolean> {
    const body = await gql(env.staff, `query ($where: SessionWhere!) { sessions(where: $where, analyzeBy: [siteId], limit: 5000) { groups { key { siteId } visits { primary } carts { primary } conversions { primary } } } }`, {
      where: { ...where, isQa: false },
    });
    expect(body.errors).toBeUndefined();
    const sum = { visits: 0, carts: 0, conversions: 0 };
    for (const g of (body.data!.sessions as { groups: Array<{ key: { siteId: string } } & Record<keyof typeof sum, { primary: number | null }>> }).groups) {
      if (readable.has(g.key.siteId)) continue;
      for (const k of ['visits', 'carts', 'conversions'] as const) sum[k] += g[k].primary ?? 0;
    }
    return sum.visits >= MARKET_BARS.visits && sum.carts >= MARKET_BARS.carts && sum.conversions >= MARKET_BARS.conversions;
  }
  const cellKey = (g: Pick<Group, 'key'>, dims: string[]) => dims.map((d) => String(g.key[d])).join('|');

  /**
   * The promise, checked against the oracle: a market value only from MIN_SHOPS or more unknown
   * shops; a withheld one has no market part left; and the totals minus the groups shown with
   * values never come to 1-4 shops.
   */
  async function expectNoSmallMarket(report: Report, where: Where, dims: string[]) {
    const { cells, total } = await shopsBehind(report, where, dims);
    const shown = new Set<string>();
    for (const g of report.groups) {
      const shops = cells.get(cellKey(g, dims))?.size ?? 0;
      if (g.marketSuppressed) {
        for (const m of [g.visits, g.conversions, g.revenue]) expect([m.compare, m.lift]).toEqual([null, null]);
        if (shops < MIN_SHOPS) withheldSmallCells++;
      } else {
        expect({ cell: cellKey(g, dims), shops: Math.max(shops, MIN_SHOPS) }).toEqual({ cell: cellKey(g, dims), shops });
        expect(g.visits.compare).toEqual(expect.any(Number));
        shown.add(cellKey(g, dims));
      }
    }
    if (report.totals.marketSuppressed) {
      expect([report.totals.visits.compare, report.totals.revenue.compare, report.market.visits, report.market.qualifies]).toEqual([null, null, null, false]);
      expect(report.marketNotice).toMatchObject({ reason: 'MARKET_TOO_SMALL', minShops: MIN_SHOPS, totalsSuppressed: true });
      if (total.size < MIN_SHOPS) withheldSmallCells++;
    } else {
      expect(total.size).toBeGreaterThanOrEqual(MIN_SHOPS);
      const rest = new Set([...cells].filter(([key]) => !shown.has(key)).flatMap(([, shops]) => [...shops]));
      expect(rest.size === 0 || rest.size >= MIN_SHOPS).toBe(true);
    }
    if (report.groups.some((g) => g.marketSuppressed)) expect(report.marketNotice?.suppressedGroups).toBe(report.groups.filter((g) => g.marketSuppressed).length);
  }

  it('refuses the issue’s attack, a market of the shops tagged "garden", and every tag variant', async () => {
    for (const siteTags of [['garden'], ['garden', 'home'], ['gard*'], ['*']]) {
      const body = await gql(env.merchant, REPORT, { where: { arrivalTimeUtc: { range: 'l4w' }, siteId: [OWN.id], siteTags: { in: siteTags } } });
      expect(body.data).toBeNull();
      expect(body.errors).toEqual([
        expect.objectContaining({
          message: 'compareTo.market cannot be combined with where.siteTags: the market is every other shop, never a set of shops picked by their tags',
          extensions: expect.objectContaining({ code: 'BAD_REQUEST' }),
        }),
      ]);
    }
  });

  it('never answers Globex Garden’s numbers as the market, however the merchant groups by shop', async () => {
    const l4w = { arrivalTimeUtc: { range: 'l4w' } };
    const garden = await gql(env.staff, `{ sessions(where: { arrivalTimeUtc: { range: "l4w" }, siteId: ["${GARDEN.id}"], isQa: false }) { totals { visits { primary } conversions { primary } revenue { primary } } } }`);
    const gardenTotals = (garden.data!.sessions as Report).totals;
    const whole = await market(l4w);
    expect(whole.totals.visits.compare).toBeGreaterThan(gardenTotals.visits.primary! * 10);
    for (const dim of ['siteId', 'merchantName', 'siteTags']) {
      const report = await market(l4w, [dim]);
      // Groups are the merchant's own (their sites, names, tags); the market is never split by shop.
      for (const g of report.groups) {
        expect(g.visits.compare).toBe(whole.totals.visits.compare);
        expect(g.revenue.compare).toBeCloseTo(whole.totals.revenue.compare!, 6);
        expect(g.conversions.compare).not.toBe(gardenTotals.conversions.primary);
      }
      const json = JSON.stringify(report);
      expect(json).not.toContain(GARDEN.id);
      expect(json).not.toContain('Globex');
      expect(json).not.toContain('garden');
    }
  });

  /**
   * A segment (one source, one country) behind which the oracle counts 1-4 other shops in the
   * window: found in the data rather than assumed, because the seeded sessions are laid out
   * relative to now and a fixed probe can land on a busy or an empty hour.
   */
  async function narrowSegment(range: string): Promise<Where | null> {
    const body = await gql(env.staff, `query ($where: SessionWhere!) { sessions(where: $where, analyzeBy: [attributionSource, country, siteId], limit: 5000) { groups { key { ${KEY_FIELDS} } } } }`, {
      where: { arrivalTimeUtc: { range }, isQa: false },
    });
    expect(body.errors).toBeUndefined();
    const shops = new Map<string, Set<string>>();
    for (const g of (body.data!.sessions as { groups: Group[] }).groups) {
      if (readable.has(g.key.siteId!) || g.key.attributionSource == null || g.key.country == null) continue;
      const key = `${g.key.attributionSource}|${g.key.country}`;
      shops.set(key, (shops.get(key) ?? new Set()).add(g.key.siteId!));
    }
    const narrow = [...shops].filter(([, s]) => s.size >= 1 && s.size < MIN_SHOPS).sort(([a], [b]) => a.localeCompare(b))[0];
    if (!narrow) return null;
    const [source, country] = narrow[0].split('|');
    return { arrivalTimeUtc: { range }, attributionSource: { in: [source] }, country: { in: [country] } };
  }

  it('withholds a narrow segment’s market cells under 5 shops: reddit visitors from Norway and friends', async () => {
    const found = (await narrowSegment('l24h')) ?? (await narrowSegment('l7d'));
    // The seeded world always has a rare source/country pair somewhere in a week of traffic.
    expect(found).not.toBeNull();
    const probes: Array<[Where, string[]]> = [
      [found!, []],
      [found!, ['formFactor']],
      [{ arrivalTimeUtc: { range: 'l24h' }, attributionSource: { in: ['reddit'] }, country: { in: ['NO'] } }, []],
      [{ arrivalTimeUtc: { range: 'l7d' }, attributionSource: { in: ['reddit'] }, country: { in: ['NO'] } }, ['formFactor']],
      [{ arrivalTimeUtc: { range: 'l24h' }, attributionSource: { in: ['reddit'] } }, ['formFactor']],
      [{ arrivalTimeUtc: { range: 'l24h' }, attributionSource: { in: ['reddit'] }, formFactor: { in: ['tablet'] } }, []],
    ];
    const before = withheldSmallCells;
    for (const [where, dims] of probes) await expectNoSmallMarket(await market(where, dims), where, dims);
    expect(withheldSmallCells).toBeGreaterThan(before);
  });

  it('shows a broad market: the comparison still works where enough shops are behind it', async () => {
    const where = { arrivalTimeUtc: { range: 'l4w' } };
    const report = await market(where, ['formFactor']);
    expect(report.groups.map((g) => g.marketSuppressed)).toEqual([false, false, false]);
    expect(report.market).toMatchObject({ qualifies: true, suppressed: false });
    expect(report.marketNotice).toBeNull();
    await expectNoSmallMarket(report, where, ['formFactor']);
  });

  it('differencing, totals minus groups: the market cells not shown never come to 1-4 shops', async () => {
    const before = withheldSmallCells;
    for (const dims of [['country'], ['country', 'formFactor']]) {
      const where = { arrivalTimeUtc: { range: 'l24h' }, attributionSource: { in: ['reddit'] } };
      await expectNoSmallMarket(await market(where, dims), where, dims);
    }
    // Northwind Outfitters alone has traffic in fewer countries: hidden cells count as well.
    const where = { arrivalTimeUtc: { range: 'l7d' }, attributionSource: { in: ['reddit'] } };
    await expectNoSmallMarket(await market(where, ['country'], [OWN.id]), where, ['country']);
    // And a source whose rare country the oracle found: its cell is small by construction.
    const { country: _country, ...bySource } = ((await narrowSegment('l24h')) ?? (await narrowSegment('l7d')))!;
    await expectNoSmallMarket(await market(bySource, ['country']), bySource, ['country']);
    expect(withheldSmallCells).toBeGreaterThan(before);
  });

  it('differencing, filters: "every country but one" and "{big, small}" are withheld; the small one cannot be subtracted out', async () => {
    const where = { arrivalTimeUtc: { range: 'l24h' }, attributionSource: { in: ['reddit'] } };
    const byCountry = await market(where, ['country']);
    const { cells, total } = await shopsBehind(byCountry, where, ['country']);
    const countries = [...cells].sort((a, b) => b[1].size - a[1].size);
    const [big] = countries[0];
    const small = countries.find(([, shops]) => shops.size < MIN_SHOPS);
    expect(small).toBeDefined();
    expect(total.size).toBeGreaterThanOrEqual(MIN_SHOPS);
    const [smallCountry] = small!;
    const period = { min: byCountry.period.min, max: byCountry.period.max };
    const totalsOf = async (country: string[]) => (await market({ ...where, arrivalTimeUtc: period, country: { in: country } })).totals;
    // All reddit traffic minus "every country but the small one" would be the small one's shops.
    const allButOne = countries.map(([c]) => c).filter((c) => c !== smallCountry && c !== 'null');
    expect(await totalsOf(allButOne)).toMatchObject({ marketSuppressed: true, visits: { compare: null }, revenue: { compare: null } });
    // {big, small} minus {big}.
    expect(await totalsOf([big, smallCountry])).toMatchObject({ marketSuppressed: true, visits: { compare: null } });
    // {big} alone is fine when what it leaves out has enough shops (and its market reaches the
    // bars of visits, carts and conversions: spec §5, below them nothing is compared).
    const outsideBig = new Set(countries.filter(([c]) => c !== big).flatMap(([, shops]) => [...shops]));
    const bigShown = cells.get(big)!.size >= MIN_SHOPS && outsideBig.size >= MIN_SHOPS && (await meetsBars({ ...where, arrivalTimeUtc: period, country: { in: [big] } }));
    expect((await totalsOf([big])).marketSuppressed).toBe(!bigShown);
  });

  it('differencing, time: a market series with one small bin is withheld whole, smoothed or not', async () => {
    const series = async (where: Where, smoothing: string) => {
      const body = await gql(env.merchant, REPORT.replace('analyzeBy: $analyzeBy', `analyzeBy: $analyzeBy, smoothing: ${smoothing}`), {
        where: { siteId: ownSites, isQa: false, ...where },
        analyzeBy: ['arrivalTimeUtc'],
      });
      expect(body.errors).toBeUndefined();
      return body.data!.compareSessions as Report;
    };
    // Hours of reddit traffic: a week's worth, so that some hour has only a few shops behind it.
    const candidates = [{ attributionSource: { in: ['reddit'] }, country: { in: ['NO'] } }, { attributionSource: { in: ['reddit'] } }];
    let checked = 0;
    for (const segment of candidates) {
      const where = { arrivalTimeUtc: { range: 'l7d', bin: 'hour' }, ...segment };
      for (const smoothing of ['none', 'stark', 'cumulative']) {
        const report = await series(where, smoothing);
        const { cells } = await shopsBehind(report, where, ['arrivalTimeUtc']);
        if (!report.groups.length || ![...cells.values()].some((shops) => shops.size < MIN_SHOPS)) continue;
        for (const g of report.groups) expect([g.marketSuppressed, g.visits.compare]).toEqual([true, null]);
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(0);
    // Without the reddit filter every hour has enough shops.
    const broad = { arrivalTimeUtc: { range: 'l24h' } };
    const report = await market(broad, ['arrivalTimeUtc']);
    expect(report.groups.every((g) => !g.marketSuppressed)).toBe(true);
    await expectNoSmallMarket(report, broad, ['arrivalTimeUtc']);
  });

  it('histogram: only the merchant’s own sessions, never a market, never another shop', async () => {
    const histogram = (where: string) => gql(env.merchant, `{ histogram(where: { arrivalTimeUtc: { range: "l4w" }${where} }, field: "cartValue", binSize: 100) { bins { min visits } } }`);
    expect((await histogram(`, siteId: ["${GARDEN.id}"]`)).errors?.[0]).toMatchObject({ message: 'Site not found', extensions: { code: 'NOT_FOUND' } });
    expect((await histogram('')).errors?.[0].extensions.code).toBe('BAD_REQUEST');
    // A tag filter narrows the merchant's own sessions only: their site has no "garden" tag.
    expect((await histogram(`, siteId: ["${OWN.id}"], siteTags: { in: ["garden"] }`)).data).toEqual({ histogram: { bins: [] } });
  });

  it('Checkout Score: every KPI market shown has at least 5 shops behind it', async () => {
    const body = await gql(env.merchant, `{ checkoutScore(siteId: "${OWN.id}") { marketNotice { kpis } market { name shopCount } current { subScores { marketSuppressed } } } }`);
    const score = body.data!.checkoutScore as { marketNotice: unknown; market: Array<{ shopCount: number }>; current: { subScores: Array<{ marketSuppressed: boolean }> } };
    expect(score.marketNotice).toBeNull();
    expect(score.market).toHaveLength(5);
    for (const kpi of score.market) expect(kpi.shopCount).toBeGreaterThanOrEqual(MIN_SHOPS + readable.size);
    expect(score.current.subScores.every((s) => !s.marketSuppressed)).toBe(true);
  });
});

describe('MARKET_MIN_SHOPS', () => {
  it('refuses to start below 5, saying why', async () => {
    const error = await startServer({ env: { MARKET_MIN_SHOPS: '3', VITRINE_SEED: '0' } }).catch((err: unknown) => err);
    expect(error).toBeInstanceOf(ServerStartError);
    expect((error as ServerStartError).exitCode).toBe(2);
    expect((error as ServerStartError).stderr).toContain('MARKET_MIN_SHOPS must be a whole number of at least 5, got "3"');
  });
});
