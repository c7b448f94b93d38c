// Implemented in the sdk (sdk/dates) with the resolver that needs it; the default kind is the
// console's preference default.
import type { TimeZoneKind } from 'sdk';

export { TIME_ZONE_KINDS, isTimeZoneKind, resolveTimeZone, systemTimeZone, type TimeZoneKind, type TimeZoneSources } from 'sdk';

export const DEFAULT_TIME_ZONE_KIND: TimeZoneKind = 'site';
export const UTC_ZONE = 'UTC';
