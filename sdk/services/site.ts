import { createServiceRef, type Subscribable } from './serviceRef';

/** A site flag's value: usually boolean, some are modes (HicPlusModernMode: 'online'). */
export type SiteFlagValue = boolean | string | number | null;

/** The current site as applets see it (console-shell spec 3, minus billing and secrets). */
export interface SiteInfo {
  readonly _id: string;
  readonly external: string;
  readonly name: string;
  readonly url: string;
  readonly platform: string;
  readonly platformSiteId: string;
  readonly timeZone: string;
  readonly currencyName: string;
  readonly flags: Readonly<Record<string, SiteFlagValue | undefined>>;
  /** ISO timestamps; null until the data collection tag was seen. */
  readonly tagValidated: string | null;
  readonly tagFirstValidated: string | null;
}

/**
 * The site the console works on. Applets only run with a site selected, so `current` is
 * never null; when the user picks another site, listeners are called with the new one.
 */
export interface SiteService extends Subscribable<SiteInfo> {
  /** The flag's value on the current site, undefined when unset. Truthy means "on". */
  flag(name: string): SiteFlagValue | undefined;
}

export const siteRef = createServiceRef<SiteService>('vitrine.site');
