// Report ranges in the site's time zone, and the timeline's bucket (spec 9: Hour for short
// ranges, otherwise Day, threshold 50 on a span measure). The span measure here is the
// range's length in hours: under 50 hours (today, yesterday, two days) the timeline has
// hourly points (at most 49), from 50 hours on it has one point per local day.
import { badRequest } from '../../lib/errors';

export const HOUR_BUCKET_MAX_SPAN_HOURS = 50;
export const MAX_RANGE_DAYS = 1100;
export type Bucket = 'hour' | 'day';

export interface ReportRange {
  /** UTC instants, `to` exclusive. */
  from: Date;
  to: Date;
  bucket: Bucket;
}

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Offset of `tz` from UTC at instant `ms`, in ms (positive east of Greenwich). */
export function zoneOffsetMs(tz: string, ms: number): number {
  const parts = new Intl.DateTimeFormat('en-US', { timeZone: tz, hourCycle: 'h23', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit' })
    .formatToParts(new Date(ms))
    .reduce<Record<string, number>>((acc, p) => (p.type === 'literal' ? acc : { ...acc, [p.type]: Number(p.value) }), {});
  const asUtc = Date.UTC(parts.year, parts.month - 1, parts.day, parts.hour, parts.minute, parts.second);
  return asUtc - Math.floor(ms / 1000) * 1000;
}

/** The UTC instant of local midnight starting `date` (YYYY-MM-DD) in `tz`. */
export function localMidnight(date: string, tz: string): Date {
  const m = DATE.exec(date);
  const wall = m ? Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])) : NaN;
  if (!m || Number.isNaN(wall) || new Date(wall).toISOString().slice(0, 10) !== date) throw badRequest(`${date.slice(0, 20)} is not a date (YYYY-MM-DD)`);
  // Twice: the offset at the guess can differ from the offset at the answer around DST.
  const guess = wall - zoneOffsetMs(tz, wall);
  return new Date(wall - zoneOffsetMs(tz, guess));
}

/** The site's zone when the runtime knows it, else UTC (a stored zone is never trusted blindly). */
export function validZone(tz: string): string {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: tz });
    return tz;
  } catch {
    return 'UTC';
  }
}

/** Today's date (YYYY-MM-DD) in `tz`. */
export function localDate(tz: string, at = new Date()): string {
  return new Date(at.getTime() + zoneOffsetMs(tz, at.getTime())).toISOString().slice(0, 10);
}

export const bucketFor = (from: Date, to: Date): Bucket => ((to.getTime() - from.getTime()) / 3600_000 < HOUR_BUCKET_MAX_SPAN_HOURS ? 'hour' : 'day');

/**
 * `from` and `to` are local dates of the site, both included; default the last four weeks
 * (spec 9 'last4w': the 28 days ending today).
 */
export function localRange(tz: string, from: unknown, to: unknown, now = new Date()): ReportRange {
  const today = localDate(tz, now);
  const toDate = to === undefined || to === '' ? today : String(to);
  const lastDay = localMidnight(toDate, tz);
  const fromDate = from === undefined || from === '' ? new Date(lastDay.getTime() - 27 * 86_400_000 + 12 * 3600_000).toISOString().slice(0, 10) : String(from);
  const start = localMidnight(fromDate, tz);
  const end = localMidnight(new Date(Date.UTC(+toDate.slice(0, 4), +toDate.slice(5, 7) - 1, +toDate.slice(8, 10) + 1)).toISOString().slice(0, 10), tz);
  if (start >= end) throw badRequest('from must not be after to');
  if (end.getTime() - start.getTime() > MAX_RANGE_DAYS * 86_400_000) throw badRequest(`The range may span at most ${MAX_RANGE_DAYS} days`);
  return { from: start, to: end, bucket: bucketFor(start, end) };
}

const UTC_TEXT = /^(\d{4}-\d{2}-\d{2}) (\d{2}:\d{2}:\d{2})$/;

/** Spec 7 info/ogr: 'YYYY-MM-DD HH:mm:ss' in UTC. */
export function utcText(value: unknown, name: string, fallback: Date): Date {
  if (value === undefined || value === '') return fallback;
  const m = typeof value === 'string' ? UTC_TEXT.exec(value) : null;
  const at = m ? new Date(`${m[1]}T${m[2]}Z`) : null;
  if (!at || Number.isNaN(at.getTime()) || at.toISOString().slice(0, 19) !== `${m![1]}T${m![2]}`) throw badRequest(`${name} must be a UTC time 'YYYY-MM-DD HH:mm:ss'`);
  return at;
}
