// Revenue at stake per KPI (issue 12, part 3): "closing the mobile gap to the median is worth
// about X a month", from the shop's own traffic and order value. An estimate, stated as one:
// every extra completed checkout is taken to be one more order at the shop's average order value.

/** Days per average month: the score's 4 weeks are scaled to a calendar month. */
export const DAYS_PER_MONTH = 365.25 / 12;

/** What the estimate reads of the shop's own last 4 weeks. */
export interface OwnTraffic {
  /** Days the counts cover (the score period: 28). */
  days: number;
  carts: number;
  /** Carts on phones (the Mobile Abandonment Gap is phone car − desktop car). */
  phoneCarts: number | null;
  visitsReachedCheckout: number;
  /** Revenue / orders of the same period. */
  averageOrderValue: number | null;
}

export type RevenueKpi = 'car' | 'checkoutConversionRate' | 'mobileAbandonmentGap';

/**
 * KPIs whose gap to the median turns into orders directly. Accelerated checkout and checkout
 * engagement change HOW shoppers check out, not how many do: no honest money figure exists.
 */
export const REVENUE_KPIS: ReadonlySet<string> = new Set<RevenueKpi>(['car', 'checkoutConversionRate', 'mobileAbandonmentGap']);

const finite = (value: number | null | undefined): value is number => typeof value === 'number' && Number.isFinite(value);

/**
 * Extra orders a month if the KPI were at `target` (the market median), or null when it does
 * not apply or the shop is already there:
 * - car (lower is better): carts × (car − target) fewer abandoned carts;
 * - checkoutConversionRate: visitsReachedCheckout × (target − rate) more orders;
 * - mobileAbandonmentGap: phone carts × (gap − target): phones abandon like the median shop's.
 */
export function extraOrdersPerMonth(kpi: string, value: number | null, target: number | null, traffic: OwnTraffic): number | null {
  if (!finite(value) || !finite(target) || !(traffic.days > 0)) return null;
  let perPeriod: number | null = null;
  if (kpi === 'car') perPeriod = traffic.carts * (value - target);
  else if (kpi === 'checkoutConversionRate') perPeriod = traffic.visitsReachedCheckout * (target - value);
  else if (kpi === 'mobileAbandonmentGap') perPeriod = finite(traffic.phoneCarts) ? traffic.phoneCarts * (value - target) : null;
  if (perPeriod === null || !(perPeriod > 0)) return null;
  return (perPeriod * DAYS_PER_MONTH) / traffic.days;
}

/** extraOrdersPerMonth × the shop's average order value, or null. */
export function revenueAtStake(kpi: string, value: number | null, target: number | null, traffic: OwnTraffic): number | null {
  const orders = extraOrdersPerMonth(kpi, value, target, traffic);
  if (orders === null || !finite(traffic.averageOrderValue) || traffic.averageOrderValue <= 0) return null;
  return orders * traffic.averageOrderValue;
}
