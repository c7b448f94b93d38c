// Issue 12, part 3: the Checkout Score's peer groups (industry, size band, region) narrow the
// market by what a shop is, so they obey the market privacy rule of part 1: a group's numbers
// reach a merchant only from at least MARKET_MIN_SHOPS shops the merchant may not read, and
// never when "whole market minus the group" would be 1 to 4 such shops. Signed in as the
// Northwind merchant; the staff account and the seed's own tag list are the oracle.
import { industryOf, regionOf, sizeBandOf } from '../../plugins/checkout/score/peers';
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
  marketMinShops
  market { name median p25 p75 shopCount }
  peerGroups { kind key shopCount suppressed withheldKpis market { name median p25 p75 shopCount } }
} }`;

async function gql(client: HttpClient, query: string, variables: Record<string, unknown> = {}) {
  const res = await client.post('/graphql', { query, variables });
  expect(res.status).toBe(200);
  expect(res.body.errors).toBeUndefined();
  return res.body.data;
}

/**
 * Oracle: per site over the score's period (the merchant's site's zone), whether it made the
 * market's bars (spec §5: visits >= 1000, carts >= 100, orders >= 100), its visits and the
 * country most of its sessions came from, read as staff.
 */
async function oracle(staff: HttpClient, period: { min: string; max: string }) {
  const where = { arrivalTimeUtc: period, isQa: false, isBaseline: false };
  const bySite = await gql(staff, `query ($where: SessionWhere!) { sessions(where: $where, analyzeBy: [siteId], limit: 5000) { groups { key { siteId } visits { primary } carts { primary } conversions { primary } } } }`, { where });
  const visitsOf = new Map<string, number>();
  const madeBar = new Set<string>();
  type Counts = { key: { siteId: string }; visits: { primary: number }; carts: { primary: number }; conversions: { primary: number } };
  for (const g of bySite.sessions.groups as Counts[]) {
    visitsOf.set(g.key.siteId, g.visits.primary);
    if (g.visits.primary >= 1000 && g.carts.primary >= 100 && g.conversions.primary >= 100) madeBar.add(g.key.siteId);
  }
  const byCountry = await gql(staff, `query ($where: SessionWhere!) { sessions(where: $where, analyzeBy: [siteId, country], limit: 5000) { groups { key { siteId country } visits { primary } } } }`, { where });
  const countryOf = new Map<string, { country: string; n: number }>();
  for (const g of byCountry.sessions.groups as Array<{ key: { siteId: string; country: string }; visits: { primary: number } }>) {
    const best = countryOf.get(g.key.siteId);
    if (!best || g.visits.primary > best.n || (g.visits.primary === best.n && g.key.country < best.country)) countryOf.set(g.key.siteId, { country: g.key.country, n: g.visits.primary });
  }
  const keyOf = (kind: string, id: string) =>
    kind === 'industry' ? industryOf(TAGS.get(id) ?? []) : kind === 'size' ? sizeBandOf(visitsOf.get(id) ?? 0) : regionOf(countryOf.get(id)?.country ?? null);
  return { madeBar, keyOf };
}

describe('Checkout Score peer groups, as a merchant', () => {
  const env = useSignedInServer();
  let readable: Set<string>;
  let groups: PeerGroup[];
  let score: { period: { min: string; max: string }; market: KpiMarket[] };
  let truth: Awaited<ReturnType<typeof oracle>>;

  beforeAll(async () => {
    const orgs = await gql(env.merchant, '{ organizations { sites { siteId } } }');
    readable = new Set([...(orgs.organizations as Array<{ sites: Array<{ siteId: string }> }>).flatMap((o) => o.sites.map((s) => s.siteId)), DEMO_SITE_ID]);
    score = (await gql(env.merchant, SCORE, { siteId: OWN.id })).checkoutScore;
    groups = (score as unknown as { peerGroups: PeerGroup[] }).peerGroups;
    truth = await oracle(env.staff, score.period);
  });

  it('puts the shop in its industry (from its tags), size band and region, as the oracle does', () => {
    expect(groups.map((g) => g.kind)).toEqual(['industry', 'size', 'region']);
    expect(groups[0].key).toBe('apparel');
    for (const group of groups) expect([group.kind, group.key]).toEqual([group.kind, truth.keyOf(group.kind, OWN.id)]);
  });

  it('shows a group only from at least 5 other shops, counted exactly, with no 1-4 shops left in the rest of the market', () => {
    let shown = 0;
    let withheldSmall = 0;
    for (const group of groups) {
      const others = [...truth.madeBar].filter((id) => !readable.has(id));
      const inGroup = others.filter((id) => truth.keyOf(group.kind, id) === group.key).length;
      const rest = others.length - inGroup;
      if (inGroup < 5 || (rest > 0 && rest < 5)) {
        withheldSmall++;
        expect(group).toEqual({ kind: group.kind, key: group.key, shopCount: null, suppressed: true, market: [], withheldKpis: expect.any(Array) });
        expect(group.withheldKpis).toHaveLength(5);
        continue;
      }
      if (group.suppressed) continue;
      shown++;
      expect([group.kind, group.shopCount]).toEqual([group.kind, inGroup]);
      for (const kpi of group.market) {
        expect(kpi.shopCount).toBeGreaterThanOrEqual(5);
        expect([kpi.p25! <= kpi.median, kpi.median <= kpi.p75!]).toEqual([true, true]);
      }
    }
    // The seeded world holds both cases: the probes bit.
    expect([shown > 0, withheldSmall > 0]).toEqual([true, true]);
  });

  it('gives the whole market its quartiles around the median, and says how few shops a figure may come from', () => {
    expect((score as unknown as { marketMinShops: number }).marketMinShops).toBe(5);
    expect(score.market).toHaveLength(5);
    for (const kpi of score.market) expect([kpi.p25! <= kpi.median, kpi.median <= kpi.p75!]).toEqual([true, true]);
  });
});

describe('Checkout Score peer groups with MARKET_MIN_SHOPS above the industry', () => {
  // 40 unknown shops: no peer group of this world holds that many, and none is shown.
  const env = useSignedInServer({ env: { MARKET_MIN_SHOPS: '40' } });

  it('withholds every group smaller than the setting, and says which KPIs', async () => {
    const score = (await gql(env.merchant, SCORE, { siteId: OWN.id })).checkoutScore;
    expect(score.marketMinShops).toBe(40);
    for (const group of score.peerGroups as PeerGroup[]) {
      expect(group).toMatchObject({ suppressed: true, shopCount: null, market: [] });
      expect(group.withheldKpis).toHaveLength(5);
    }
  });
});
