import type { ScoredMarket } from './market';
import type { DateRange } from './periods';

export const MARKET_TTL_MS = 60_000;

interface Entry {
  expires: number;
  value: Promise<ScoredMarket>;
}

/**
 * Scored markets per period, kept 60 s. A score page asks for two periods and the staff
 * page for a third query on the same data; without this each would load every site's
 * sessions and score the market again. Concurrent callers share one pending load; a
 * failed load is dropped at once so the next request retries.
 */
export class MarketCache {
  private readonly entries = new Map<string, Entry>();

  constructor(
    private readonly load: (range: DateRange) => Promise<ScoredMarket>,
    private readonly ttlMs = MARKET_TTL_MS,
    private readonly clock: () => number = Date.now,
  ) {}

  get(range: DateRange): Promise<ScoredMarket> {
    const now = this.clock();
    for (const [key, entry] of this.entries) if (entry.expires <= now) this.entries.delete(key);
    const key = `${range.min.toISOString()}/${range.max.toISOString()}`;
    const cached = this.entries.get(key);
    if (cached) return cached.value;
    const value = this.load(range);
    this.entries.set(key, { expires: now + this.ttlMs, value });
    value.catch(() => {
      if (this.entries.get(key)?.value === value) this.entries.delete(key);
    });
    return value;
  }
}
