import type { HttpClient } from '../helpers/http';
import { useSignedInServer } from '../helpers/signed-in';
import { DEMO_SITE_ID, SEED_SITES } from '../../server/seed/world';

jest.setTimeout(180_000);

/** The Checkout Score over real HTTP on the seeded world (CONTRACT.md §5). */

const site = (name: string) => SEED_SITES.find((s) => s.name === name)!;
const northwind = site('Northwind Outfitters');
const fjord = site('Fjord Knitwear');
const globex = site('Globex Home');

const SCORE = `query Score($siteId: ID!, $demo: Boolean) {
  checkoutScore(siteId: $siteId, demo: $demo) {
    siteId isMock sitesMadeBar sitesWithData
    period { min max } comparePeriod { min max }
    market { name median deviation mean shopCount }
    fields { name primary compare }
    current { score isMock rank { rank total rank100 } subScores { name label score weightPct details { value rank { total } } } }
    previous { score }
  }
}`;

const DISTRIBUTION = `query Dist($type: String, $kpi: String, $binSize: Float) {
  scoreDistribution(type: $type, kpi: $kpi, binSize: $binSize) {
    type kpi binSize bins { min max count }
    sites { siteId name external platform score madeBar subScores { name rate score sigmas sessions } }
    kpiStats { name mean deviation }
    sitesMadeBar sitesWithData
  }
}`;

describe('Checkout Score (GraphQL)', () => {
  const env = useSignedInServer();

  const gql = (client: HttpClient, query: string, variables: Record<string, unknown> = {}) => client.post('/graphql', { query, variables });

  it('scores Northwind Outfitters 0-100 against the market, last 4 weeks against the 4 before', async () => {
    const res = await gql(env.merchant, SCORE, { siteId: northwind.id });
    expect(res.status).toBe(200);
    expect(res.body.errors).toBeUndefined();
    const score = res.body.data.checkoutScore;
    expect(score.siteId).toBe(northwind.id);
    expect(score.isMock).toBe(false);
    expect(typeof score.current.score).toBe('number');
    expect(score.current.score).toBeGreaterThanOrEqual(0);
    expect(score.current.score).toBeLessThanOrEqual(100);
    expect(score.current.rank.total).toBeGreaterThan(2);
    expect(score.current.subScores).toHaveLength(5);
    expect(score.fields).toHaveLength(13);
    expect(score.fields.find((f: { name: string }) => f.name === 'visits').primary).toBeGreaterThan(1000);
    expect(score.market.length).toBeGreaterThan(0);
    expect(score.sitesWithData).toBeGreaterThanOrEqual(score.sitesMadeBar);
    // 28 calendar days in the site's zone: an hour more or less across a DST change.
    expect(Math.abs(Date.parse(score.period.max) - Date.parse(score.period.min) - 28 * 86_400_000)).toBeLessThanOrEqual(3_600_000);
    expect(score.comparePeriod.max).toBe(score.period.min);
  });

  it("agrees with the report of the same KPIs over the tile's period (issue 12, defect 8)", async () => {
    const scored = (await gql(env.merchant, SCORE, { siteId: northwind.id })).body.data.checkoutScore;
    const fields: Array<{ name: string; primary: number | null; compare: number | null }> = scored.fields;
    // What the report sends for 'Last 4 Weeks' compared with the previous period (buildReportQuery).
    const REPORT = `query R($where: SessionWhere!) { compareSessions(where: $where, compareTo: { arrivalTimeUtc: previousPeriod }) {
      totals { ${fields.map((f) => `${f.name} { primary compare }`).join(' ')} } comparePeriod { min max } } }`;
    const where = { arrivalTimeUtc: { min: scored.period.min, max: scored.period.max }, siteId: [northwind.id], isQa: false, isBaseline: false };
    const res = await gql(env.merchant, REPORT, { where });
    expect(res.body.errors).toBeUndefined();
    const report = res.body.data.compareSessions;
    expect(report.comparePeriod).toEqual({ min: scored.comparePeriod.min, max: scored.comparePeriod.max });
    for (const field of fields) {
      const value = report.totals[field.name];
      expect([field.name, value.primary === null ? null : Number(value.primary.toFixed(9))]).toEqual([field.name, field.primary === null ? null : Number(field.primary.toFixed(9))]);
      expect([field.name, value.compare === null ? null : Number(value.compare.toFixed(9))]).toEqual([field.name, field.compare === null ? null : Number(field.compare.toFixed(9))]);
    }
  });

  it('leaves Fjord Knitwear (3 days of data) unscored', async () => {
    const res = await gql(env.merchant, SCORE, { siteId: fjord.id });
    expect(res.body.errors).toBeUndefined();
    expect(res.body.data.checkoutScore.current.score).toBeNull();
    expect(res.body.data.checkoutScore.current.rank.rank).toBeNull();
  });

  it('tells the merchant no other site’s id', async () => {
    const res = await gql(env.merchant, SCORE, { siteId: northwind.id });
    const json = JSON.stringify(res.body);
    for (const other of SEED_SITES) if (other.id !== northwind.id) expect(json).not.toContain(other.id);
  });

  it('answers 404 Site not found for another organization’s site', async () => {
    const res = await gql(env.merchant, SCORE, { siteId: globex.id });
    expect(res.status).toBe(200);
    expect(res.body.data).toBeNull();
    expect(res.body.errors[0]).toMatchObject({ message: 'Site not found', extensions: { code: 'NOT_FOUND' } });
  });

  it('demo: true gives the demo site’s score with isMock', async () => {
    const res = await gql(env.merchant, SCORE, { siteId: northwind.id, demo: true });
    expect(res.body.errors).toBeUndefined();
    const score = res.body.data.checkoutScore;
    expect(score).toMatchObject({ siteId: DEMO_SITE_ID, isMock: true, current: { isMock: true } });
  });

  it('scoreDistribution is FORBIDDEN for a merchant', async () => {
    const res = await gql(env.merchant, DISTRIBUTION);
    expect(res.body.data).toBeNull();
    expect(res.body.errors[0]).toMatchObject({ message: 'Staff only', extensions: { code: 'FORBIDDEN' } });
  });

  it('gives staff every site with data, named, and a histogram of their scores', async () => {
    const res = await gql(env.staff, DISTRIBUTION);
    expect(res.body.errors).toBeUndefined();
    const dist = res.body.data.scoreDistribution;
    expect(dist).toMatchObject({ type: 'score', kpi: null, binSize: 10 });
    expect(dist.sites.length).toBeGreaterThanOrEqual(20);
    expect(dist.sites.length).toBe(dist.sitesWithData);
    expect(dist.bins).toHaveLength(10);
    const scored = dist.sites.filter((s: { score: number | null }) => s.score !== null).length;
    expect(dist.bins.reduce((sum: number, b: { count: number }) => sum + b.count, 0)).toBe(scored);
    const nw = dist.sites.find((s: { siteId: string }) => s.siteId === northwind.id);
    expect(nw).toMatchObject({ name: 'Northwind Outfitters', platform: 'SHOPIFY', madeBar: true });
    expect(nw.subScores).toHaveLength(5);
    // Market-panel shops exist only in the analytics store: they are named from there.
    expect(dist.sites.every((s: { name: string | null }) => typeof s.name === 'string')).toBe(true);
  });

  it('bins rates on the percent scale, and refuses bad arguments with BAD_REQUEST', async () => {
    const rate = await gql(env.staff, DISTRIBUTION, { type: 'rate', kpi: 'car', binSize: 5 });
    expect(rate.body.errors).toBeUndefined();
    for (const bin of rate.body.data.scoreDistribution.bins) expect(bin.max - bin.min).toBeCloseTo(5, 9);
    const raw = await gql(env.staff, DISTRIBUTION, { type: 'rateRaw', kpi: 'car', binSize: 5 });
    const count = (res: typeof rate) => res.body.data.scoreDistribution.bins.reduce((sum: number, b: { count: number }) => sum + b.count, 0);
    expect(count(raw)).toBeGreaterThanOrEqual(count(rate));

    for (const variables of [{ binSize: 3 }, { type: 'rate' }, { type: 'nope' }, { type: 'rate', kpi: 'car', binSize: -1 }]) {
      const res = await gql(env.staff, DISTRIBUTION, variables);
      expect(res.status).toBe(200);
      expect(res.body.errors[0].extensions.code).toBe('BAD_REQUEST');
    }
  });
});
