/**
 * Each site's holdout (share and salt) as the delivery and events routes read it on every
 * shopper request: kept CONFIG_TTL_MS like the rest of what a site delivers, and dropped at
 * once when the console writes it (invalidation.ts), so a new share applies on the next page.
 */
import type { Db } from '../db/database';
import { readHoldout } from '../recommendations/holdout-store';
import { assignArm, type Arm } from './holdout';
import { createSiteCache } from './site-cache';
import { CONFIG_TTL_MS } from './site-config';

export function createHoldoutCache(db: Db, opts: { ttlMs?: number; now?: () => number } = {}) {
  const cache = createSiteCache((siteId) => readHoldout(db, siteId), { ttlMs: opts.ttlMs ?? CONFIG_TTL_MS, now: opts.now });
  return {
    ...cache,
    /** The visitor's arm on the site (the site must exist). */
    async armOf(siteId: string, visitorId: string): Promise<Arm> {
      const holdout = await cache.get(siteId);
      return assignArm(visitorId, holdout.salt, holdout.sharePct);
    },
  };
}

export type HoldoutCache = ReturnType<typeof createHoldoutCache>;
