/**
 * Each holdout metric is a ratio of per-visitor sums, R = Σy / Σd (d ≡ 1 for a plain mean such
 * as revenue per visitor). Visitors are the randomised units, so a metric over visits or orders
 * has correlated numerator and denominator within a visitor; the delta method linearises it:
 *   R̂ − R ≈ (1/n) Σ Lᵢ,  Lᵢ = (yᵢ − R dᵢ) / d̄,
 *   Var R̂ ≈ Var(L) / n,  Var(L) = (Var y − 2R Cov(y, d) + R² Var d) / d̄²
 * (Deng, Knoblich & Lu 2018, "Applying the Delta Method in Metric Analytics"). CUPED then works
 * on L like on any per-unit metric: Cov(L, x) = (Cov(y, x) − R Cov(d, x)) / d̄.
 */
import type { ArmSumName, ArmSums, HoldoutMetric } from './types';
import { isFiniteNumber, max } from './math';

interface RatioSums {
  y: ArmSumName;
  yy: ArmSumName;
  d: ArmSumName;
  dd: ArmSumName;
  yd: ArmSumName;
  xy: ArmSumName;
  xd: ArmSumName;
  /** The count that must be large enough for the normal approximation (MIN_EVENTS). */
  events: ArmSumName;
}

export const HOLDOUT_METRICS: Readonly<Record<HoldoutMetric, RatioSums>> = {
  // d ≡ 1: Σd = Σd² = visitors, Σyd = Σy, Σxd = Σx.
  revenuePerVisitor: { y: 'revenue', yy: 'revenueSquared', d: 'visitors', dd: 'visitors', yd: 'revenue', xy: 'preRevenue', xd: 'pre', events: 'orders' },
  conversionRate: { y: 'orders', yy: 'ordersSquared', d: 'visits', dd: 'visitsSquared', yd: 'ordersVisits', xy: 'preOrders', xd: 'preVisits', events: 'orders' },
  averageOrderValue: { y: 'revenue', yy: 'revenueSquared', d: 'orders', dd: 'ordersSquared', yd: 'revenueOrders', xy: 'preRevenue', xd: 'preOrders', events: 'orders' },
  addToCartRate: { y: 'carted', yy: 'cartedSquared', d: 'visits', dd: 'visitsSquared', yd: 'cartedVisits', xy: 'preCarted', xd: 'preVisits', events: 'carted' },
};

export const HOLDOUT_METRIC_NAMES = Object.keys(HOLDOUT_METRICS) as HoldoutMetric[];

/** One arm's view of one metric: its value and the per-visitor moments of L and x. */
export interface ArmMoments {
  n: number;
  /** R = Σy / Σd. */
  value: number;
  varL: number;
  covLX: number;
  meanX: number;
  varX: number;
  /** MIN_EVENTS counts these (orders, or carting sessions). */
  events: number;
}

/** The observed value Σy / Σd, null when Σd is 0 (or the sums are not finite). */
export function metricValue(sums: ArmSums, metric: HoldoutMetric): number | null {
  const spec = HOLDOUT_METRICS[metric];
  const value = sums[spec.y] / sums[spec.d];
  return isFiniteNumber(value) ? value : null;
}

/** Null below two visitors or without a denominator (no variance to speak of). */
export function armMoments(sums: ArmSums, metric: HoldoutMetric): ArmMoments | null {
  const spec = HOLDOUT_METRICS[metric];
  const n = sums.visitors;
  const meanD = sums[spec.d] / n;
  if (!(n >= 2 && meanD > 0)) return null;
  const cov = (ab: ArmSumName, a: ArmSumName, b: ArmSumName) => (sums[ab] - (sums[a] * sums[b]) / n) / (n - 1);
  const r = sums[spec.y] / sums[spec.d];
  const varY = cov(spec.yy, spec.y, spec.y);
  const varD = cov(spec.dd, spec.d, spec.d);
  const covYD = cov(spec.yd, spec.y, spec.d);
  const covXY = cov(spec.xy, 'pre', spec.y);
  const covXD = cov(spec.xd, 'pre', spec.d);
  // Rounding can leave a tiny negative variance where the true one is 0: clamp.
  const varL = max(0, (varY - 2 * r * covYD + r * r * varD) / (meanD * meanD));
  const moments: ArmMoments = {
    n,
    value: r,
    varL,
    covLX: (covXY - r * covXD) / meanD,
    meanX: sums.pre / n,
    varX: max(0, cov('preSquared', 'pre', 'pre')),
    events: sums[spec.events],
  };
  return isFiniteNumber(moments.value + moments.varL + moments.covLX + moments.meanX + moments.varX) ? moments : null;
}
