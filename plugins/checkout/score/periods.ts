// One definition of the score's period and of the sessions every KPI reads (issue 12, defect 8),
// shared by the Score service (plugins/checkout/server) and the reports (plugins/checkout/ui),
// so a tile and the report it links to count the same sessions over the same days.
import { DateTime } from 'luxon';

/** The score compares the last 4 weeks with the 4 weeks before (spec §2 Score). */
export const SCORE_PERIOD_DAYS = 28;

/**
 * Real shopper traffic without an experience's baseline (control) group: spec §7 sends
 * isQa false and isBaseline false with every report query, and the score reads the same.
 */
export const KPI_SESSIONS = { isQa: false, isBaseline: false } as const;

export interface ScorePeriod {
  /** Inclusive. */
  min: Date;
  /** Exclusive. */
  max: Date;
}

/**
 * current: the picker's 'Last 4 Weeks' (the 28 calendar days ending with today, in the site's
 * zone; today so far included); previous: the same length right before it, as a report's
 * 'previous period' comparison takes it. The same all day, so the market cache keeps hitting.
 */
export function scorePeriods(now: Date | number, timeZone?: string | null): { current: ScorePeriod; previous: ScorePeriod } {
  const local = DateTime.fromMillis(Number(now), { zone: timeZone || 'UTC' });
  const zoned = local.isValid ? local : DateTime.fromMillis(Number(now), { zone: 'UTC' });
  const today = zoned.startOf('day');
  // startOf after plus: where midnight is skipped by DST the day starts at 01:00 (as the picker).
  const max = today.plus({ days: 1 }).startOf('day').toMillis();
  const min = today.minus({ days: SCORE_PERIOD_DAYS - 1 }).startOf('day').toMillis();
  return {
    current: { min: new Date(min), max: new Date(max) },
    previous: { min: new Date(min - (max - min)), max: new Date(min) },
  };
}
