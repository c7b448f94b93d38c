// Spec sections 4 and 9: the time zone kind is site (default), browser or utc.
import { IANAZone } from 'luxon';

export const TIME_ZONE_KINDS = ['site', 'browser', 'utc'] as const;
export type TimeZoneKind = (typeof TIME_ZONE_KINDS)[number];
export const UTC_ZONE = 'UTC';

export interface TimeZoneSources {
  /** The site's IANA zone (Site.timeZone). */
  readonly siteTimeZone?: string | null;
  /** Defaults to the zone this JavaScript runtime reports. */
  readonly browserTimeZone?: string | null;
}

export function systemTimeZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || UTC_ZONE;
  } catch {
    return UTC_ZONE;
  }
}

export function isTimeZoneKind(value: unknown): value is TimeZoneKind {
  return (TIME_ZONE_KINDS as readonly unknown[]).includes(value);
}

/**
 * The IANA zone for a kind. A missing or unknown zone (a site without timeZone, a browser
 * that reports none) falls back to UTC, which the caller sees in the result's `timeZone`:
 * better an honest UTC label than a guess that silently shifts day boundaries.
 * An unknown kind (e.g. a stale stored preference) counts as the default, site.
 */
export function resolveTimeZone(kind: TimeZoneKind | undefined, sources: TimeZoneSources): string {
  const candidate =
    kind === 'utc'
      ? UTC_ZONE
      : kind === 'browser'
        ? (sources.browserTimeZone ?? systemTimeZone())
        : sources.siteTimeZone;
  return candidate && IANAZone.isValidZone(candidate) ? candidate : UTC_ZONE;
}
