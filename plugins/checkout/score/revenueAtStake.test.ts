import { DAYS_PER_MONTH, extraOrdersPerMonth, revenueAtStake, type OwnTraffic } from './revenueAtStake';

const traffic: OwnTraffic = { days: 28, carts: 2000, phoneCarts: 1200, visitsReachedCheckout: 1000, averageOrderValue: 80 };
const month = DAYS_PER_MONTH / 28; // 1.0871…

describe('revenue at stake', () => {
  it('car: carts × (car − median) orders a month at the average order value', () => {
    // 2000 × (0.70 − 0.65) = 100 carts in 28 days → 108.7 a month → × 80 = 8,696.
    expect(extraOrdersPerMonth('car', 0.7, 0.65, traffic)).toBeCloseTo(100 * month);
    expect(revenueAtStake('car', 0.7, 0.65, traffic)).toBeCloseTo(8000 * month);
  });
  it('checkout conversion: checkouts × (median − rate)', () => {
    expect(revenueAtStake('checkoutConversionRate', 0.4, 0.45, traffic)).toBeCloseTo(1000 * 0.05 * 80 * month);
  });
  it('mobile gap: phone carts × (gap − median)', () => {
    expect(revenueAtStake('mobileAbandonmentGap', 0.12, 0.07, traffic)).toBeCloseTo(1200 * 0.05 * 80 * month);
    expect(revenueAtStake('mobileAbandonmentGap', 0.12, 0.07, { ...traffic, phoneCarts: null })).toBeNull();
  });
  it('is nothing when the shop is at or better than the median', () => {
    expect(revenueAtStake('car', 0.6, 0.65, traffic)).toBeNull();
    expect(revenueAtStake('checkoutConversionRate', 0.5, 0.45, traffic)).toBeNull();
    expect(revenueAtStake('car', 0.65, 0.65, traffic)).toBeNull();
  });
  it('has no money figure for KPIs that do not turn into orders, nor without an order value', () => {
    expect(revenueAtStake('acceleratedCheckoutRate', 0.1, 0.2, traffic)).toBeNull();
    expect(revenueAtStake('car', 0.7, 0.65, { ...traffic, averageOrderValue: null })).toBeNull();
    expect(revenueAtStake('car', null, 0.65, traffic)).toBeNull();
  });
});
