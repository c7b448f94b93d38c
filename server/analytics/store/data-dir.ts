// The server's analytics store: one DuckDB file in the data dir, seeded or topped up on open.
import path from 'node:path';
import { shopSites } from '../../seed/world';
import { ensureOrderSeed, type OrderSeedOutcome } from '../orders/seed';
import { createRecTables } from '../recs/schema';
import { ensureRecEventSeed, type RecSeedOutcome } from '../recs/seed';
import { ensureAnalyticsSeed, type SeedOutcome } from './seed/seed';
import { openAnalyticsStore } from './store';
import type { TransactionalAnalyticsStore } from './types';

export const ANALYTICS_FILE = 'analytics.duckdb';

/**
 * Opens `<dataDir>/analytics.duckdb` (the data-dir lock already makes this process its only
 * writer), creates the tables, and seeds or tops up when `seed` is on and the volume is not 0;
 * seeds the demo shops' order history on first open.
 */
export async function openDataDirAnalytics(opts: {
  dataDir: string;
  seed: boolean;
  days: number;
  scale: number;
  now?: Date;
}): Promise<{ store: TransactionalAnalyticsStore; outcome: SeedOutcome; orders: OrderSeedOutcome; recEvents: Promise<RecSeedOutcome> }> {
  const store = await openAnalyticsStore({ file: path.join(opts.dataDir, ANALYTICS_FILE) });
  try {
    const days = opts.seed ? opts.days : 0;
    const outcome = await ensureAnalyticsSeed(store, { days, scale: opts.seed ? opts.scale : 0, now: opts.now });
    // The demo shops' order history (the recommendation engine's signal), once per store.
    const orders = await ensureOrderSeed(store, { sites: shopSites(), days, now: opts.now });
    await createRecTables(store);
    // The tag's history for the shops with live recommendations, consistent with those orders:
    // in the background (several seconds on the first start), after the seeds above and their
    // checkpoint. Await it before closing the store; it never rejects.
    const recEvents = ensureRecEventSeed(store, { days, scale: opts.scale, now: opts.now }).catch(
      (error: unknown): RecSeedOutcome => ({ action: 'failed', events: 0, ms: 0, error: error instanceof Error ? error.message : String(error) }),
    );
    return { store, outcome, orders, recEvents };
  } catch (err) {
    await store.close();
    throw err;
  }
}

/** One line for the start-up banner. */
export function describeSeedOutcome(outcome: SeedOutcome): string {
  const seconds = (outcome.ms / 1000).toFixed(1);
  const sessions = outcome.sessions.toLocaleString('en-US');
  switch (outcome.action) {
    case 'seeded':
      return `seeded ${sessions} sessions in ${seconds} s`;
    case 'topped-up':
      return `added ${sessions} sessions for the last ${outcome.hours} h in ${seconds} s`;
    case 'up-to-date':
      return 'up to date';
    default:
      return 'no seed data';
  }
}
