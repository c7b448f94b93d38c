/**
 * Who an email recipient is to the shop: the shopper whose storefront orders carry that email
 * address. Email providers send its SHA-256 (or the address, hashed on arrival: params.ts), so
 * the shop's addresses are hashed here the same way. A known recipient is asked for as their
 * visitor, with what they bought (newest first) so buy-again and personalized picks are theirs
 * even when the engine's model predates their last order; anyone else is a stranger to the
 * engine, who gets the recipe's fallbacks. Each recipient is looked up at most once a minute
 * (one email is opened many times; a stranger costs one indexed-by-site query).
 */
import type { AnalyticsStore } from '../analytics/store/types';

export const RECIPIENT_TTL_MS = 60_000;
const MAX_PURCHASES = 20;
const MAX_CACHED = 5_000;

export interface KnownRecipient {
  visitorId: string;
  /** Product ids they bought, newest first. */
  purchased: string[];
}

/** The SHA-256 hex of the trimmed, lower-cased address, in the store's SQL dialect. */
const HASH_SQL = {
  duckdb: 'sha256(lower(trim(email)))',
  clickhouse: 'lower(hex(SHA256(lower(trim(email)))))',
} as const;

export function createRecipientDirectory(analytics: AnalyticsStore, opts: { ttlMs?: number; now?: () => number } = {}) {
  const ttl = opts.ttlMs ?? RECIPIENT_TTL_MS;
  const now = opts.now ?? Date.now;
  const cache = new Map<string, { at: number; known: Promise<KnownRecipient | null> }>();

  async function load(siteId: string, hash: string): Promise<KnownRecipient | null> {
    // The latest order wins: a shopper who changed browsers is their newest visitor id.
    const [row] = await analytics.all<{ visitorId: string }>(
      `SELECT visitor_id AS "visitorId" FROM orders
       WHERE site_id = $1 AND email IS NOT NULL AND ${HASH_SQL[analytics.dialect]} = $2
       ORDER BY placed_at DESC LIMIT 1`,
      [siteId, hash],
    );
    if (!row) return null;
    const bought = await analytics.all<{ productId: string }>(
      `SELECT l.product_id AS "productId", max(o.placed_at) AS last
       FROM orders o JOIN order_lines l ON l.order_id = o.order_id AND l.site_id = o.site_id
       WHERE o.site_id = $1 AND o.visitor_id = $2
       GROUP BY l.product_id ORDER BY last DESC, l.product_id LIMIT ${MAX_PURCHASES}`,
      [siteId, row.visitorId],
    );
    return { visitorId: row.visitorId, purchased: bought.map((r) => r.productId) };
  }

  return {
    /** The shopper behind a recipient key ('email:<sha256>'), or null for a stranger. */
    lookup(siteId: string, recipient: string | null): Promise<KnownRecipient | null> {
      const hash = recipient?.startsWith('email:') ? recipient.slice('email:'.length) : null;
      if (!hash || !/^[0-9a-f]{64}$/.test(hash)) return Promise.resolve(null);
      const key = `${siteId}:${hash}`;
      const hit = cache.get(key);
      if (hit && now() - hit.at < ttl) return hit.known;
      if (cache.size >= MAX_CACHED) cache.clear();
      const known = load(siteId, hash);
      cache.set(key, { at: now(), known });
      known.catch(() => cache.delete(key));
      return known;
    },
  };
}

export type RecipientDirectory = ReturnType<typeof createRecipientDirectory>;
