// Periods (spec §9 "Date ranges"): aliases resolved against the server's now, the automatic
// bin, and the UTC bin grid the SQL's time buckets follow. All calendar math is UTC.
import type { Bin, TimeRange } from './types';

export const HOUR_MS = 3_600_000;
export const DAY_MS = 86_400_000;

export const PERIOD_ALIASES = ['l24h', 'l3d', 'l7d', 'l2w', 'l4w', 'l1m', 'mtd', 'ytd'] as const;
export type PeriodAlias = (typeof PERIOD_ALIASES)[number];

/** Spec §9: l24h hour bins; l3d, l7d, l2w, l4w, l1m and mtd day bins; ytd week bins. */
export const ALIAS_BINS: Record<PeriodAlias, Bin> = {
  l24h: 'hour',
  l3d: 'day',
  l7d: 'day',
  l2w: 'day',
  l4w: 'day',
  l1m: 'day',
  mtd: 'day',
  ytd: 'week',
};

export function isPeriodAlias(value: string): value is PeriodAlias {
  return (PERIOD_ALIASES as readonly string[]).includes(value);
}

const floorTo = (ms: number, unit: number) => Math.floor(ms / unit) * unit;

/** The same day-of-month `months` later (negative: earlier), clamped to the month's last day. */
export function addMonths(date: Date, months: number): Date {
  const y = date.getUTCFullYear();
  const m = date.getUTCMonth() + months;
  const lastDay = new Date(Date.UTC(y, m + 1, 0)).getUTCDate();
  const day = Math.min(date.getUTCDate(), lastDay);
  return new Date(Date.UTC(y, m, day, date.getUTCHours(), date.getUTCMinutes(), date.getUTCSeconds(), date.getUTCMilliseconds()));
}

/**
 * An alias as a [min, max) range. "Last N" aliases are whole units ending where the current
 * unit starts (l24h: the 24 whole hours before this hour; l3d…l4w: N whole days before today;
 * l1m: from the same day one month ago to today), so the range, and with it the cache key,
 * stays the same for the whole hour/day and a retry after QUERY_QUEUED finds its result.
 * "To date" aliases run from the start of the month/year to the end of today (today so far
 * included: on the 1st of a month mtd would otherwise be empty).
 */
export function resolveAlias(alias: PeriodAlias, now: Date): TimeRange {
  const hour = floorTo(now.getTime(), HOUR_MS);
  const today = floorTo(now.getTime(), DAY_MS);
  const tomorrow = today + DAY_MS;
  const days = (n: number): TimeRange => ({ min: new Date(today - n * DAY_MS), max: new Date(today) });
  switch (alias) {
    case 'l24h':
      return { min: new Date(hour - 24 * HOUR_MS), max: new Date(hour) };
    case 'l3d':
      return days(3);
    case 'l7d':
      return days(7);
    case 'l2w':
      return days(14);
    case 'l4w':
      return days(28);
    case 'l1m':
      return { min: addMonths(new Date(today), -1), max: new Date(today) };
    case 'mtd':
      return { min: new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1)), max: new Date(tomorrow) };
    case 'ytd':
      return { min: new Date(Date.UTC(now.getUTCFullYear(), 0, 1)), max: new Date(tomorrow) };
  }
}

/** Spec §9 auto bin: a span of ≥ 540 days → week, ≥ 90 days → day, else hour. */
export function autoBin(range: TimeRange): Bin {
  const days = (range.max.getTime() - range.min.getTime()) / DAY_MS;
  if (days >= 540) return 'week';
  if (days >= 90) return 'day';
  return 'hour';
}

/**
 * Start of the bin holding `ms`, as the SQL buckets it: hours and days on the UTC clock,
 * weeks from Monday 00:00 UTC (ISO weeks, DuckDB's date_trunc('week')), months from the 1st.
 */
export function binStart(ms: number, bin: Bin): number {
  switch (bin) {
    case 'hour':
      return floorTo(ms, HOUR_MS);
    case 'day':
      return floorTo(ms, DAY_MS);
    case 'week': {
      const day = Math.floor(ms / DAY_MS);
      // 1970-01-01 was a Thursday: (day + 3) mod 7 is the number of days since Monday.
      const sinceMonday = (((day + 3) % 7) + 7) % 7;
      return (day - sinceMonday) * DAY_MS;
    }
    case 'month': {
      const d = new Date(ms);
      return Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), 1);
    }
  }
}

export function nextBin(start: number, bin: Bin): number {
  switch (bin) {
    case 'hour':
      return start + HOUR_MS;
    case 'day':
      return start + DAY_MS;
    case 'week':
      return start + 7 * DAY_MS;
    case 'month': {
      const d = new Date(start);
      return Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 1);
    }
  }
}

/**
 * Starts of every bin overlapping [min, max), first one possibly before min (a week or month
 * that began earlier). Stops after `cap` + 1 bins so a caller can detect "too many" cheaply.
 */
export function binStarts(range: TimeRange, bin: Bin, cap = Number.POSITIVE_INFINITY): number[] {
  const out: number[] = [];
  for (let t = binStart(range.min.getTime(), bin); t < range.max.getTime() && out.length <= cap; t = nextBin(t, bin)) out.push(t);
  return out;
}
