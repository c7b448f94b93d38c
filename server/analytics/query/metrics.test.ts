import { sampleValue } from '../statistics';
import { METRIC_DEFS, mobileAbandonmentGap, pointValue, sampleOf, type Aggregates } from './metrics';
import { METRICS, type MetricName } from './types';

// Aggregates that hit every branch: ordinary, empty, zero denominators, successes over trials,
// negative and non-finite inputs, and a mean with and without Σx².
const CASES: Aggregates[] = [
  {},
  { visits: 1000, carts: 120, conversions: 30, revenue: 2400, revenueSquares: 260_000, cartsAbandoned: 90, visitsReachedCheckout: 60 },
  { visits: 1000, carts: 120, conversions: 30, revenue: 2400, cartsAbandoned: 90, visitsReachedCheckout: 60, acceleratedCheckouts: 12, regularCheckoutEngagements: 40 },
  { visits: 0, carts: 0, conversions: 0, revenue: 0, visitsReachedCheckout: 0 },
  { visits: 10, carts: 20, conversions: 15, visitsReachedCheckout: 5 },
  { visits: -5, carts: 3, conversions: -1, revenue: -20, revenueSquares: -1 },
  { visits: Number.NaN, carts: Number.POSITIVE_INFINITY, conversions: 3, revenue: Number.NaN },
  { visits: 1e308, revenue: 1e308, conversions: 1e-308 },
  { phoneCarts: 40, phoneCartsAbandoned: 30, desktopCarts: 50, desktopCartsAbandoned: 20 },
  { phoneCarts: 0, phoneCartsAbandoned: 0, desktopCarts: 50, desktopCartsAbandoned: 20 },
  { phoneCarts: 10, phoneCartsAbandoned: Number.NaN, desktopCarts: 5, desktopCartsAbandoned: 1 },
];

/** What the report answered before pointValue: the value of the metric's statistics sample. */
function viaSample(metric: MetricName, aggs: Aggregates): number | null {
  if (METRIC_DEFS[metric].kind === 'gap') {
    const gap = mobileAbandonmentGap(aggs);
    return gap !== null && Number.isFinite(gap) ? gap : null;
  }
  return sampleValue(sampleOf(metric as Exclude<MetricName, 'mobileAbandonmentGap'>, aggs));
}

describe('pointValue', () => {
  it.each(METRICS.map((m) => [m]))('%s equals the value of its statistics sample for every case', (metric) => {
    for (const aggs of CASES) expect([aggs, pointValue(metric, aggs)]).toEqual([aggs, viaSample(metric, aggs)]);
  });

  it('answers hand-worked values', () => {
    const aggs = CASES[1];
    expect(pointValue('car', aggs)).toBe(0.75);
    expect(pointValue('aov', aggs)).toBe(80);
    expect(pointValue('rpv', aggs)).toBe(2.4);
    expect(pointValue('checkoutConversionRate', aggs)).toBe(0.5);
    expect(pointValue('mobileAbandonmentGap', CASES[8])).toBeCloseTo(0.75 - 0.4, 12);
    // Over nothing, or more successes than trials: no rate.
    expect(pointValue('conversionRate', CASES[3])).toBeNull();
    expect(pointValue('cartRate', CASES[4])).toBeNull();
  });
});
