import type { Aggregates } from './metrics';
import { metricEvaluator, metricValue } from './report';
import { METRICS, PARTS, TEST_PARTS, type Part } from './types';

const primary: Aggregates = { visits: 1200, carts: 150, conversions: 40, revenue: 3600, revenueSquares: 400_000, cartsAbandoned: 110, visitsReachedCheckout: 70, acceleratedCheckouts: 9, regularCheckoutEngagements: 50, phoneCarts: 70, phoneCartsAbandoned: 60, desktopCarts: 60, desktopCartsAbandoned: 30, pageViews: 5000, abandonedCartAmount: 9000 };
const compare: Aggregates = { visits: 1000, carts: 100, conversions: 30, revenue: 2400, revenueSquares: 260_000, cartsAbandoned: 70, visitsReachedCheckout: 60, acceleratedCheckouts: 6, regularCheckoutEngagements: 41, phoneCarts: 50, phoneCartsAbandoned: 40, desktopCarts: 45, desktopCartsAbandoned: 20, pageViews: 4000, abandonedCartAmount: 7000 };
const zero: Aggregates = { visits: 0, carts: 0, conversions: 0, revenue: 0 };

const VALUE_PART_SETS: Array<ReadonlySet<Part>> = [new Set(['primary']), new Set(['primary', 'compare']), new Set(['compare', 'lift']), new Set(['primary', 'compare', 'lift'])];
const pairs: Array<[Aggregates, Aggregates | null]> = [
  [primary, compare],
  [primary, null],
  [compare, zero],
  [zero, compare],
  [{}, {}],
];

describe('metricEvaluator', () => {
  it.each(METRICS.map((m) => [m]))('%s: value parts answer exactly what compareSamples answers', (metric) => {
    for (const parts of VALUE_PART_SETS) {
      const evaluate = metricEvaluator(metric, parts);
      for (const [p, c] of pairs) expect(evaluate(p, c)).toEqual(metricValue(metric, parts, p, c));
    }
  });

  it('returns only the requested parts', () => {
    expect(Object.keys(metricEvaluator('car', new Set(['compare', 'primary']))(primary, compare))).toEqual(['primary', 'compare']);
    expect(metricEvaluator('car', new Set(['lift']))(primary, compare)).toEqual({ lift: expect.closeTo(110 / 150 / 0.7 - 1, 12) });
  });

  it('hands test parts to the statistics', () => {
    const parts = new Set<Part>(PARTS.filter((p) => TEST_PARTS.has(p) || p === 'primary'));
    const value = metricEvaluator('conversionRate', parts)(primary, compare);
    expect(value).toEqual(metricValue('conversionRate', parts, primary, compare));
    expect(value.confidence).toEqual(expect.any(Number));
  });
});

describe('probabilityToWin (issue 12, defect 9)', () => {
  const parts = new Set(['probabilityToWin'] as const);
  // 10 of 100 against 30 of 100: primary is clearly the lower rate.
  const primary = { cartsAbandoned: 10, carts: 100, conversions: 10, visits: 100 };
  const compare = { cartsAbandoned: 30, carts: 100, conversions: 30, visits: 100 };

  it('is the chance primary is better: lower for car, higher for a conversion rate', () => {
    const car = metricValue('car', parts, primary, compare).probabilityToWin!;
    const conversionRate = metricValue('conversionRate', parts, primary, compare).probabilityToWin!;
    expect(car).toBeGreaterThan(0.99);
    expect(conversionRate).toBeLessThan(0.01);
    expect(car + conversionRate).toBeCloseTo(1, 9);
  });
});
