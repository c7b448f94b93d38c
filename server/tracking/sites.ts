// Which sites accept events, and from which browser origin: kept a minute, unknown ids too,
// so a flood of made-up site ids costs one database read per id a minute at most.
import type { Db } from '../db/database';
import { isId } from '../lib/ids';
import { shopOrigins } from '../lib/shop-origin';

export interface TrackedSite {
  id: string;
  /** ISO 4217: what its catalogue prices are in. */
  currency: string;
  /** Exact origins the site's storefront pages run on. */
  origins: ReadonlySet<string>;
}

const TTL_MS = 60_000;
const MAX_CACHED = 10_000;

function originOf(url: string): string | null {
  try {
    const { origin } = new URL(url);
    return origin === 'null' ? null : origin;
  } catch {
    return null;
  }
}

/**
 * A site's shop origins: the origin of its url (the merchant's own shop), and for the demo
 * shops (platform SHOPIFY) that shop's own origin on the demo storefront.
 */
export function createTrackedSites(db: Db, storefrontOrigin: string) {
  const cache = new Map<string, { at: number; site: TrackedSite | null }>();
  return async function trackedSite(siteId: string, now = Date.now()): Promise<TrackedSite | null> {
    if (!isId(siteId)) return null;
    const hit = cache.get(siteId);
    if (hit && now - hit.at < TTL_MS) return hit.site;
    const row = await db.selectFrom('sites').select(['id', 'external', 'url', 'platform', 'currency_name']).where('id', '=', siteId).executeTakeFirst();
    const origins = new Set<string>();
    if (row) {
      const own = originOf(row.url);
      if (own) origins.add(own);
      // A demo shop's pages are on its own origin only: another demo shop cannot post for it.
      if (row.platform === 'SHOPIFY') for (const origin of shopOrigins(storefrontOrigin, row.external)) origins.add(origin);
    }
    const site = row ? { id: row.id, currency: row.currency_name, origins } : null;
    if (cache.size >= MAX_CACHED) cache.clear();
    cache.set(siteId, { at: now, site });
    return site;
  };
}
