import { createHash } from 'node:crypto';

/**
 * Where page-view counts come from. There is no analytics store yet (a later issue adds
 * it, and its implementation replaces demoUsageSource in graphql/routes.ts); until then
 * the demo source below invents stable numbers so the usage panel has something to show.
 */
export interface UsageSource {
  /** Storefront page views of the site in [from, to). */
  pagesViewed(site: { id: string }, from: Date, to: Date): Promise<number>;
}

const DAY_MS = 86_400_000;
/** Sunday first: weekends are quieter, Fridays busier, like most shops. */
const WEEKDAY = [0.8, 1, 1, 1, 1.05, 1.15, 0.95];

const unit = (text: string) => createHash('sha256').update(text).digest().readUInt32BE(0) / 0x1_0000_0000;

/** Views on one UTC day (`day` = days since the epoch): a per-site level, weekly shape, noise. */
export function demoDailyViews(siteId: string, day: number): number {
  const base = 1_500 + Math.floor(unit(`usage:${siteId}`) * 15_000);
  const weekday = WEEKDAY[(((day + 4) % 7) + 7) % 7]; // 1970-01-01 was a Thursday
  const noise = 0.9 + unit(`usage:${siteId}:${day}`) * 0.2;
  return Math.round(base * weekday * noise);
}

export const demoUsageSource: UsageSource = {
  async pagesViewed(site, from, to) {
    let total = 0;
    const last = Math.floor(to.getTime() / DAY_MS);
    for (let day = Math.floor(from.getTime() / DAY_MS); day < last; day += 1) total += demoDailyViews(site.id, day);
    return total;
  },
};
