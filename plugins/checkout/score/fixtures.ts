// Test rows: a site that clears every data-quality bar, overridable field by field.
import type { KpiMarketStats, SiteDataRow } from './types';

export function makeRow(overrides: Partial<SiteDataRow> = {}): SiteDataRow {
  return {
    siteId: 'site',
    car: 0.5,
    checkoutEngagementRate: 0.2,
    checkoutConversionRate: 0.3,
    acceleratedCheckoutRate: 0.1,
    mobileAbandonmentGap: 0.05,
    cartsAbandoned: 500,
    abandonedCartAmount: 10000,
    visits: 10000,
    carts: 1000,
    conversions: 300,
    visitsReachedCheckout: 1000,
    regularCheckoutEngagements: 200,
    acceleratedCheckouts: 100,
    ...overrides,
  };
}

export function makeStats(overrides: Partial<KpiMarketStats> = {}): KpiMarketStats {
  return { median: 0.5, p25: 0.4, p75: 0.6, deviation: 0.1, mean: 0.5, shopCount: 10, weightSum: 10000, ...overrides };
}
