/**
 * A per-site value read from the database, kept a few seconds, loaded once however many
 * requests ask at the same time, and dropped at once when the console writes it (invalidate).
 * A load that started before an invalidation is not kept, so a write is never undone by a
 * read that was already under way.
 */
export function createSiteCache<T>(load: (siteId: string) => Promise<T>, opts: { ttlMs: number; now?: () => number }) {
  const now = opts.now ?? Date.now;
  const entries = new Map<string, { at: number; value: T }>();
  const loading = new Map<string, Promise<T>>();
  let generation = 0;

  return {
    async get(siteId: string): Promise<T> {
      const hit = entries.get(siteId);
      if (hit && now() - hit.at < opts.ttlMs) return hit.value;
      const pending = loading.get(siteId);
      if (pending) return pending;
      const started = generation;
      const next = load(siteId)
        .then((value) => {
          if (generation === started) {
            if (entries.size > 10_000) entries.clear();
            entries.set(siteId, { at: now(), value });
          }
          return value;
        })
        .finally(() => loading.delete(siteId));
      loading.set(siteId, next);
      return next;
    },
    /** Forget one site's value (or every site's): the next request reads it again. */
    invalidate(siteId?: string) {
      generation++;
      if (siteId === undefined) entries.clear();
      else entries.delete(siteId);
      loading.clear();
    },
  };
}
