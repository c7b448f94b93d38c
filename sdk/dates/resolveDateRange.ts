// The Date range entity of spec section 3 (name, span, spanUtc, timeZone) for the options of
// section 9. Every span is half-open, [start, end): end is the first instant NOT included,
// so consecutive ranges never overlap or leave a gap, whatever the day's length under DST.
import { DateTime } from 'luxon';
import {
  CUSTOM_RANGE_NEEDS_DATES_MESSAGE,
  CUSTOM_RANGE_ORDER_MESSAGE,
  INVALID_NOW_MESSAGE,
  MAX_RANGE_START,
  PAST_MONTHS,
  ROLLING_HOURS,
  TRAILING_DAYS,
  UNKNOWN_DATE_RANGE_MESSAGE,
  isDateRangeName,
  type DateRangeName,
} from './dateRangeNames';
import { resolveTimeZone, type TimeZoneKind, type TimeZoneSources } from './timeZone';

export interface DateSpan {
  /** ISO 8601 with milliseconds and offset. */
  readonly start: string;
  /** Exclusive. */
  readonly end: string;
}

export interface DateRange {
  readonly name: DateRangeName;
  /** In `timeZone`, with its offset ('2024-03-10T00:00:00.000-05:00'). */
  readonly span: DateSpan;
  /** The same instants in UTC ('2024-03-10T05:00:00.000Z'). */
  readonly spanUtc: DateSpan;
  /** The IANA zone the calendar days were counted in. */
  readonly timeZone: string;
}

export interface DateRangeOptions extends TimeZoneSources {
  /** Default: the current time. */
  readonly now?: Date | number;
  readonly timeZoneKind?: TimeZoneKind;
  /** For Custom: calendar days (yyyy-MM-dd) in the zone, both included. */
  readonly custom?: { readonly start: string; readonly end: string };
}

function customSpan(zone: string, custom: DateRangeOptions['custom']): [DateTime, DateTime] {
  const first = custom && DateTime.fromISO(custom.start, { zone });
  const last = custom && DateTime.fromISO(custom.end, { zone });
  if (!first?.isValid || !last?.isValid) throw new Error(CUSTOM_RANGE_NEEDS_DATES_MESSAGE);
  const start = first.startOf('day');
  const end = last.startOf('day').plus({ days: 1 }).startOf('day');
  if (end <= start) throw new Error(CUSTOM_RANGE_ORDER_MESSAGE);
  return [start, end];
}

/**
 * Calendar ranges never reach past the end of today: "This Month" is month-to-date and
 * "Last 7 Days" is today and the 6 days before, so a chart shows no empty future days.
 * "Last Month" and "Last N Months" are the whole calendar months before this one.
 */
function spanFor(name: DateRangeName, now: DateTime, options: DateRangeOptions): [DateTime, DateTime] {
  const today = now.startOf('day');
  // startOf after plus: where midnight is skipped by DST, the day starts at 01:00.
  const tomorrow = today.plus({ days: 1 }).startOf('day');
  const hours = ROLLING_HOURS[name];
  if (hours) return [now.minus({ hours }), now];
  const days = TRAILING_DAYS[name];
  if (days) return [today.minus({ days: days - 1 }).startOf('day'), tomorrow];
  const months = PAST_MONTHS[name];
  if (months) {
    const thisMonth = now.startOf('month');
    return [thisMonth.minus({ months }).startOf('month'), thisMonth];
  }
  switch (name) {
    case 'Today':
      return [today, tomorrow];
    case 'Yesterday':
      return [today.minus({ days: 1 }).startOf('day'), today];
    case 'This Month':
      return [now.startOf('month'), tomorrow];
    case 'Max':
      return [DateTime.fromISO(MAX_RANGE_START, { zone: now.zone }).startOf('day'), tomorrow];
    case 'Custom':
      return customSpan(now.zoneName ?? 'UTC', options.custom);
    default:
      throw new Error(UNKNOWN_DATE_RANGE_MESSAGE(name));
  }
}

const iso = (time: DateTime) => time.toISO() as string;

/**
 * @throws Error for an unknown name, an invalid `now`, or a Custom range without valid,
 * ordered dates.
 */
export function resolveDateRange(name: DateRangeName, options: DateRangeOptions = {}): DateRange {
  if (!isDateRangeName(name)) throw new Error(UNKNOWN_DATE_RANGE_MESSAGE(String(name)));
  const timeZone = resolveTimeZone(options.timeZoneKind, options);
  const millis = Number(options.now ?? Date.now());
  if (!Number.isFinite(millis)) throw new Error(INVALID_NOW_MESSAGE);
  const now = DateTime.fromMillis(millis, { zone: timeZone });
  const [start, end] = spanFor(name, now, options);
  return {
    name,
    span: { start: iso(start), end: iso(end) },
    spanUtc: { start: iso(start.toUTC()), end: iso(end.toUTC()) },
    timeZone,
  };
}
