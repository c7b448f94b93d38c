// Bench data: N sessions over M synthetic sites, made by the seed's own SQL generator, in
// chunks of hours so ten million rows never sit in one statement's memory at once.
import { seedId } from '../../lib/ids';
import { createAnalyticsSchema } from './schema';
import { profileFor, unit } from './seed/profile';
import { anchorFor, generateSessions, insertSites } from './seed/seed';
import { standardOffsetHours, type AnalyticsSeedSite } from './seed/sites';
import { DAILY_GROWTH } from './seed/sql';
import type { TransactionalAnalyticsStore } from './types';

export interface BenchSeedOptions {
  /** Sessions wanted in total (the result is within a few % of it). */
  sessions: number;
  /** Sites to spread them over (traffic log-uniform over a 30× range, like a real market). */
  sites: number;
  /** Days of history, ending at the start of today (UTC). */
  days: number;
  now?: Date;
}

/** Sessions generated per statement: bounded so memory stays flat however many are asked for. */
const SESSIONS_PER_CHUNK = 1_500_000;
const TIME_ZONES = ['America/New_York', 'America/Chicago', 'America/Los_Angeles', 'Europe/London', 'Europe/Berlin'];
const COUNTRIES = ['US', 'US', 'US', 'GB', 'DE'];

export function benchSites(count: number, dailyTotal: number): AnalyticsSeedSite[] {
  const ids = Array.from({ length: count }, (_, i) => seedId(`bench:${i}`));
  const weights = ids.map((id) => Math.exp(Math.log(30) * unit(id, 'bench-level')));
  const weightSum = weights.reduce((sum, w) => sum + w, 0);
  return ids.map((siteId, i) => {
    const zone = Math.floor(unit(siteId, 'bench-tz') * TIME_ZONES.length);
    return {
      siteId,
      name: `Bench shop ${i + 1}`,
      external: `bench-shop-${i + 1}`,
      platform: 'SHOPIFY',
      merchantName: 'Bench panel',
      tags: ['bench'],
      firstValidatedDaysAgo: Number.MAX_SAFE_INTEGER,
      country: COUNTRIES[zone],
      utcOffsetHours: standardOffsetHours(TIME_ZONES[zone]),
      profile: profileFor(siteId, (dailyTotal * weights[i]) / weightSum),
    };
  });
}

/** Mean of the seed's growth factor exp(g·d) over the `days` before the anchor. */
function meanGrowth(days: number): number {
  return days > 0 ? (1 - Math.exp(-DAILY_GROWTH * days)) / (DAILY_GROWTH * days) : 1;
}

/**
 * Fills `store` (a separate one: ':memory:' or a temp file, never the server's) with about
 * `sessions` sessions over `sites` sites and the last `days` days; replaces what was there.
 * Returns the sessions written.
 */
export async function seedBenchSessions(store: TransactionalAnalyticsStore, opts: BenchSeedOptions): Promise<number> {
  const sessions = Math.max(0, Math.floor(opts.sessions));
  const siteCount = Math.max(1, Math.floor(opts.sites));
  const days = Math.max(1, Math.floor(opts.days));
  const anchor = anchorFor(opts.now ?? new Date());
  // Daily volume that, after the seed's growth curve, adds up to the total asked for.
  const sites = benchSites(siteCount, sessions / days / meanGrowth(days));

  await store.all('DROP TABLE IF EXISTS sessions');
  await store.all('DROP TABLE IF EXISTS sites');
  await createAnalyticsSchema(store);
  await insertSites(store, sites);
  if (sessions === 0) return 0;

  const totalHours = days * 24;
  const chunkHours = Math.max(1, Math.floor((totalHours * SESSIONS_PER_CHUNK) / sessions));
  let written = 0;
  for (let fromHour = -totalHours; fromHour < 0; fromHour += chunkHours) {
    const toHour = Math.min(0, fromHour + chunkHours);
    written += await generateSessions(store, { sites, days, scale: 1, anchor, fromHour, toHour });
  }
  await store.all('CHECKPOINT');
  return written;
}
