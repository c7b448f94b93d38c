import type { SiteFlagValue, SiteInfo } from '../sdk';

/** A site as GET /api2/sites and GET /api/sites/:id return it (spec 3). */
export interface ConsoleSite {
  _id: string;
  __v?: number;
  external: string;
  name: string;
  url: string;
  platform: string;
  platformSiteId: string;
  merchantId?: string;
  organization?: string;
  timeZone: string;
  currencyName: string;
  billing?: unknown;
  notification?: unknown;
  braintreeToken?: string;
  tagValidated: string | null;
  tagFirstValidated: string | null;
  flags: Record<string, SiteFlagValue | undefined>;
  /** URL of the site's favicon. */
  getFavIcon: string;
}

export const SHOPIFY = 'SHOPIFY';

/** What applets see of a site: no billing, notification or token fields. */
export function toSiteInfo(site: ConsoleSite): SiteInfo {
  return {
    _id: site._id,
    external: site.external,
    name: site.name,
    url: site.url,
    platform: site.platform,
    platformSiteId: site.platformSiteId ?? '',
    timeZone: site.timeZone ?? '',
    currencyName: site.currencyName ?? '',
    flags: { ...(site.flags ?? {}) },
    tagValidated: site.tagValidated ?? null,
    tagFirstValidated: site.tagFirstValidated ?? null,
  };
}
