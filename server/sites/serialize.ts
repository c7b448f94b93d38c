import type { SiteRow } from './access';

const iso = (d: Date | string | null) => (d === null ? null : new Date(d).toISOString());

/** A site as the console reads it (spec section 3). */
export function siteJson(site: SiteRow) {
  return {
    _id: site.id,
    __v: site.version,
    external: site.external,
    name: site.name,
    url: site.url,
    platform: site.platform,
    platformSiteId: site.platform_site_id,
    merchantId: site.merchant_id,
    organization: site.organization_id,
    timeZone: site.time_zone,
    currencyName: site.currency_name,
    billing: site.billing,
    notification: site.notification,
    // The token itself never leaves the server; the console only needs to know one exists.
    braintreeToken: site.braintree_token ? 'set' : '',
    tagValidated: iso(site.tag_validated),
    tagFirstValidated: iso(site.tag_first_validated),
    flags: site.flags,
    getFavIcon: `/api2/sites/${site.id}/favicon.svg`,
  };
}
