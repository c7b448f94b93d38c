// The date-range names live in the sdk (sdk/dates) so applets share them; core re-exports.
export { DATE_RANGE_NAMES, type DateRangeName } from 'sdk';
