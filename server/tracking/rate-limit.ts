// Cheap in-memory rate limits for the public events route: a token bucket per key (visitor,
// IP). Buckets refill continuously; a full bucket is forgotten, so memory holds only keys
// that sent something within the last refill period, and a hard cap bounds it anyway.

export interface RateLimiter {
  /** Takes `cost` tokens for `key`; false when the key is over its rate. */
  take(key: string, cost?: number, now?: number): boolean;
  readonly size: number;
}

export function createRateLimiter(opts: { perMinute: number; burst?: number; maxKeys?: number }): RateLimiter {
  const capacity = opts.burst ?? opts.perMinute;
  const perMs = opts.perMinute / 60_000;
  const maxKeys = opts.maxKeys ?? 100_000;
  const buckets = new Map<string, { tokens: number; at: number }>();
  let lastSweep = 0;

  const sweep = (now: number) => {
    // Every bucket refilled to the brim is the same as no bucket.
    for (const [key, b] of buckets) if (b.tokens + (now - b.at) * perMs >= capacity) buckets.delete(key);
    lastSweep = now;
  };

  return {
    get size() {
      return buckets.size;
    },
    take(key, cost = 1, now = Date.now()) {
      if (now - lastSweep > 60_000 || buckets.size >= maxKeys) sweep(now);
      // Still full of distinct live keys: refuse rather than grow without bound.
      if (buckets.size >= maxKeys && !buckets.has(key)) return false;
      const b = buckets.get(key) ?? { tokens: capacity, at: now };
      b.tokens = Math.min(capacity, b.tokens + (now - b.at) * perMs);
      b.at = now;
      buckets.set(key, b);
      if (b.tokens < cost) return false;
      b.tokens -= cost;
      return true;
    },
  };
}
