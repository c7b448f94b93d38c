import type { SiteDataRow } from '../score';

/**
 * Test markets with values no two sites share: counts are ≥ 150 and distinct per site and
 * rates are irregular fractions, so a privacy test can look for any other site's number in
 * an answer without tripping over small integers such as ranks or weights.
 */
export function distinctMarket(n: number, seed: number, idPrefix = 'site'): SiteDataRow[] {
  let state = seed;
  const random = () => {
    state = (state * 16807) % 2147483647;
    return state / 2147483647;
  };
  return Array.from({ length: n }, (_, i) => {
    const visits = 20_000 + i * 1_013 + Math.floor(random() * 500);
    const carts = 2_000 + i * 211 + Math.floor(random() * 100);
    const visitsReachedCheckout = 1_200 + i * 151 + Math.floor(random() * 50);
    const conversions = 600 + i * 89 + Math.floor(random() * 40);
    const acceleratedCheckouts = 300 + i * 47 + Math.floor(random() * 20);
    const regularCheckoutEngagements = 700 + i * 67 + Math.floor(random() * 30);
    const cartsAbandoned = carts - conversions;
    return {
      siteId: `${idPrefix}-${String(i).padStart(3, '0')}`,
      visits,
      carts,
      conversions,
      visitsReachedCheckout,
      acceleratedCheckouts,
      regularCheckoutEngagements,
      cartsAbandoned,
      abandonedCartAmount: cartsAbandoned * 61.37 + i,
      car: cartsAbandoned / carts,
      checkoutConversionRate: conversions / visitsReachedCheckout,
      acceleratedCheckoutRate: acceleratedCheckouts / visitsReachedCheckout,
      checkoutEngagementRate: regularCheckoutEngagements / visitsReachedCheckout,
      mobileAbandonmentGap: 0.02 + random() * 0.1,
    };
  });
}
