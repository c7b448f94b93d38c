import type { ShopProfile } from '../score';
import { distinctMarket } from './fixtures';
import { scoreWholeMarket } from './market';
import { peerGroups } from './peer-market';

// 12 shops: 6 'home' (the reader's own among them), 6 'beauty'; all 'europe' but two in
// 'northAmerica'. The reader may read its own shop only.
const rows = distinctMarket(12, 7);
const OWN = rows[0].siteId;
const profile = (i: number): ShopProfile => ({ tags: [i < 6 ? 'home' : 'beauty'], country: i >= 10 ? 'US' : 'DE' });
const profiles = new Map(rows.map((row, i) => [row.siteId, profile(i)]));
const scored = scoreWholeMarket(rows, profiles);
const byKind = (readable: Set<string>, minShops = 5) => new Map(peerGroups(scored, profiles, OWN, readable, minShops).map((g) => [g.kind, g]));

describe('peer groups under the market privacy rule', () => {
  it("shows a group of at least minShops other shops, counted without the reader's own", () => {
    const groups = byKind(new Set([OWN]));
    const home = groups.get('industry')!;
    expect(home).toMatchObject({ key: 'home', shopCount: 5, suppressed: false, withheldKpis: [] });
    expect(home.market.map((m) => m.name)).toHaveLength(5);
    // The group's market is its own, not the whole market's.
    const whole = scored.market.car!;
    expect(home.market[0].median).not.toBe(whole.median);
    expect(home.market[0].p25).toBeLessThanOrEqual(home.market[0].median);
    expect(home.market[0].p75).toBeGreaterThanOrEqual(home.market[0].median);
  });

  it('withholds a group of 4 other shops (under 5), with its count', () => {
    // The reader may also read one more home shop: 4 unknown shops remain.
    const home = byKind(new Set([OWN, rows[1].siteId])).get('industry')!;
    expect(home).toMatchObject({ key: 'home', shopCount: null, suppressed: true, market: [] });
    expect(home.withheldKpis).toHaveLength(5);
  });

  it('withholds a group whose rest of the market is a few shops (no differencing whole − group)', () => {
    // europe holds 10 shops, the rest of the market 2 (northAmerica): whole minus europe
    // would be those 2 shops' aggregate.
    const region = byKind(new Set([OWN])).get('region')!;
    expect(region).toMatchObject({ key: 'europe', suppressed: true, market: [], shopCount: null });
  });

  it('says nothing of a group the shop is in only by an unknown attribute', () => {
    const groups = peerGroups(scored, new Map(), OWN, new Set([OWN]), 5);
    expect(groups.find((g) => g.kind === 'industry')).toMatchObject({ key: null, suppressed: true, market: [] });
    // Size comes from the shop's own visits: every shop here is in the same band.
    expect(groups.find((g) => g.kind === 'size')).toMatchObject({ key: 'large', suppressed: false, shopCount: 11 });
  });
});
