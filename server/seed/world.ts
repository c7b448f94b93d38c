import { seedId } from '../lib/ids';

/** The public demo site keeps the same ids everywhere: links and docs point at it. */
export const DEMO_SITE_ID = '64d0c0ffee00000000000de0';
export const DEMO_SITE_EXTERNAL = 'vitrine-demo';
export const DEMO_ORG_ID = '64d0c0ffee00000000000d00';

export type Installation = 'ok' | 'tagDisabled' | 'tagNotValidated' | 'appEmbedOff' | 'missingScopes' | 'blockModify' | 'trial';

export interface SeedSite {
  id: string;
  org: 'northwind' | 'globex';
  external: string;
  name: string;
  url: string;
  platform: string;
  platformSiteId: string;
  timeZone: string;
  currencyName: string;
  flags: Record<string, unknown>;
  installation: Installation;
  /** Days ago the tag was first validated; null = never. */
  tagFirstValidatedDaysAgo: number | null;
}

export const ORGS = [
  { key: 'northwind', id: seedId('org:northwind'), name: 'Northwind Outfitters', country: 'US', industry: 1012, timeZone: 'America/New_York', merchantId: 'M-10001', external: 'northwind' },
  { key: 'globex', id: DEMO_ORG_ID, name: 'Globex Home', country: 'GB', industry: 1020, timeZone: 'Europe/London', merchantId: 'M-20002', external: 'globex' },
] as const;

type Row = [name: string, host: string, platform: string, tz: string, currency: string, installation: Installation, firstValidated: number | null, flags: Record<string, unknown>];

// Fourteen sites for the merchant (more than ten, so the Change Site search shows), one
// of them off the main platform, and one in each installation state the alerts need.
const NORTHWIND: Row[] = [
  ['Northwind Outfitters', 'northwind-outfitters.com', 'SHOPIFY', 'America/New_York', 'USD', 'ok', 420, { HicPlusModernMode: 'online', HicPlusEnableEmail: true }],
  ['Northwind Kids', 'kids.northwind-outfitters.com', 'SHOPIFY', 'America/New_York', 'USD', 'trial', 6, { HicPlusModernMode: 'hyper-online' }],
  ['Northwind Canada', 'northwind-outfitters.ca', 'SHOPIFY', 'America/Toronto', 'CAD', 'ok', 300, { HicPlusModernMode: 'default' }],
  ['Northwind UK', 'northwind-outfitters.co.uk', 'SHOPIFY', 'Europe/London', 'GBP', 'tagDisabled', 250, {}],
  ['Northwind Outlet', 'outlet.northwind-outfitters.com', 'SHOPIFY', 'America/Chicago', 'USD', 'tagNotValidated', null, {}],
  ['Trailhead Supply', 'trailhead-supply.com', 'SHOPIFY', 'America/Denver', 'USD', 'appEmbedOff', 190, { HicPlusDisablePoweredByLogo: true }],
  ['Summit Gear Co', 'summitgear.co', 'SHOPIFY', 'America/Los_Angeles', 'USD', 'missingScopes', 160, { HicPlusEnableEnhancedLocations: true }],
  ['Harbor & Pine', 'harborandpine.com', 'SHOPIFY', 'America/New_York', 'USD', 'blockModify', 520, { HicPlusInternalReporting: true }],
  ['Alpine Threads', 'alpinethreads.de', 'SHOPIFY', 'Europe/Berlin', 'EUR', 'ok', 700, { HicPlusModernMode: 'online', HicPlusDisableAwsCampaigns: true }],
  ['Coastal Living', 'coastal-living.com.au', 'SHOPIFY', 'Australia/Sydney', 'AUD', 'ok', 90, {}],
  ['Fjord Knitwear', 'fjordknit.no', 'SHOPIFY', 'Europe/Oslo', 'NOK', 'ok', 3, {}],
  ['Maple Leaf Books', 'mapleleafbooks.ca', 'BIGCOMMERCE', 'America/Vancouver', 'CAD', 'ok', 365, {}],
  ['Sakura Tea House', 'sakura-tea.jp', 'SHOPIFY', 'Asia/Tokyo', 'JPY', 'ok', 240, { HicPlusEnableEmail: true }],
  ['Urban Cycle', 'urbancycle.store', 'SHOPIFY', 'Europe/Amsterdam', 'EUR', 'ok', 45, { HicPlusModernMode: 'hyper-online' }],
];

const GLOBEX: Row[] = [
  ['Globex Home', 'globexhome.co.uk', 'SHOPIFY', 'Europe/London', 'GBP', 'ok', 600, {}],
  ['Globex Garden', 'globexgarden.co.uk', 'SHOPIFY', 'Europe/London', 'GBP', 'ok', 200, {}],
];

const slug = (name: string) => name.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');

function toSite(org: SeedSite['org'], [name, host, platform, tz, currency, installation, firstValidated, flags]: Row, index: number): SeedSite {
  const external = slug(name);
  return {
    id: seedId(`site:${external}`),
    org,
    external,
    name,
    url: `https://${host}`,
    platform,
    platformSiteId: platform === 'SHOPIFY' ? String(61_000_000_000 + index * 7_919 + (org === 'globex' ? 500_000 : 0)) : '',
    timeZone: tz,
    currencyName: currency,
    flags,
    installation,
    tagFirstValidatedDaysAgo: firstValidated,
  };
}

export const SEED_SITES: SeedSite[] = [
  ...NORTHWIND.map((row, i) => toSite('northwind', row, i)),
  ...GLOBEX.map((row, i) => toSite('globex', row, i)),
  {
    id: DEMO_SITE_ID,
    org: 'globex',
    external: DEMO_SITE_EXTERNAL,
    name: 'Vitrine Demo Store',
    url: 'http://localhost:8081',
    platform: 'SHOPIFY',
    platformSiteId: '60000000001',
    timeZone: 'America/New_York',
    currencyName: 'USD',
    flags: { HicPlusModernMode: 'hyper-online', HicPlusEnableEmail: true },
    installation: 'ok',
    tagFirstValidatedDaysAgo: 800,
  },
];

/** Which organizations each demo account belongs to (staff see everything anyway). */
export const MEMBERSHIPS: Record<string, Array<SeedSite['org']>> = {
  'merchant@example.com': ['northwind'],
  'owner@globex.example': ['globex'],
};

/** The sites whose demo shop the storefront serves (and whose orders analytics seeds): the SHOPIFY ones. */
export const shopSites = () =>
  SEED_SITES.filter((s) => s.platform === 'SHOPIFY').map((s) => ({ id: s.id, external: s.external, currencyName: s.currencyName, timeZone: s.timeZone }));
