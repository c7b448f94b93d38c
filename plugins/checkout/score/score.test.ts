import { makeRow, makeStats } from './fixtures';
import { scoreMarket, scoreSite } from './score';
import type { MarketStats } from './types';

// makeRow's KPI values: car 0.5, checkoutConversionRate 0.3, mobileAbandonmentGap 0.05,
// acceleratedCheckoutRate 0.1, checkoutEngagementRate 0.2. Medians equal to them → sub-score 50.
const atMedian: MarketStats = {
  car: makeStats({ median: 0.5 }),
  checkoutConversionRate: makeStats({ median: 0.3 }),
  mobileAbandonmentGap: makeStats({ median: 0.05 }),
  acceleratedCheckoutRate: makeStats({ median: 0.1 }),
  checkoutEngagementRate: makeStats({ median: 0.2 }),
};
const without = (market: MarketStats, ...names: string[]): MarketStats =>
  Object.fromEntries(Object.entries(market).filter(([name]) => !names.includes(name)));

describe('scoreSite', () => {
  it('sums the rounded weighted sub-scores over all five KPIs', () => {
    // weightPct 25, 30, 20, 15, 10; weightScore round(12.5)=13, 15, 10, round(7.5)=8, 5 → 51
    const r = scoreSite(makeRow(), atMedian);
    expect(r.subScores.map((s) => s.weightPct)).toEqual([25, 30, 20, 15, 10]);
    expect(r.subScores.map((s) => s.weightScore)).toEqual([13, 15, 10, 8, 5]);
    expect(r.score).toBe(51);
    expect(r.isMock).toBe(false);
  });

  it('still scores with 4 of 5 sub-scores and renormalises the weights', () => {
    // engagement missing: 25 + 30 + 20 + 15 = 90 → 27.78%, 33.33%, 22.22%, 16.67%
    // weightScore round(13.89)=14, round(16.67)=17, round(11.11)=11, round(8.33)=8 → 50
    const r = scoreSite(makeRow(), without(atMedian, 'checkoutEngagementRate'));
    expect(r.subScores[0].weightPct).toBeCloseTo(27.778, 3);
    expect(r.subScores[1].weightPct).toBeCloseTo(33.333, 3);
    expect(r.subScores[2].weightPct).toBeCloseTo(22.222, 3);
    expect(r.subScores[3].weightPct).toBeCloseTo(16.667, 3);
    expect(r.subScores.map((s) => s.weightScore)).toEqual([14, 17, 11, 8, 0]);
    expect(r.subScores[4].score).toBeNaN();
    expect(r.subScores[4].weightPct).toBe(0);
    expect(r.score).toBe(50);
  });

  it('does not score with only 3 of 5 sub-scores', () => {
    expect(scoreSite(makeRow(), without(atMedian, 'car', 'mobileAbandonmentGap')).score).toBeNaN();
  });

  it('counts a KPI as missing when the site itself is under the weighting threshold or NaN', () => {
    // 49 accelerated checkouts and a NaN engagement rate → 3 of 5 → unscored
    const row = makeRow({ acceleratedCheckouts: 49, checkoutEngagementRate: Number.NaN });
    const r = scoreSite(row, atMedian);
    expect(r.subScores[3].score).toBeNaN();
    expect(r.subScores[4].score).toBeNaN();
    expect(r.score).toBeNaN();
  });

  it('clamps the total at 100', () => {
    // mobile gap missing: 25 + 30 + 15 + 10 = 80 → 31.25%, 37.5%, 18.75%, 12.5%.
    // Every sub-score at 100 (4σ or more on the good side):
    // round(31.25)=31 + round(37.5)=38 + round(18.75)=19 + round(12.5)=13 = 101 → clamped to 100
    const best: MarketStats = {
      car: makeStats({ median: 0.9, deviation: 0.1 }), // 0.5 is 4σ below, lower is better → 100
      checkoutConversionRate: makeStats({ median: 0.1, deviation: 0.05 }), // 0.3 is +4σ → 100
      acceleratedCheckoutRate: makeStats({ median: 0, deviation: 0.01 }), // +10σ → 100
      checkoutEngagementRate: makeStats({ median: 0, deviation: 0.01 }), // +20σ → 100
    };
    const r = scoreSite(makeRow(), best);
    expect(r.subScores.map((s) => s.weightScore)).toEqual([31, 38, 0, 19, 13]);
    expect(r.score).toBe(100);
  });

  it('bottoms out at 0 when every sub-score is clamped to 0', () => {
    const worst: MarketStats = {
      car: makeStats({ median: 0.1, deviation: 0.1 }), // 0.5 is +4σ, inverted → 50 − 100 → 0
      checkoutConversionRate: makeStats({ median: 0.9, deviation: 0.1 }), // −6σ → 0
      mobileAbandonmentGap: makeStats({ median: 0, deviation: 0.01 }), // +5σ, inverted → 0
      acceleratedCheckoutRate: makeStats({ median: 0.9, deviation: 0.1 }), // −8σ → 0
      checkoutEngagementRate: makeStats({ median: 0.9, deviation: 0.1 }), // −7σ → 0
    };
    const r = scoreSite(makeRow(), worst);
    expect(r.subScores.map((s) => s.score)).toEqual([0, 0, 0, 0, 0]);
    expect(r.score).toBe(0);
  });

  it('fills details with value, weight and stats', () => {
    const r = scoreSite(makeRow({ car: 0.6 }), atMedian, true);
    // car: delta 0.1, 1σ, lower is better → bias −25 → sub-score 25
    expect(r.subScores[0].details).toMatchObject({ value: 0.6, valueWeight: 1000 });
    expect(r.subScores[0].details.stats.bias100).toBeCloseTo(-25);
    expect(r.subScores[0].score).toBeCloseTo(25);
    expect(r.isMock).toBe(true);
  });
});

describe('scoreMarket', () => {
  // car 0.4, 0.5, 0.5, 0.6 at 1000 carts each; every other KPI equal (deviation 0 → 50).
  // car market: mean 0.5, deviation √((0.01 + 0 + 0 + 0.01) / 4) = 0.07071, median 0.5.
  // 0.4: 50 + 25 × 1.4142 = 85.36 → round(21.34) = 21; other KPIs 15 + 10 + 8 + 5 = 38 → 59
  // 0.5: 50 → 13 + 38 = 51 (twice)
  // 0.6: 14.64 → round(3.66) = 4 + 38 = 42
  const rows = [0.4, 0.5, 0.5, 0.6].map((car, i) => makeRow({ siteId: `s${i}`, car }));
  const results = scoreMarket(rows);

  it('scores every site against the market', () => {
    expect(rows.map((r) => results.get(r.siteId)!.score)).toEqual([59, 51, 51, 42]);
  });

  it('ranks by the number of lower scores, ties sharing a rank', () => {
    expect(results.get('s0')!.rank).toEqual({ rank: 3, total: 4, rank100: 75 });
    expect(results.get('s1')!.rank).toEqual({ rank: 1, total: 4, rank100: 25 });
    expect(results.get('s2')!.rank).toEqual({ rank: 1, total: 4, rank100: 25 });
    expect(results.get('s3')!.rank).toEqual({ rank: 0, total: 4, rank100: 0 });
  });

  it('ranks each sub-score among shops that have it', () => {
    expect(results.get('s0')!.subScores[0].details.rank).toEqual({ rank: 3, total: 4, rank100: 75 });
  });

  it('leaves unscored sites out of the total', () => {
    // s4 has NaN in three KPIs → unscored; the others still rank out of 4.
    const nan = Number.NaN;
    const more = scoreMarket([
      ...rows,
      makeRow({ siteId: 's4', car: nan, checkoutConversionRate: nan, mobileAbandonmentGap: nan }),
    ]);
    expect(more.get('s4')!.score).toBeNaN();
    expect(more.get('s4')!.rank.total).toBe(4);
    expect(more.get('s0')!.rank).toEqual({ rank: 3, total: 4, rank100: 75 });
  });
});
