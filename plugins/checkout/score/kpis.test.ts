import { makeRow } from './fixtures';
import { KPIS, ratio, withDerivedKpis } from './kpis';

describe('KPI table', () => {
  it('lists the five KPIs with the spec weights, weighting fields and directions', () => {
    expect(KPIS.map((k) => [k.name, k.weight, k.weightingField, k.lowerIsBetter])).toEqual([
      ['car', 25, 'carts', true],
      ['checkoutConversionRate', 30, 'conversions', false],
      ['mobileAbandonmentGap', 20, 'carts', true],
      ['acceleratedCheckoutRate', 15, 'acceleratedCheckouts', false],
      ['checkoutEngagementRate', 10, 'regularCheckoutEngagements', false],
    ]);
    // 25 + 30 + 20 + 15 + 10 = 100
    expect(KPIS.reduce((s, k) => s + k.weight, 0)).toBe(100);
  });

  it('derives the rates from the counts', () => {
    const row = withDerivedKpis(
      makeRow({ cartsAbandoned: 300, carts: 1200, conversions: 150, visitsReachedCheckout: 600, acceleratedCheckouts: 60, regularCheckoutEngagements: 90, mobileAbandonmentGap: 0.07 }),
    );
    expect(row.car).toBeCloseTo(0.25); // 300 / 1200
    expect(row.checkoutConversionRate).toBeCloseTo(0.25); // 150 / 600
    expect(row.acceleratedCheckoutRate).toBeCloseTo(0.1); // 60 / 600
    expect(row.checkoutEngagementRate).toBeCloseTo(0.15); // 90 / 600
    expect(row.mobileAbandonmentGap).toBe(0.07); // given as-is
  });

  it('gives NaN for a rate over zero', () => {
    expect(ratio(5, 0)).toBeNaN();
    expect(withDerivedKpis(makeRow({ visitsReachedCheckout: 0 })).checkoutConversionRate).toBeNaN();
  });
});
