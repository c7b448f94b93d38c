// The metrics a report may chart (CONTRACT §2 "13 site data fields" + "further report
// metrics"): label and how values are formatted.
import type { MetricName, ValueFormat } from './types';

export interface MetricInfo {
  label: string;
  format: ValueFormat;
}

export const METRICS: Readonly<Record<MetricName, MetricInfo>> = {
  visits: { label: 'Visits', format: 'number' },
  carts: { label: 'Carts', format: 'number' },
  conversions: { label: 'Orders', format: 'number' },
  revenue: { label: 'Revenue', format: 'currency' },
  pageViews: { label: 'Page Views', format: 'number' },
  visitsReachedCheckout: { label: 'Visits Reached Checkout', format: 'number' },
  regularCheckoutEngagements: { label: 'Regular Checkout Engagements', format: 'number' },
  acceleratedCheckouts: { label: 'Accelerated Checkouts', format: 'number' },
  cartsAbandoned: { label: 'Carts Abandoned', format: 'number' },
  abandonedCartAmount: { label: 'Abandoned Revenue', format: 'currency' },
  car: { label: 'Cart Abandonment Rate', format: 'percent' },
  checkoutConversionRate: { label: 'Checkout Conversion Rate', format: 'percent' },
  acceleratedCheckoutRate: { label: 'Accelerated Checkout Rate', format: 'percent' },
  checkoutEngagementRate: { label: 'Checkout Engagement Rate', format: 'percent' },
  mobileAbandonmentGap: { label: 'Mobile Abandonment Gap', format: 'points' },
  conversionRate: { label: 'Conversion Rate', format: 'percent' },
  cartRate: { label: 'Cart Rate', format: 'percent' },
  rpv: { label: 'Revenue per Visit', format: 'currency' },
  aov: { label: 'Average Order Value', format: 'currency' },
};

/** Metrics whose lower values are better (the delta colours turn). */
export const LOWER_IS_BETTER: ReadonlySet<string> = new Set(['car', 'mobileAbandonmentGap', 'cartsAbandoned', 'abandonedCartAmount']);

export function isMetricName(name: string): name is MetricName {
  return Object.hasOwn(METRICS, name);
}
