// Metric definitions (CONTRACT.md §2): which SQL aggregates each metric reads and how those
// aggregates become a statistics Sample (CONTRACT.md §4).
import { KPIS } from '../../../plugins/checkout/score/kpis';
import type { Sample } from '../statistics';
import { TEST_PARTS, type MetricName, type MetricSelection, type Part } from './types';

/**
 * The SQL aggregates the compiler can emit, one column each. Every metric is a function of
 * these, so a period's statement only computes the ones the selection needs.
 */
export const AGGREGATES = [
  'visits',
  'carts',
  'conversions',
  'revenue',
  'revenueSquares',
  'pageViews',
  'cartsAbandoned',
  'abandonedCartAmount',
  'visitsReachedCheckout',
  'regularCheckoutEngagements',
  'acceleratedCheckouts',
  'phoneCarts',
  'phoneCartsAbandoned',
  'desktopCarts',
  'desktopCartsAbandoned',
] as const;
export type Aggregate = (typeof AGGREGATES)[number];
export type Aggregates = Partial<Record<Aggregate, number>>;

export type MetricDef =
  | { kind: 'count'; value: Aggregate }
  | { kind: 'proportion'; successes: Aggregate; trials: Aggregate }
  /** A per-unit mean of revenue: sum = Σ revenue, sumSquares = Σ revenue², n = units. */
  | { kind: 'mean'; n: Aggregate }
  /** car(phone) − car(desktop): a difference of two proportions. */
  | { kind: 'gap' };

export const METRIC_DEFS: Record<MetricName, MetricDef> = {
  visits: { kind: 'count', value: 'visits' },
  carts: { kind: 'count', value: 'carts' },
  conversions: { kind: 'count', value: 'conversions' },
  revenue: { kind: 'count', value: 'revenue' },
  pageViews: { kind: 'count', value: 'pageViews' },
  cartsAbandoned: { kind: 'count', value: 'cartsAbandoned' },
  abandonedCartAmount: { kind: 'count', value: 'abandonedCartAmount' },
  visitsReachedCheckout: { kind: 'count', value: 'visitsReachedCheckout' },
  regularCheckoutEngagements: { kind: 'count', value: 'regularCheckoutEngagements' },
  acceleratedCheckouts: { kind: 'count', value: 'acceleratedCheckouts' },
  // car = cartsAbandoned / carts
  car: { kind: 'proportion', successes: 'cartsAbandoned', trials: 'carts' },
  // checkoutConversionRate = conversions / visitsReachedCheckout
  checkoutConversionRate: { kind: 'proportion', successes: 'conversions', trials: 'visitsReachedCheckout' },
  // acceleratedCheckoutRate = acceleratedCheckouts / visitsReachedCheckout
  acceleratedCheckoutRate: { kind: 'proportion', successes: 'acceleratedCheckouts', trials: 'visitsReachedCheckout' },
  // checkoutEngagementRate = regularCheckoutEngagements / visitsReachedCheckout
  checkoutEngagementRate: { kind: 'proportion', successes: 'regularCheckoutEngagements', trials: 'visitsReachedCheckout' },
  // conversionRate = conversions / visits
  conversionRate: { kind: 'proportion', successes: 'conversions', trials: 'visits' },
  // cartRate = carts / visits
  cartRate: { kind: 'proportion', successes: 'carts', trials: 'visits' },
  // rpv = Σ revenue / visits (revenue is 0 for sessions without an order, so every visit is a unit)
  rpv: { kind: 'mean', n: 'visits' },
  // aov = Σ revenue / conversions. revenue > 0 ⇔ converted (CONTRACT §1), so Σ revenue and
  // Σ revenue² over all sessions equal the sums over orders: the same two aggregates serve both.
  aov: { kind: 'mean', n: 'conversions' },
  mobileAbandonmentGap: { kind: 'gap' },
};

/**
 * Metrics that improve as they fall (the score's negative KPIs and the abandonment counts):
 * their probabilityToWin is the chance that primary is the lower one.
 */
export const LOWER_IS_BETTER_METRICS: ReadonlySet<MetricName> = new Set<MetricName>([
  ...KPIS.filter((kpi) => kpi.lowerIsBetter).map((kpi) => kpi.name as MetricName),
  'cartsAbandoned',
  'abandonedCartAmount',
]);

/** The aggregates one metric needs for the given parts. */
export function aggregatesFor(metric: MetricName, parts: ReadonlySet<Part>): Aggregate[] {
  const def = METRIC_DEFS[metric];
  switch (def.kind) {
    case 'count':
      return [def.value];
    case 'proportion':
      return [def.successes, def.trials];
    case 'mean':
      // Σx² only feeds the variance, i.e. the test parts; primary/compare/lift need Σx and n.
      return [...[...parts].some((p) => TEST_PARTS.has(p)) ? (['revenueSquares'] as const) : [], 'revenue', def.n];
    case 'gap':
      return ['phoneCarts', 'phoneCartsAbandoned', 'desktopCarts', 'desktopCartsAbandoned'];
  }
}

/**
 * What a group's share of a metric is measured in (filterBy.shareOf): a count is its own
 * measure; a rate or mean is as big as its denominator; the mobile gap as its carts.
 */
export function shareAggregate(metric: MetricName): Aggregate {
  const def = METRIC_DEFS[metric];
  switch (def.kind) {
    case 'count':
      return def.value;
    case 'proportion':
      return def.trials;
    case 'mean':
      return def.n;
    case 'gap':
      return 'carts';
  }
}

/** Union of the aggregates of every selected metric. */
export function aggregatesForSelection(selection: MetricSelection): Set<Aggregate> {
  const out = new Set<Aggregate>();
  for (const [metric, parts] of Object.entries(selection) as Array<[MetricName, ReadonlySet<Part>]>) {
    for (const agg of aggregatesFor(metric, parts)) out.add(agg);
  }
  return out;
}

const get = (aggs: Aggregates, name: Aggregate) => aggs[name] ?? 0;

/**
 * The statistics sample of a non-gap metric. A mean whose Σx² was not computed gets the
 * zero-variance value Σx²/n (≥ 0, so the sample stays valid for primary/compare/lift); the
 * variance-based parts are then never requested, and never returned.
 */
export function sampleOf(metric: Exclude<MetricName, 'mobileAbandonmentGap'>, aggs: Aggregates): Sample {
  const def = METRIC_DEFS[metric];
  switch (def.kind) {
    case 'count':
      return { kind: 'count', value: get(aggs, def.value) };
    case 'proportion':
      return { kind: 'proportion', successes: get(aggs, def.successes), trials: get(aggs, def.trials) };
    case 'mean': {
      const sum = get(aggs, 'revenue');
      const n = get(aggs, def.n);
      const sumSquares = aggs.revenueSquares ?? (n > 0 ? (sum * sum) / n : 0);
      return { kind: 'mean', sum, sumSquares, n };
    }
    case 'gap':
      throw new TypeError('mobileAbandonmentGap has no single sample: use mobileAbandonmentGap()');
  }
}

/**
 * A metric's point value from its aggregates: exactly sampleValue(sampleOf(metric, aggs))
 * (and the gap's finite value), without building a Sample. A report reads it for every
 * group × metric, so it allocates nothing (metrics.test.ts checks the equality).
 */
export function pointValue(metric: MetricName, aggs: Aggregates): number | null {
  const def = METRIC_DEFS[metric];
  switch (def.kind) {
    case 'count':
      return finiteOrNull(get(aggs, def.value));
    case 'proportion': {
      // proportions.ts isValidProportion: finite, trials > 0, 0 ≤ successes ≤ trials.
      const successes = get(aggs, def.successes);
      const trials = get(aggs, def.trials);
      const valid = Number.isFinite(successes) && Number.isFinite(trials) && trials > 0 && successes >= 0 && successes <= trials;
      return valid ? finiteOrNull(successes / trials) : null;
    }
    case 'mean': {
      // means.ts isValidMean, with sampleOf's zero-variance Σx² when it was not computed.
      const sum = get(aggs, 'revenue');
      const n = get(aggs, def.n);
      const sumSquares = aggs.revenueSquares ?? (n > 0 ? (sum * sum) / n : 0);
      const valid = Number.isFinite(sum) && Number.isFinite(sumSquares) && Number.isFinite(n) && n > 0 && sumSquares >= 0;
      return valid ? finiteOrNull(sum / n) : null;
    }
    case 'gap':
      return finiteOrNull(mobileAbandonmentGap(aggs));
  }
}

const finiteOrNull = (value: number | null) => (value !== null && Number.isFinite(value) ? value : null);

/** a / b, or null when b ≤ 0 (a rate over nothing is undefined). */
export function rate(successes: number, trials: number): number | null {
  return trials > 0 ? successes / trials : null;
}

/**
 * mobileAbandonmentGap = car(phone) − car(desktop), with car = (carted ∧ ¬converted) / carted
 * per form factor; null when either form factor has no carts.
 */
export function mobileAbandonmentGap(aggs: Aggregates): number | null {
  const phone = rate(get(aggs, 'phoneCartsAbandoned'), get(aggs, 'phoneCarts'));
  const desktop = rate(get(aggs, 'desktopCartsAbandoned'), get(aggs, 'desktopCarts'));
  return phone === null || desktop === null ? null : phone - desktop;
}
