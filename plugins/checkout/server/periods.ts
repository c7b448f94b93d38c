/** The Checkout Score compares the last 4 weeks with the 4 weeks before (spec §2 Score). */
export const PERIOD_DAYS = 28;
const DAY_MS = 86_400_000;
const MINUTE_MS = 60_000;

export interface DateRange {
  /** Inclusive. */
  min: Date;
  /** Exclusive. */
  max: Date;
}

/**
 * current = [now − 28 d, now), previous = the 28 days before it. now is floored to the
 * minute so every request within a minute asks for the same periods and the market cache
 * (market-cache.ts) can answer them: the score lags the data by under a minute.
 */
export function scorePeriods(now: Date): { current: DateRange; previous: DateRange } {
  const max = Math.floor(now.getTime() / MINUTE_MS) * MINUTE_MS;
  const min = max - PERIOD_DAYS * DAY_MS;
  return {
    current: { min: new Date(min), max: new Date(max) },
    previous: { min: new Date(min - PERIOD_DAYS * DAY_MS), max: new Date(min) },
  };
}
