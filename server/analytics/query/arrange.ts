// What happens to finished groups before they leave: removeNullGroups, filterBy, orderBy,
// limit, in that order (filters first, so the limit counts only groups that are shown).
import type { Dimension, KeyValue, MetricName, OrderField } from './types';

export interface ArrangedRow {
  /** Key values in analyzeBy order. */
  values: KeyValue[];
  /** The share filter's measure of the group before smoothing (filterBy.shareOf, visits by default). */
  rawShare: number;
  /** Primary value of a metric (smoothed, as shown), null when undefined. */
  primaryOf(metric: MetricName): number | null;
}

export interface ArrangeOptions {
  analyzeBy: readonly Dimension[];
  removeNullGroups: boolean;
  visitsShareMin: number | null;
  orderBy: readonly OrderField[];
  limit: number;
}

/** Nulls sort last in either direction; otherwise numbers numerically, false < true, strings by code point. */
export function compareValues(a: KeyValue, b: KeyValue, direction: 'asc' | 'desc'): number {
  if (a === null || b === null) return a === b ? 0 : a === null ? 1 : -1;
  const sign = direction === 'asc' ? 1 : -1;
  if (a < b) return -sign;
  if (a > b) return sign;
  return 0;
}

export function arrange<T extends ArrangedRow>(rows: readonly T[], opts: ArrangeOptions): T[] {
  let kept = [...rows];
  if (opts.removeNullGroups) kept = kept.filter((r) => r.values.every((v) => v !== null));
  if (opts.visitsShareMin !== null) {
    // share = the group's measure / the measure of all groups (every session is in exactly one
    // group, so this is the period's total), computed before removeNullGroups dropped any. The
    // measure is the one shown (filterBy.shareOf): a pie of orders must not lose the payment
    // types that are rare in visits but real in orders.
    const total = rows.reduce((sum, r) => sum + r.rawShare, 0);
    const min = opts.visitsShareMin;
    kept = kept.filter((r) => (total > 0 ? r.rawShare / total : 0) >= min);
  }
  const timeIndex = opts.analyzeBy.indexOf('arrivalTimeUtc');
  const keyOrder = (a: T, b: T) => {
    for (let i = 0; i < a.values.length; i++) {
      const c = compareValues(a.values[i], b.values[i], 'asc');
      if (c) return c;
    }
    return 0;
  };
  // Default order: a time series in time order, otherwise the busiest groups first.
  const order: OrderField[] = opts.orderBy.length
    ? [...opts.orderBy]
    : [...(timeIndex >= 0 ? [{ field: 'arrivalTimeUtc', direction: 'asc' } as const] : []), { field: 'visits', direction: 'desc' }];
  // Decorate, sort, undecorate: each row's sort keys (a metric's primary means a statistics
  // call) are computed once, not in every comparison.
  const getters = order.map(({ field }) => {
    const index = opts.analyzeBy.indexOf(field as Dimension);
    return index >= 0 ? (r: T) => r.values[index] : (r: T) => r.primaryOf(field as MetricName);
  });
  const decorated = kept.map((row) => ({ row, keys: getters.map((get) => get(row)) }));
  decorated.sort((a, b) => {
    for (let i = 0; i < order.length; i++) {
      const c = compareValues(a.keys[i], b.keys[i], order[i].direction);
      if (c) return c;
    }
    return keyOrder(a.row, b.row); // ties: by key, so equal queries list groups in the same order
  });
  return decorated.slice(0, opts.limit).map((d) => d.row);
}
