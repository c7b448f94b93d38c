import { DATE_RANGE_NAMES, type DateRangeName } from './messages';

export const DEFAULT_DATE_RANGE: DateRangeName = 'Last 7 Days';
/** Where Max starts (spec section 9): no data is older. */
export const MAX_RANGE_START = '2018-01-01';

/** Rolling spans: now minus these hours, not aligned to days (spec section 9). */
export const ROLLING_HOURS: Partial<Record<DateRangeName, number>> = {
  'Last 24 Hours': 24,
  'Last 72 Hours': 72,
};

/** Ranges of whole calendar days ending with today (today included). */
export const TRAILING_DAYS: Partial<Record<DateRangeName, number>> = {
  'Last 3 Days': 3,
  'Last 7 Days': 7,
  'Last 2 Weeks': 14,
  'Last 4 Weeks': 28,
  'Last 30 Days': 30,
};

/** Ranges of whole calendar months before the current one. */
export const PAST_MONTHS: Partial<Record<DateRangeName, number>> = {
  'Last Month': 1,
  'Last 2 Months': 2,
  'Last 3 Months': 3,
};

export function isDateRangeName(value: unknown): value is DateRangeName {
  return (DATE_RANGE_NAMES as readonly unknown[]).includes(value);
}
