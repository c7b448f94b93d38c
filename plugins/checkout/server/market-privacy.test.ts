import { KPIS } from '../score';
import { siteScore } from './answer';
import { distinctMarket } from './fixtures';
import { scoreWholeMarket } from './market';
import { kpiMarketShops, withheldKpis, withholdMarket } from './market-privacy';

const rows = distinctMarket(12, 5);
const scored = scoreWholeMarket(rows);

describe('kpiMarketShops', () => {
  it('lists per KPI the shops its market stats were built from', () => {
    const shops = kpiMarketShops(rows);
    for (const kpi of KPIS) expect(shops.get(kpi.name)).toHaveLength(scored.market[kpi.name]!.shopCount);
    // A shop that does not count for a KPI (fewer than 50 accelerated checkouts) is not behind it.
    const few = rows.map((row, i) => (i === 0 ? { ...row, acceleratedCheckouts: 10 } : row));
    expect(kpiMarketShops(few).get('acceleratedCheckoutRate')).not.toContain(rows[0].siteId);
    expect(kpiMarketShops(few).get('car')).toContain(rows[0].siteId);
  });
});

describe('withheldKpis', () => {
  const shops = new Map([
    ['car', ['a', 'b', 'c', 'd', 'e', 'f']],
    ['checkoutConversionRate', ['a', 'b', 'c', 'd', 'e']],
    ['acceleratedCheckoutRate', []],
  ]);
  it('counts only the shops the reader does not know', () => {
    expect(withheldKpis(shops, new Set(), 5)).toEqual(new Set());
    expect(withheldKpis(shops, new Set(['a']), 5)).toEqual(new Set(['checkoutConversionRate']));
    expect(withheldKpis(shops, new Set(['a', 'b']), 5)).toEqual(new Set(['car', 'checkoutConversionRate']));
    expect(withheldKpis(shops, new Set(), 6)).toEqual(new Set(['checkoutConversionRate']));
  });
});

describe('withholdMarket', () => {
  const result = siteScore(scored, rows[3].siteId, false);
  it('nulls what the withheld KPI’s market would tell, and the overall score that sums it', () => {
    const out = withholdMarket(result, new Set(['car']));
    const [car, ...others] = out.subScores;
    expect(car).toMatchObject({ score: null, weightScore: 0, marketSuppressed: true, details: { value: rows[3].car, stats: { delta: null, sigmas: null, bias100: null }, rank: { rank: null, rank100: null } } });
    expect(others.map((s) => s.marketSuppressed)).toEqual([false, false, false, false]);
    expect(others).toEqual(result.subScores.slice(1));
    expect(out.score).toBeNull();
    expect(out.rank).toEqual({ rank: null, total: result.rank.total, rank100: null });
  });

  it('leaves a result with nothing withheld as it is', () => {
    expect(withholdMarket(result, new Set())).toEqual(result);
  });
});
