// What puts a shop in a Checkout Score peer group (plugins/checkout/score/peers.ts): its tags
// and the country most of its sessions came from in the period. Plain SQL both engines read
// the same (parity: test/integration/analytics-parity.test.ts).
import type { ShopProfile } from '../../../plugins/checkout/score/peers';
import type { AnalyticsDb } from '../store/types';

/** DuckDB hands a VARCHAR[] back as an array; a text form ('[a, b]') is read too. */
function tagsOf(value: unknown): string[] {
  if (Array.isArray(value)) return value.map(String);
  if (typeof value === 'string') return value.replace(/^\[|\]$/g, '').split(',').map((t) => t.trim().replace(/^'|'$/g, '')).filter(Boolean);
  return [];
}

/**
 * One profile per shop with sessions in [min, max) or a row in `sites`. Ties between two
 * countries go to the alphabetically first, so both engines agree.
 */
export async function shopProfiles(db: AnalyticsDb, range: { min: Date; max: Date }): Promise<Map<string, ShopProfile>> {
  const [sites, countries] = await Promise.all([
    db.all<{ site_id: string; site_tags: unknown }>('SELECT site_id, site_tags FROM sites'),
    db.all<{ site_id: string; country: string; n: number }>(
      `SELECT site_id, country, count(*) AS n FROM sessions
       WHERE arrival_time_utc >= $1 AND arrival_time_utc < $2 AND is_qa = false
       GROUP BY site_id, country`,
      [range.min, range.max],
    ),
  ]);
  const profiles = new Map<string, ShopProfile>();
  for (const row of sites) profiles.set(row.site_id, { tags: tagsOf(row.site_tags), country: null });
  const best = new Map<string, { country: string; n: number }>();
  for (const row of countries) {
    const n = Number(row.n);
    const seen = best.get(row.site_id);
    if (!seen || n > seen.n || (n === seen.n && row.country < seen.country)) best.set(row.site_id, { country: row.country, n });
  }
  for (const [siteId, { country }] of best) profiles.set(siteId, { tags: profiles.get(siteId)?.tags ?? [], country });
  return profiles;
}
