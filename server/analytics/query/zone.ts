// Bins in a site's time zone (issue 12, defect 5): a Berlin site's day starts at its midnight,
// not at UTC's. The SQL stays engine-neutral: a zone is a handful of UTC offsets, each valid
// from an instant on (its DST changes), so "local time" is the arrival time plus a CASE of
// constant offsets, and a local bin start goes back to UTC by the offset valid there.
import type { Dialect } from './dialect';
import { binStart, binStarts, DAY_MS, nextBin } from './period';
import type { Bin, TimeRange } from './types';

/** Whether `zone` is an IANA zone this runtime knows. */
export function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

const formats = new Map<string, Intl.DateTimeFormat>();

/** The zone's UTC offset at the instant `ms`, in milliseconds (Berlin in winter: 3 600 000). */
export function zoneOffsetMs(zone: string, ms: number): number {
  let format = formats.get(zone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', { timeZone: zone, hourCycle: 'h23', year: 'numeric', month: 'numeric', day: 'numeric', hour: 'numeric', minute: 'numeric', second: 'numeric' });
    formats.set(zone, format);
  }
  const parts = Object.fromEntries(format.formatToParts(new Date(ms)).map((p) => [p.type, Number(p.value)]));
  const wall = Date.UTC(parts.year, parts.month - 1, parts.day, parts.hour, parts.minute, parts.second);
  return wall - Math.floor(ms / 1000) * 1000;
}

/** An offset and the UTC instant it starts at (the first one: -Infinity). */
export interface ZoneSegment {
  fromMs: number;
  offsetMs: number;
}

/** The offsets in force over [min, max), found by a daily scan and an hourly bisection. */
export function zoneSegments(zone: string, range: TimeRange): ZoneSegment[] {
  const min = range.min.getTime() - 7 * DAY_MS; // margin: a week or month bin may start before min
  const max = range.max.getTime() + 7 * DAY_MS;
  const segments: ZoneSegment[] = [{ fromMs: Number.NEGATIVE_INFINITY, offsetMs: zoneOffsetMs(zone, min) }];
  for (let t = min; t < max; t += DAY_MS) {
    const next = Math.min(t + DAY_MS, max);
    const offset = zoneOffsetMs(zone, next);
    if (offset === segments[segments.length - 1].offsetMs) continue;
    // The change lies in (t, next]: bisect to the minute (changes happen on whole minutes).
    let lo = t;
    let hi = next;
    while (hi - lo > 60_000) {
      const mid = lo + Math.floor((hi - lo) / 120_000) * 60_000;
      if (zoneOffsetMs(zone, mid) === offset) hi = mid;
      else lo = mid;
    }
    segments.push({ fromMs: hi, offsetMs: offset });
  }
  return segments;
}

/** Whether binning in `zone` differs from binning in UTC at all over the range. */
export const zoneMatters = (zone: string | undefined, bin: Bin): zone is string => !!zone && zone !== 'UTC' && bin !== 'hour';

/** The offset in force at `ms` (UTC instant). */
export function offsetAt(segments: readonly ZoneSegment[], ms: number): number {
  let offset = segments[0].offsetMs;
  for (const s of segments) if (s.fromMs <= ms) offset = s.offsetMs;
  return offset;
}

/** The offset of a local wall-clock time (a bin start: never inside a DST gap in practice). */
function offsetAtLocal(segments: readonly ZoneSegment[], localMs: number): number {
  let offset = segments[0].offsetMs;
  for (let i = 1; i < segments.length; i++) if (segments[i].fromMs + segments[i - 1].offsetMs <= localMs) offset = segments[i].offsetMs;
  return offset;
}

/** UTC start of the zone's bin holding `ms`. */
export function zonedBinStart(segments: readonly ZoneSegment[], ms: number, bin: Bin): number {
  const local = binStart(ms + offsetAt(segments, ms), bin);
  return local - offsetAtLocal(segments, local);
}

/** UTC start of the zone's bin after the one starting at `start`. */
export function zonedNextBin(segments: readonly ZoneSegment[], start: number, bin: Bin): number {
  const local = nextBin(start + offsetAt(segments, start), bin);
  return local - offsetAtLocal(segments, local);
}

/**
 * SQL: epoch ms (UTC) of the start of the zone's `bin` holding `expr` (+ `shiftMs`, a constant
 * the caller already bound or 0). Offsets are server-computed integers, written as literals.
 */
export function zonedBucketSql(dialect: Dialect, bin: Bin, expr: string, segments: readonly ZoneSegment[], shiftMs: number, shiftParam: string | undefined, timestamp: (ms: number) => string): string {
  // Offset of the shifted instant: the thresholds move back by the shift instead.
  const cases = segments.slice(1).map((s, i) => `WHEN ${expr} < ${timestamp(s.fromMs - shiftMs)} THEN ${segments[i].offsetMs}`);
  const offset = cases.length ? `(CASE ${cases.join(' ')} ELSE ${segments[segments.length - 1].offsetMs} END)` : String(segments[0].offsetMs);
  const shift = shiftParam ? `(${shiftParam} + ${offset})` : offset;
  const local = dialect.timeBucketMs(bin, expr, shift);
  const back = segments
    .slice(1)
    .map((s, i) => `WHEN ${local} < ${s.fromMs + segments[i].offsetMs} THEN ${segments[i].offsetMs}`);
  const backOffset = back.length ? `(CASE ${back.join(' ')} ELSE ${segments[segments.length - 1].offsetMs} END)` : String(segments[0].offsetMs);
  return `(${local} - ${backOffset})`;
}


/** Starts of every bin of the period, in its zone when it has one (period.ts binStarts otherwise). */
export function zonedBinStarts(range: TimeRange, bin: Bin, timeZone: string | undefined, cap = Number.POSITIVE_INFINITY): number[] {
  if (!zoneMatters(timeZone, bin)) return binStarts(range, bin, cap);
  const segments = zoneSegments(timeZone, range);
  const out: number[] = [];
  for (let t = zonedBinStart(segments, range.min.getTime(), bin); t < range.max.getTime() && out.length <= cap; t = zonedNextBin(segments, t, bin)) out.push(t);
  return out;
}
