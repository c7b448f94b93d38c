// The report's date control (spec §9 "Date ranges"). The names and the resolver are the
// console's (sdk resolveDateRange), so a range means the same instants everywhere; the list,
// the default, the period aliases and the auto-bin rule are the checkout spec's own.
import { DateTime } from 'luxon';
import { resolveDateRange, type DateRangeName } from 'sdk';
import { INTERNAL_ERRORS } from './messages';

/** Spec §9 options, in the spec's order ('Last 30 Days' of the console is not one of them). */
export const REPORT_DATE_RANGES = [
  'Today',
  'Yesterday',
  'Last 24 Hours',
  'Last 72 Hours',
  'Last 3 Days',
  'Last 7 Days',
  'Last 2 Weeks',
  'Last 4 Weeks',
  'This Month',
  'Last Month',
  'Last 2 Months',
  'Last 3 Months',
  'Max',
] as const satisfies readonly DateRangeName[];

export type ReportRangeName = (typeof REPORT_DATE_RANGES)[number] | 'Custom';
export const DEFAULT_REPORT_DATE_RANGE: ReportRangeName = 'Last 2 Weeks';

export type TimeBin = 'hour' | 'day' | 'week';

/** Spec §9 period aliases and their bins; a definition may name its default period by one. */
export const PERIOD_ALIASES = {
  l24h: { range: 'Last 24 Hours', bin: 'hour' },
  l3d: { range: 'Last 3 Days', bin: 'day' },
  l7d: { range: 'Last 7 Days', bin: 'day' },
  l2w: { range: 'Last 2 Weeks', bin: 'day' },
  l4w: { range: 'Last 4 Weeks', bin: 'day' },
  l1m: { range: 'Last Month', bin: 'day' },
  mtd: { range: 'This Month', bin: 'day' },
  // Year to date is not a picker option: it maps to the closest one, binned by week.
  ytd: { range: 'Max', bin: 'week' },
} as const satisfies Record<string, { range: ReportRangeName; bin: TimeBin }>;
export type PeriodAlias = keyof typeof PERIOD_ALIASES;

/** @throws 'Unknown period alias' for a name that is not one of PERIOD_ALIASES (a broken definition). */
export function periodAlias(alias: string): (typeof PERIOD_ALIASES)[PeriodAlias] {
  if (!Object.hasOwn(PERIOD_ALIASES, alias)) throw new Error(INTERNAL_ERRORS.unknownPeriodAlias(alias));
  return PERIOD_ALIASES[alias as PeriodAlias];
}

const DAY_MS = 24 * 3600_000;

/** Spec §9 auto bin: 540 days or more → week, 90 days or more → day, else hour. */
export function autoBin(minIso: string, maxIso: string): TimeBin {
  const days = (Date.parse(maxIso) - Date.parse(minIso)) / DAY_MS;
  if (days >= 540) return 'week';
  if (days >= 90) return 'day';
  return 'hour';
}

/** The bin of a selection: the alias's own bin when the option has one, else the auto rule. */
function binFor(name: ReportRangeName, minIso: string, maxIso: string): TimeBin {
  const alias = Object.values(PERIOD_ALIASES).find((a) => a.range === name && name !== 'Max');
  return alias ? alias.bin : autoBin(minIso, maxIso);
}

/** A date selection: a named range, or Custom with two calendar days (yyyy-MM-dd, both included). */
export interface DateSelection {
  name: ReportRangeName;
  customStart?: string;
  customEnd?: string;
}

export interface ResolvedPeriod {
  /** ISO UTC, inclusive. */
  min: string;
  /** ISO UTC, exclusive (CONTRACT §3): the instant after the last included one. */
  max: string;
  bin: TimeBin;
}

/** The where.arrivalTimeUtc of a selection, resolved in the site's zone against `now`. */
export function resolvePeriod(selection: DateSelection, now: number, timeZone: string | undefined): ResolvedPeriod {
  const custom =
    selection.name === 'Custom' && selection.customStart && selection.customEnd
      ? { start: selection.customStart, end: selection.customEnd }
      : undefined;
  const range = resolveDateRange(selection.name, { now, siteTimeZone: timeZone, custom });
  return { min: range.spanUtc.start, max: range.spanUtc.end, bin: binFor(selection.name, range.spanUtc.start, range.spanUtc.end) };
}

/**
 * What a custom pick means (spec §5): the start day from 00:00:00, the end day until 23:59:59,
 * in the site's zone. The query sends the end as the next midnight because max is exclusive.
 */
export function customBounds(startDay: string, endDay: string, timeZone: string | undefined): { start: string; end: string } {
  const zone = timeZone || 'UTC';
  const start = DateTime.fromISO(startDay, { zone }).startOf('day');
  const end = DateTime.fromISO(endDay, { zone }).set({ hour: 23, minute: 59, second: 59, millisecond: 0 });
  return { start: start.toISO({ suppressMilliseconds: true }) ?? '', end: end.toISO({ suppressMilliseconds: true }) ?? '' };
}

/** The last selectable day of the picker: today in the site's zone (spec §5: no future dates). */
export function lastSelectableDay(now: number, timeZone: string | undefined): string {
  return DateTime.fromMillis(now, { zone: timeZone || 'UTC' }).toISODate() ?? '';
}

/** Whether a calendar day (yyyy-MM-dd) may be picked: not after today in the site's zone. */
export function isSelectableDay(day: string, now: number, timeZone: string | undefined): boolean {
  return day <= lastSelectableDay(now, timeZone);
}

/** A picked Date (the picker's local midnight) as a calendar day. */
export function toDay(date: Date): string {
  return DateTime.fromJSDate(date).toISODate() ?? '';
}

/** A calendar day as the picker's local Date. */
export function fromDay(day: string): Date {
  return DateTime.fromISO(day).toJSDate();
}

const DAY_RE = /^\d{4}-\d{2}-\d{2}$/;

/**
 * A date selection as the URL carries it (the report's `dr` parameter, so Share and reload
 * keep the period): a range name ('Last 4 Weeks'), or a custom pick 'YYYY-MM-DD..YYYY-MM-DD'.
 */
export function dateParam(selection: DateSelection): string {
  return selection.name === 'Custom' && selection.customStart && selection.customEnd ? `${selection.customStart}..${selection.customEnd}` : selection.name;
}

/** The selection of a `dr` parameter; undefined for anything else (the report keeps its default). */
export function parseDateParam(value: string | null | undefined): DateSelection | undefined {
  if (!value) return undefined;
  const [start, end, ...rest] = value.split('..');
  if (end !== undefined) return !rest.length && DAY_RE.test(start) && DAY_RE.test(end) && start <= end ? { name: 'Custom', customStart: start, customEnd: end } : undefined;
  return (REPORT_DATE_RANGES as readonly string[]).includes(value) ? { name: value as ReportRangeName } : undefined;
}
