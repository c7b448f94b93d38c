// Issue 12, part 3: the Checkout Score's peer groups (industry, size band, region) narrow the
// market by what a shop is, so they obey the market privacy rule of part 1: a group's numbers
// reach a merchant only from at least MARKET_MIN_SHOPS shops the merchant may not read, and
// never when "whole market minus the group" would be 1 to 4 such shops. Signed in as the
// Northwind merchant; the staff account and the seed's own tag list are the oracle.
import { industryOf, sizeBandOf } from '../../plugins/checkout/score/peers';
import { analyticsSeedSites } from '../../server/analytics/store/seed/sites';
import { DEMO_SITE_ID, SEED_SITES } from '../../server/seed/world';
import type { HttpClient } from '../helpers/http';
import { useSignedInServer } from '../helpers/signed-in';

jest.setTimeout(180_000);

const OWN = SEED_SITES.find((s) => s.name === 'Northwind Outfitters')!;
const TAGS = new Map(analyticsSeedSites().map((s) => [s.siteId, s.tags]));

interface KpiMarket {
  name: string;
  median: number;
  p25: number | null;
  p75: number | null;
  shopCount: number;
}
interface PeerGroup {
  kind: string;
  key: string | null;
  shopCount: number | null;
  suppressed: boolean;
  market: KpiMarket[];
  withheldKpis: string[];
}

const SCORE = `query ($siteId: ID!) { checkoutScore(siteId: $siteId) {
  period { min max }
  market { name median p25 p75 shopCount }
  peerGroups { kind key shopCount suppressed withheldKpis market { name median p25 p75 shopCount } }
} }`;

async function gql(client: HttpClient, query: string, variables: Record<string, unknown> = {}) {
  const res = await client.post('/graphql', { query, variables });
  expect(res.status).toBe(200);
  expect(res.body.errors).toBeUndefined();
  return res.body.data;
}

/** Oracle: per site, whether it made the market's bars and its visits over the score's period. */
async function oracle(staff: HttpClient, period: { min: string; max: string }) {
  const dist = await gql(staff, '{ scoreDistribution { sites { siteId madeBar } } }');
  const madeBar = new Set<string>((dist.scoreDistribution.sites as Array<{ siteId: string; madeBar: boolean }>).filter((s) => s.madeBar).map((s) => s.siteId));
  const visits = await gql(
    staff,
    `query ($where: SessionWhere!) { sessions(where: $where, analyzeBy: [siteId], limit: 5000) { groups { key { siteId } visits { primary } } } }`,
    { where: { arrivalTimeUtc: period, isQa: false, isBaseline: false } },
  );
  const visitsOf = new Map<string, number>((visits.sessions.groups as Array<{ key: { siteId: string }; visits: { primary: number } }>).map((g) => [g.key.siteId, g.visits.primary]));
  return { madeBar, visitsOf };
}

describe('Checkout Score peer groups, as a merchant', () => {
  const env = useSignedInServer();
  let readable: Set<string>;

  beforeAll(async () => {
    const orgs = await gql(env.merchant, '{ organizations { sites { siteId } } }');
    readable = new Set([...(orgs.organizations as Array<{ sites: Array<{ siteId: string }> }>).flatMap((o) => o.sites.map((s) => s.siteId)), DEMO_SITE_ID]);
  });

  it('shows the industry peers (apparel) with exactly the other shops that made the bars, and their quartiles', async () => {
    const score = (await gql(env.merchant, SCORE, { siteId: OWN.id })).checkoutScore;
    const { madeBar } = await oracle(env.staff, score.period);
    const apparel = [...madeBar].filter((id) => !readable.has(id) && industryOf(TAGS.get(id) ?? []) === 'apparel');
    const industry = (score.peerGroups as PeerGroup[]).find((g) => g.kind === 'industry')!;
    expect(industry.key).toBe('apparel');
    expect(apparel.length).toBeGreaterThanOrEqual(5); // the seeded world holds enough apparel shops
    expect(industry).toMatchObject({ suppressed: false, shopCount: apparel.length });
    for (const kpi of industry.market) {
      expect(kpi.p25!).toBeLessThanOrEqual(kpi.median);
      expect(kpi.p75!).toBeGreaterThanOrEqual(kpi.median);
    }
    // The whole market has quartiles too, around its median.
    for (const kpi of score.market as KpiMarket[]) expect([kpi.p25! <= kpi.median, kpi.median <= kpi.p75!]).toEqual([true, true]);
  });

  it('withholds a peer group of fewer than 5 other shops: Northwind’s size band (the large shops are its own and the demo)', async () => {
    const score = (await gql(env.merchant, SCORE, { siteId: OWN.id })).checkoutScore;
    const { madeBar, visitsOf } = await oracle(env.staff, score.period);
    const band = sizeBandOf(visitsOf.get(OWN.id)!);
    const size = (score.peerGroups as PeerGroup[]).find((g) => g.kind === 'size')!;
    expect(size.key).toBe(band);
    const others = [...madeBar].filter((id) => !readable.has(id) && sizeBandOf(visitsOf.get(id) ?? 0) === band);
    expect(others.length).toBeLessThan(5);
    expect(size).toEqual({ kind: 'size', key: band, shopCount: null, suppressed: true, market: [], withheldKpis: expect.arrayContaining(['car']) });
  });

  it('never shows any group from fewer than 5 other shops, nor one whose rest of the market is 1 to 4 shops', async () => {
    const score = (await gql(env.merchant, SCORE, { siteId: OWN.id })).checkoutScore;
    for (const group of score.peerGroups as PeerGroup[]) {
      if (group.suppressed) {
        expect(group.market).toEqual([]);
        expect(group.shopCount).toBeNull();
        continue;
      }
      expect(group.shopCount!).toBeGreaterThanOrEqual(5);
      // Market shop counts include shops the merchant may read: at least 5 are not theirs.
      for (const kpi of group.market) expect(kpi.shopCount).toBeGreaterThanOrEqual(5);
    }
  });
});

describe('Checkout Score peer groups with MARKET_MIN_SHOPS above the industry', () => {
  // 40 unknown shops: the whole market (60+ panel shops) still holds, an industry does not.
  const env = useSignedInServer({ env: { MARKET_MIN_SHOPS: '40' } });

  it('withholds every group smaller than the setting, and says which KPIs', async () => {
    const score = (await gql(env.merchant, SCORE, { siteId: OWN.id })).checkoutScore;
    const industry = (score.peerGroups as PeerGroup[]).find((g) => g.kind === 'industry')!;
    expect(industry).toMatchObject({ key: 'apparel', suppressed: true, shopCount: null, market: [] });
    expect(industry.withheldKpis).toHaveLength(5);
  });
});
