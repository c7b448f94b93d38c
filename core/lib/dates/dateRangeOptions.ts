// The names and the resolver live in the sdk (sdk/dates) so applets share them; the default
// is the console's own (the checkout report defaults to Last 2 Weeks instead).
import type { DateRangeName } from 'sdk';

export { MAX_RANGE_START, isDateRangeName } from 'sdk';

export const DEFAULT_DATE_RANGE: DateRangeName = 'Last 7 Days';
