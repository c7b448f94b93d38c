import type { Interval } from './types';

/** The single gate to the wire: NaN and ±Infinity become null. */
export function finite(value: number | null | undefined): number | null {
  return typeof value === 'number' && Number.isFinite(value) ? value : null;
}

export function finiteInterval(lower: number, upper: number): Interval | null {
  return Number.isFinite(lower) && Number.isFinite(upper) ? { lower, upper } : null;
}

/** a / b − 1, or null when b is 0 or either side is missing. */
export function relativeLift(primary: number | null, compare: number | null): number | null {
  if (primary === null || compare === null || compare === 0) return null;
  return finite(primary / compare - 1);
}
