import { DateTime } from 'luxon';
import type { GqlPeriod } from '../data/useCheckoutScore';

const DAY_FORMAT = 'LLL d, yyyy';

/**
 * 'Mar 1, 2025 – Mar 28, 2025' in the site's time zone. `max` is exclusive, so the last day
 * shown is the one just before it.
 */
export function formatPeriod(period: GqlPeriod, timeZone: string): string {
  const zone = timeZone || 'UTC';
  const min = DateTime.fromISO(period.min, { zone });
  const max = DateTime.fromISO(period.max, { zone }).minus({ milliseconds: 1 });
  if (!min.isValid || !max.isValid) return '';
  return `${min.toFormat(DAY_FORMAT)} – ${max.toFormat(DAY_FORMAT)}`;
}

/** The last 28 whole days up to today in the site's zone: shown until the server says its period. */
export function last4Weeks(now: Date, timeZone: string): GqlPeriod {
  const end = DateTime.fromJSDate(now, { zone: timeZone || 'UTC' }).startOf('day').plus({ days: 1 });
  return { min: end.minus({ days: 28 }).toISO() ?? '', max: end.toISO() ?? '' };
}
