/**
 * Serialized answers of the delivery endpoint for a short while, per site, page and context:
 * most requests for a product page repeat one of a few keys, and a hit costs a Map lookup
 * instead of running the engine and JSON.stringify. Keys carry the config and model stamps,
 * so a change in the console or a rebuilt model never serves an old answer; entries also
 * expire after ANSWER_TTL_MS. Oldest first out when full.
 */
export const ANSWER_TTL_MS = 30_000;
export const MAX_ANSWERS = 5_000;

export function createAnswerCache(opts: { ttlMs?: number; max?: number; now?: () => number } = {}) {
  const ttl = opts.ttlMs ?? ANSWER_TTL_MS;
  const max = opts.max ?? MAX_ANSWERS;
  const now = opts.now ?? Date.now;
  const entries = new Map<string, { at: number; body: string }>();
  return {
    get(key: string): string | undefined {
      const hit = entries.get(key);
      if (!hit) return undefined;
      if (now() - hit.at >= ttl) {
        entries.delete(key);
        return undefined;
      }
      return hit.body;
    },
    set(key: string, body: string) {
      if (entries.size >= max) entries.delete(entries.keys().next().value as string);
      entries.set(key, { at: now(), body });
    },
    clear() {
      entries.clear();
    },
    get size() {
      return entries.size;
    },
  };
}
