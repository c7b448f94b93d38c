// The sites the analytics seed fills: the demo world's sites plus an anonymous market panel,
// so the Checkout Score has tens of shops to compare against.
import { seedId } from '../../../lib/ids';
import { ORGS, SEED_SITES } from '../../../seed/world';
import { hasPlacesIn } from './cities';
import { profileFor, unit, type SiteProfile } from './profile';

export interface AnalyticsSeedSite {
  siteId: string;
  name: string;
  external: string;
  platform: string;
  merchantName: string;
  tags: string[];
  /** Days before the anchor day the tag was first validated; null = never (no sessions). */
  firstValidatedDaysAgo: number | null;
  /** Home market (ISO alpha-2) and its UTC offset in whole hours (the daily traffic curve). */
  country: string;
  utcOffsetHours: number;
  profile: SiteProfile;
}

export const MARKET_SHOP_COUNT = 60;
export const MARKET_MERCHANT = 'Market panel';

/** Standard (January) offset: the seed must not shift with the season it runs in. */
export function standardOffsetHours(timeZone: string): number {
  const part = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'shortOffset' })
    .formatToParts(new Date('2025-01-15T12:00:00Z'))
    .find((p) => p.type === 'timeZoneName')?.value;
  const match = /GMT([+-]\d+)?/.exec(part ?? '');
  return match?.[1] ? Number(match[1]) : 0;
}

const COUNTRY_BY_TIME_ZONE: Record<string, string> = {
  'America/New_York': 'US',
  'America/Chicago': 'US',
  'America/Denver': 'US',
  'America/Los_Angeles': 'US',
  'America/Toronto': 'CA',
  'America/Vancouver': 'CA',
  'Europe/London': 'GB',
  'Europe/Berlin': 'DE',
  'Europe/Oslo': 'NO',
  'Europe/Amsterdam': 'NL',
  'Australia/Sydney': 'AU',
  'Asia/Tokyo': 'JP',
};

/**
 * Demo sites whose data the product's states depend on (see seed.test.ts): the demo store
 * richest, two merchant sites passing every bar, a new tag with few orders, a new tag with
 * plenty, and one with traffic but hardly any carts.
 */
const DEMO_OVERRIDES: Record<string, Partial<SiteProfile>> = {
  'Vitrine Demo Store': { dailyVisits: 2800 },
  'Northwind Outfitters': { dailyVisits: 800 },
  'Alpine Threads': { dailyVisits: 580 },
  'Northwind Kids': { dailyVisits: 1300, cartRate: 0.11, reachRate: 0.6, conversionRate: 0.55 },
  'Fjord Knitwear': { dailyVisits: 35 },
  'Urban Cycle': { dailyVisits: 50, cartRate: 0.05 },
};

const TAGS_BY_NAME: Record<string, string[]> = {
  'Northwind Outfitters': ['apparel', 'outdoor'],
  'Northwind Kids': ['apparel', 'kids'],
  'Northwind Canada': ['apparel', 'outdoor'],
  'Northwind UK': ['apparel', 'outdoor'],
  'Northwind Outlet': ['apparel', 'outlet'],
  'Trailhead Supply': ['outdoor', 'sports'],
  'Summit Gear Co': ['outdoor', 'sports'],
  'Harbor & Pine': ['home'],
  'Alpine Threads': ['apparel'],
  'Coastal Living': ['home'],
  'Fjord Knitwear': ['apparel'],
  'Maple Leaf Books': ['books'],
  'Sakura Tea House': ['food'],
  'Urban Cycle': ['sports'],
  'Globex Home': ['home'],
  'Globex Garden': ['home', 'garden'],
  'Vitrine Demo Store': ['demo', 'apparel'],
};

const VERTICALS = ['apparel', 'home', 'beauty', 'sports', 'food', 'electronics', 'toys', 'jewelry'];
const MARKET_TIME_ZONES = ['America/New_York', 'America/Chicago', 'America/Los_Angeles', 'Europe/London', 'Europe/Berlin', 'America/Toronto', 'Australia/Sydney', 'Europe/Amsterdam'];

/**
 * Checkout quality (see profileFor) of the sites people look at first: the demo store and
 * the merchant's main site score "Good", not whatever their hash happens to give.
 */
const DEMO_QUALITY: Record<string, number> = {
  'Vitrine Demo Store': 0.85,
  'Northwind Outfitters': 0.75,
  'Alpine Threads': 0.9,
};

/** Market shops below the visits bar (< 1000 in 4 weeks) and the KPI outliers (> 3σ). */
const TINY_MARKET_SHOPS = new Set([1, 2, 3]);
const OUTLIERS: Record<number, Partial<SiteProfile>> = {
  11: { acceleratedRate: 0.85, dailyVisits: 550 },
  29: { reachRate: 0.97, conversionRate: 0.96, mobileGap: 0.01, dailyVisits: 220 },
};

function demoSites(): AnalyticsSeedSite[] {
  return SEED_SITES.map((site) => {
    const merchantName = ORGS.find((o) => o.key === site.org)!.name;
    // Ordinary demo sites: 120-400 sessions a day.
    const base = profileFor(site.id, Math.round(120 + 280 * unit(site.id, 'level')), DEMO_QUALITY[site.name]);
    const profile = { ...base, ...DEMO_OVERRIDES[site.name] };
    const country = COUNTRY_BY_TIME_ZONE[site.timeZone] ?? 'US';
    return {
      siteId: site.id,
      name: site.name,
      external: site.external,
      platform: site.platform,
      merchantName,
      tags: TAGS_BY_NAME[site.name] ?? [],
      firstValidatedDaysAgo: site.tagFirstValidatedDaysAgo,
      country: hasPlacesIn(country) ? country : 'US',
      utcOffsetHours: standardOffsetHours(site.timeZone),
      profile,
    };
  });
}

function marketShop(i: number): AnalyticsSeedSite {
  const label = String(i).padStart(3, '0');
  const siteId = seedId(`market:${i}`);
  const draw = (what: string) => unit(siteId, what);
  // Log-uniform 90-420 a day: most shops clear the bars, a few only just.
  const level = TINY_MARKET_SHOPS.has(i) ? 10 + 20 * draw('level') : 90 * Math.exp(Math.log(420 / 90) * draw('level'));
  const profile = { ...profileFor(siteId, Math.round(level)), ...OUTLIERS[i] };
  const platformDraw = draw('platform');
  const timeZone = MARKET_TIME_ZONES[Math.floor(draw('tz') * MARKET_TIME_ZONES.length)];
  const country = COUNTRY_BY_TIME_ZONE[timeZone];
  return {
    siteId,
    name: `Market shop ${label}`,
    external: `market-shop-${label}`,
    platform: platformDraw < 0.76 ? 'SHOPIFY' : platformDraw < 0.88 ? 'BIGCOMMERCE' : 'WOOCOMMERCE',
    merchantName: MARKET_MERCHANT,
    tags: ['market', VERTICALS[Math.floor(draw('vertical') * VERTICALS.length)]],
    firstValidatedDaysAgo: 120 + Math.floor(281 * draw('validated')),
    country,
    utcOffsetHours: standardOffsetHours(timeZone),
    profile,
  };
}

/** Every site of the analytics world, demo sites first, in a stable order. */
export function analyticsSeedSites(): AnalyticsSeedSite[] {
  return [...demoSites(), ...Array.from({ length: MARKET_SHOP_COUNT }, (_, i) => marketShop(i + 1))];
}
