// Implemented in the sdk (sdk/dates) so applets resolve ranges exactly as the console does.
export { resolveDateRange, type DateRange, type DateRangeOptions, type DateSpan as Span } from 'sdk';
