import type { AnalyticsDb } from '../analytics/store/types';

/** Where page-view counts come from: the analytics store's sessions. */
export interface UsageSource {
  /** Storefront page views of the site in [from, to). */
  pagesViewed(site: { id: string }, from: Date, to: Date): Promise<number>;
}

/** Page views summed over the site's sessions that arrived in [from, to). */
export function storeUsageSource(db: AnalyticsDb): UsageSource {
  return {
    async pagesViewed(site, from, to) {
      const [row] = await db.all<{ views: number }>(
        'SELECT coalesce(sum(page_views), 0) AS views FROM sessions WHERE site_id = $1 AND arrival_time_utc >= $2 AND arrival_time_utc < $3',
        [site.id, from, to],
      );
      return row?.views ?? 0;
    },
  };
}
