// Date-range names of spec section 9, exactly as the spec writes them. They are both the
// labels the picker shows and the `name` of the Date range entity (spec section 3).
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
