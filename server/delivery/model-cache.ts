/**
 * The engine's model of each shop (catalogue + 180 days of orders), built once and reused:
 * building takes a database read, a DuckDB scan and some CPU, answering from a model takes
 * microseconds. A model older than MODEL_MAX_AGE_MS, or one whose catalogue was declared
 * changed (invalidate: the clear-product-cache action), is rebuilt in the background while
 * requests keep using the old one; only a shop's very first request waits for a build. One
 * build per shop at a time.
 */
import { buildShopModel } from '../../plugins/recommendations/engine/build-model';
import type { ShopModel } from '../../plugins/recommendations/engine/model';
import { loadOrderLines } from '../analytics/orders/read';
import type { AnalyticsDb } from '../analytics/store/types';
import { loadCatalog } from '../catalog/repository';
import type { Db } from '../db/database';

export const MODEL_MAX_AGE_MS = 10 * 60_000;
export const ORDER_HISTORY_DAYS = 180;
const DAY_MS = 86_400_000;

export interface ModelEntry {
  model: ShopModel;
  builtAt: number;
  /** Part of every answer-cache key: a new model means new answers. */
  stamp: number;
}

export async function buildSiteModel(db: Db, analytics: AnalyticsDb, siteId: string, now: Date): Promise<ShopModel> {
  const since = new Date(now.getTime() - ORDER_HISTORY_DAYS * DAY_MS).toISOString();
  const [catalog, orders] = await Promise.all([loadCatalog(db, siteId), loadOrderLines(analytics, siteId, since)]);
  return buildShopModel({ catalog, orders, now });
}

export function createModelCache(
  build: (siteId: string, now: Date) => Promise<ShopModel>,
  opts: { maxAgeMs?: number; now?: () => number; onError?: (siteId: string, error: unknown) => void } = {},
) {
  const maxAge = opts.maxAgeMs ?? MODEL_MAX_AGE_MS;
  const now = opts.now ?? Date.now;
  const entries = new Map<string, ModelEntry & { stale: boolean }>();
  const building = new Map<string, Promise<ModelEntry>>();
  let stamps = 0;
  // Bumped by invalidate: a build that started before it read the old catalogue.
  let generation = 0;

  function rebuild(siteId: string): Promise<ModelEntry> {
    const pending = building.get(siteId);
    if (pending) return pending;
    const started = generation;
    const job = build(siteId, new Date(now()))
      .then((model) => {
        const entry = { model, builtAt: now(), stamp: ++stamps, stale: started !== generation };
        entries.set(siteId, entry);
        return entry;
      })
      .finally(() => building.delete(siteId));
    building.set(siteId, job);
    return job;
  }

  return {
    async get(siteId: string): Promise<ModelEntry> {
      const entry = entries.get(siteId);
      if (!entry) return rebuild(siteId);
      if (entry.stale || now() - entry.builtAt > maxAge) {
        // The old model answers meanwhile; a failed rebuild keeps it and tries again next time.
        rebuild(siteId).catch((error) => opts.onError?.(siteId, error));
      }
      return entry;
    },
    /** The shop's catalogue or orders changed: rebuild on the next request (one site, or all). */
    invalidate(siteId?: string) {
      generation++;
      for (const [id, entry] of entries) if (siteId === undefined || id === siteId) entry.stale = true;
    },
    /** Builds a shop's model ahead of its first request. */
    warm(siteId: string): Promise<void> {
      return rebuild(siteId).then(() => undefined);
    },
  };
}

export type ModelCache = ReturnType<typeof createModelCache>;
