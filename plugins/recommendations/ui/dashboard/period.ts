import { DateTime } from 'luxon';
import { resolveDateRange, type DateRangeName, type TimeZoneKind } from 'sdk';

/** Spec 9: dashboards default to the last 4 weeks. */
export const DEFAULT_RANGE: DateRangeName = 'Last 4 Weeks';

/** The console's range names a dashboard offers (day-based: the metrics API takes days). */
export const DASHBOARD_RANGES = [
  'Today',
  'Yesterday',
  'Last 3 Days',
  'Last 7 Days',
  'Last 2 Weeks',
  'Last 4 Weeks',
  'Last 30 Days',
  'This Month',
  'Last Month',
  'Last 2 Months',
  'Last 3 Months',
] as const satisfies readonly DateRangeName[];
export type DashboardRange = (typeof DASHBOARD_RANGES)[number];

export interface DashboardPeriod {
  name: DashboardRange;
  timeZoneKind: TimeZoneKind;
}

export const DEFAULT_PERIOD: DashboardPeriod = { name: DEFAULT_RANGE as DashboardRange, timeZoneKind: 'site' };

/**
 * The `from` and `to` days (both included) of a period, as the metrics API takes them. The
 * range is resolved in the chosen zone; the API counts those days in the site's zone, so a
 * browser or UTC choice moves the days, not the hours inside them.
 */
export function periodDays(period: DashboardPeriod, now: number, siteTimeZone: string | undefined): { from: string; to: string; timeZone: string } {
  const range = resolveDateRange(period.name, { now, siteTimeZone, timeZoneKind: period.timeZoneKind });
  // Both ends keep the zone's offset; the end is exclusive, so the last day is the one before it.
  const from = DateTime.fromISO(range.span.start, { setZone: true }).toISODate() ?? '';
  const to = DateTime.fromISO(range.span.end, { setZone: true }).minus({ milliseconds: 1 }).toISODate() ?? '';
  return { from, to, timeZone: range.timeZone };
}

const dayOf = (day: string) => DateTime.fromISO(day, { zone: 'UTC' });

/** 'Oct 29 – Nov 25, 2026' (the year once when both days share it). */
export function formatDays(from: string, to: string): string {
  const a = dayOf(from);
  const b = dayOf(to);
  const end = b.toFormat('LLL d, yyyy');
  if (from === to) return end;
  return `${a.year === b.year ? a.toFormat('LLL d') : a.toFormat('LLL d, yyyy')} – ${end}`;
}
