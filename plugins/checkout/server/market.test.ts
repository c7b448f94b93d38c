import { scoreMarket, type SiteDataRow } from '../score';
import { syntheticMarket } from './bench';
import { scoreWholeMarket } from './market';
import { ranker } from '../score';

describe('ranker', () => {
  it('counts finite scores strictly below, ties not beaten (spec §9 rank)', () => {
    const rank = ranker([10, 20, 20, 30, Number.NaN]);
    expect(rank(20)).toEqual({ rank: 1, total: 4, rank100: 25 }); // only 10 is lower: 100 × 1/4
    expect(rank(30)).toEqual({ rank: 3, total: 4, rank100: 75 });
    expect(rank(10)).toEqual({ rank: 0, total: 4, rank100: 0 });
    expect(rank(Number.NaN)).toEqual({ rank: Number.NaN, total: 4, rank100: Number.NaN });
    expect(ranker([])(50)).toEqual({ rank: Number.NaN, total: 0, rank100: Number.NaN });
  });
});

describe('scoreWholeMarket', () => {
  it('gives exactly what the engine’s scoreMarket gives, on markets with thin and broken rows', () => {
    const rows: SiteDataRow[] = syntheticMarket(300, 7);
    // Unscorable rows: no carts at all, NaN rates, a tiny shop under every bar.
    rows.push({ ...rows[0], siteId: 'empty', carts: 0, conversions: 0, car: Number.NaN, checkoutConversionRate: Number.NaN });
    rows.push({ ...rows[1], siteId: 'tiny', visits: 40, carts: 10, conversions: 2, acceleratedCheckouts: 1, regularCheckoutEngagements: 3 });
    const expected = scoreMarket(rows);
    const actual = scoreWholeMarket(rows);
    expect(actual.results.size).toBe(expected.size);
    for (const [siteId, result] of expected) expect(actual.results.get(siteId)).toEqual(result);
  });

  it('counts the sites with data, those that made the bar, and the scored', () => {
    const rows = syntheticMarket(50, 3);
    const scored = scoreWholeMarket(rows);
    expect(scored.sitesWithData).toBe(50);
    expect(scored.sitesMadeBar).toBe(rows.filter((r) => r.visits >= 1000 && r.carts >= 100 && r.conversions >= 100).length);
    expect(scored.scoredCount).toBe([...scored.results.values()].filter((r) => Number.isFinite(r.score)).length);
    expect(scored.rowsById.get(rows[7].siteId)).toBe(rows[7]);
  });
});
