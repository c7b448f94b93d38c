// Date-range names of the console spec's section 9, exactly as the spec writes them. They are both the
// labels the picker shows and the `name` of the Date range entity (spec section 3). They live
// in the sdk so applets (the checkout report) resolve ranges exactly as the console does;
// core/lib/dates re-exports them.
export const DATE_RANGE_NAMES = [
  'Custom',
  'Today',
  'Yesterday',
  'Last 24 Hours',
  'Last 72 Hours',
  'Last 3 Days',
  'Last 7 Days',
  'Last 2 Weeks',
  'Last 4 Weeks',
  'Last 30 Days',
  'This Month',
  'Last Month',
  'Last 2 Months',
  'Last 3 Months',
  'Max',
] as const;

export type DateRangeName = (typeof DATE_RANGE_NAMES)[number];

// Developer-facing errors (a bad name or a Custom range without dates); the spec has none.
export const UNKNOWN_DATE_RANGE_MESSAGE = (name: string) => `Unknown date range: ${name}`;
export const CUSTOM_RANGE_NEEDS_DATES_MESSAGE = 'A Custom date range needs a valid start and end date.';
export const CUSTOM_RANGE_ORDER_MESSAGE = 'A Custom date range must not end before it starts.';
export const INVALID_NOW_MESSAGE = 'The current time given for a date range is not a valid date.';

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
