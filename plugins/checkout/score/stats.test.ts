import { makeRow } from './fixtures';
import { dropOutliers, kpiStats, marketStats, median, percentile, weightedMeanAndDeviation } from './stats';

describe('weightedMeanAndDeviation', () => {
  it('weights each value by its weight', () => {
    // values 1 (w 1) and 4 (w 2): mean = (1 + 8) / 3 = 3
    // variance = (1·(1−3)² + 2·(4−3)²) / 3 = (4 + 2) / 3 = 2 → deviation √2
    const r = weightedMeanAndDeviation([
      { value: 1, weight: 1 },
      { value: 4, weight: 2 },
    ]);
    expect(r.mean).toBeCloseTo(3);
    expect(r.deviation).toBeCloseTo(Math.SQRT2);
    expect(r.weightSum).toBe(3);
  });
  it('is NaN with no weight', () => {
    expect(weightedMeanAndDeviation([{ value: 1, weight: 0 }]).mean).toBeNaN();
  });
});

describe('median', () => {
  it('is the middle value, or the mean of the two middle values', () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(median([])).toBeNaN();
  });
});

describe('outlier drop (3σ)', () => {
  // 0.4, 0.5, 0.6 at weight 1000 and 1.0 at weight 100 (Σw = 3100):
  // mean = (400 + 500 + 600 + 100) / 3100 = 0.51613
  // Σw(x−mean)² = 1000·0.013486 + 1000·0.000260 + 1000·0.007034 + 100·0.234131 = 44.19
  // deviation = √(44.19 / 3100) = √0.014255 = 0.11940; 1.0 is 0.48387 / 0.11940 = 4.05σ away → dropped.
  // Recomputed on 0.4, 0.5, 0.6 (Σw 3000): mean 0.5, deviation √((10 + 0 + 10) / 3000) = 0.08165, median 0.5.
  const points = [
    { value: 0.4, weight: 1000 },
    { value: 0.5, weight: 1000 },
    { value: 0.6, weight: 1000 },
    { value: 1.0, weight: 100 },
  ];
  it('drops a value more than 3 weighted SDs from the weighted mean', () => {
    expect(dropOutliers(points).map((p) => p.value)).toEqual([0.4, 0.5, 0.6]);
  });
  it('recomputes the stats on the rest', () => {
    const s = kpiStats(points)!;
    expect(s.mean).toBeCloseTo(0.5);
    expect(s.deviation).toBeCloseTo(0.08165, 5);
    expect(s.median).toBeCloseTo(0.5);
    expect(s.shopCount).toBe(3);
    expect(s.weightSum).toBe(3000);
  });
  it('keeps a value within 3 SDs', () => {
    // 0.4, 0.5, 0.6 at 1000 and 0.7 at 100: mean 1570 / 3100 = 0.50645, deviation √(23.87 / 3100) = 0.08775,
    // so 0.7 is 0.19355 / 0.08775 = 2.2σ away → kept.
    const kept = dropOutliers([...points.slice(0, 3), { value: 0.7, weight: 100 }]);
    expect(kept).toHaveLength(4);
  });
});

describe('kpiStats shop count and weight', () => {
  const p = (value: number) => ({ value, weight: 100 });
  it('has no stats with exactly 2 shops', () => {
    expect(kpiStats([p(0.1), p(0.2)])).toBeUndefined();
  });
  it('has stats with 3 shops', () => {
    // mean 0.2, variance (0.01 + 0 + 0.01) / 3 → deviation 0.08165
    const s = kpiStats([p(0.1), p(0.2), p(0.3)])!;
    expect(s.shopCount).toBe(3);
    expect(s.median).toBeCloseTo(0.2);
    expect(s.deviation).toBeCloseTo(0.08165, 5);
  });
  it('keeps every shop when all values are equal (deviation 0)', () => {
    const s = kpiStats([p(0.3), p(0.3), p(0.3), p(0.3)])!;
    expect(s).toEqual({ median: 0.3, p25: 0.3, p75: 0.3, deviation: 0, mean: 0.3, shopCount: 4, weightSum: 400 });
  });
  it('has no stats when the weight sum is 0', () => {
    expect(kpiStats([0, 0, 0].map((w) => ({ value: 0.1, weight: w })))).toBeUndefined();
  });
});

describe('marketStats', () => {
  const rows = [0.4, 0.5, 0.6].map((car, i) => makeRow({ siteId: `s${i}`, car }));

  it('gives aggregates per KPI and no rows', () => {
    const market = marketStats(rows);
    expect(Object.keys(market).sort()).toEqual(
      ['acceleratedCheckoutRate', 'car', 'checkoutConversionRate', 'checkoutEngagementRate', 'mobileAbandonmentGap'],
    );
    expect(Object.keys(market.car!).sort()).toEqual(['deviation', 'mean', 'median', 'p25', 'p75', 'shopCount', 'weightSum']);
    // three shops at carts 1000: median 0.5, weight sum 3000
    expect(market.car).toMatchObject({ median: 0.5, shopCount: 3, weightSum: 3000 });
  });

  it('leaves out a site below an inclusion bar, so 2 shops remain and there are no stats', () => {
    const market = marketStats([...rows.slice(0, 2), makeRow({ siteId: 's2', car: 0.6, visits: 999 })]);
    expect(market.car).toBeUndefined();
  });

  it('leaves out rows under the weighting-field threshold for that KPI only', () => {
    // s2 has 49 accelerated checkouts: acceleratedCheckoutRate keeps 2 shops (no stats), car keeps 3.
    const market = marketStats([...rows.slice(0, 2), makeRow({ siteId: 's2', acceleratedCheckouts: 49 })]);
    expect(market.acceleratedCheckoutRate).toBeUndefined();
    expect(market.car?.shopCount).toBe(3);
  });

  it('skips NaN values', () => {
    const market = marketStats([...rows, makeRow({ siteId: 's3', car: Number.NaN })]);
    expect(market.car?.shopCount).toBe(3);
    expect(market.checkoutConversionRate?.shopCount).toBe(4);
  });
});

describe('percentile (market bands)', () => {
  it('interpolates between the nearest ranks, as a spreadsheet PERCENTILE', () => {
    // 1..5: positions (5 − 1) × p → 25th at 2, 75th at 4; 1..4: 25th at 1.75, 75th at 3.25.
    expect(percentile([5, 1, 3, 2, 4], 0.25)).toBe(2);
    expect(percentile([5, 1, 3, 2, 4], 0.75)).toBe(4);
    expect(percentile([1, 2, 3, 4], 0.25)).toBeCloseTo(1.75);
    expect(percentile([1, 2, 3, 4], 0.75)).toBeCloseTo(3.25);
    expect(percentile([], 0.5)).toBeNaN();
  });
  it('is part of every KPI market, from the same shops as the median', () => {
    const stats = kpiStats([0.1, 0.2, 0.3, 0.4, 0.5].map((value) => ({ value, weight: 100 })));
    expect(stats).toMatchObject({ p25: 0.2, median: 0.3, p75: 0.4 });
  });
});
