// The server's analytics store: one DuckDB file in the data dir, seeded or topped up on open.
import path from 'node:path';
import { shopSites } from '../../seed/world';
import { ensureOrderSeed, type OrderSeedOutcome } from '../orders/seed';
import { createRecTables } from '../recs/schema';
import { createLiveSessionTables } from '../sessions/carts';
import { ensureRecEventSeed, type RecSeedOutcome, type SeedHoldouts } from '../recs/seed';
import type { AnalyticsEngine } from '../../config';
import { connectClickHouseServer, openChdbStore } from './clickhouse/connect';
import { ensureClickHouseOrderSeed, ensureClickHouseRecEventSeed } from './clickhouse/rec-seed';
import { ensureClickHouseSeed } from './clickhouse/seed';
import type { ClickHouseStore } from './clickhouse/store';
import { ensureAnalyticsSeed, type SeedOutcome } from './seed/seed';
import { openAnalyticsStore } from './store';
import type { AnalyticsStore } from './types';

export const ANALYTICS_FILE = 'analytics.duckdb';
/** The embedded ClickHouse's directory (ANALYTICS_ENGINE=chdb). */
export const ANALYTICS_CHDB_DIR = 'analytics.chdb';

export interface DataDirAnalyticsOptions {
  dataDir: string;
  seed: boolean;
  days: number;
  scale: number;
  now?: Date;
  /** Default duckdb. */
  engine?: AnalyticsEngine;
  /** The server of engine 'clickhouse'. */
  url?: string;
  /** A server store already connected (main checks the URL before touching any data). */
  connected?: ClickHouseStore;
  /** The seeded sites' holdouts (PostgreSQL), for the tag history's arms: read when that seed starts. */
  holdouts?: SeedHoldouts;
}

export interface DataDirAnalytics {
  store: AnalyticsStore;
  outcome: SeedOutcome;
  orders: OrderSeedOutcome;
  /** The recommendation tracking history, seeded in the background (every engine). */
  recEvents: Promise<RecSeedOutcome>;
  /** Which engine and where, for the start-up banner. */
  where: string;
}

const recSeedFailed = (error: unknown): RecSeedOutcome => ({ action: 'failed', events: 0, ms: 0, error: error instanceof Error ? error.message : String(error) });

/** ClickHouse (embedded or a server): the DuckDB generator's rows handed over (clickhouse/seed.ts). */
async function openClickHouseAnalytics(opts: DataDirAnalyticsOptions): Promise<DataDirAnalytics> {
  const store = opts.connected ?? (opts.engine === 'chdb' ? await openChdbStore(path.join(opts.dataDir, ANALYTICS_CHDB_DIR)) : await connectClickHouseServer(opts.url!));
  try {
    const days = opts.seed ? opts.days : 0;
    const outcome = await ensureClickHouseSeed(store, { days, scale: opts.seed ? opts.scale : 0, now: opts.now, workDir: opts.dataDir });
    const orders = await ensureClickHouseOrderSeed(store, { days, now: opts.now, workDir: opts.dataDir });
    // As on DuckDB: the tag's history in the background, after the order seed it reads.
    const recEvents = ensureClickHouseRecEventSeed(store, { days, scale: opts.scale, now: opts.now, workDir: opts.dataDir, holdouts: opts.holdouts }).catch(recSeedFailed);
    return { store, outcome, orders, recEvents, where: store.transport.describe };
  } catch (err) {
    await store.close();
    throw err;
  }
}

/**
 * Opens the analytics store of the configured engine: by default `<dataDir>/analytics.duckdb` (the data-dir lock already makes this process its only
 * writer), creates the tables, and seeds or tops up when `seed` is on and the volume is not 0;
 * seeds the demo shops' order history on first open.
 */
export async function openDataDirAnalytics(opts: DataDirAnalyticsOptions): Promise<DataDirAnalytics> {
  if (opts.engine && opts.engine !== 'duckdb') return openClickHouseAnalytics(opts);
  const store = await openAnalyticsStore({ file: path.join(opts.dataDir, ANALYTICS_FILE) });
  try {
    const days = opts.seed ? opts.days : 0;
    const outcome = await ensureAnalyticsSeed(store, { days, scale: opts.seed ? opts.scale : 0, now: opts.now });
    // The demo shops' order history (the recommendation engine's signal), once per store.
    const orders = await ensureOrderSeed(store, { sites: shopSites(), days, now: opts.now });
    await createRecTables(store);
    await createLiveSessionTables(store);
    // The tag's history for the shops with live recommendations, consistent with those orders:
    // in the background (several seconds on the first start), after the seeds above and their
    // checkpoint. Await it before closing the store; it never rejects.
    const recEvents = ensureRecEventSeed(store, { days, scale: opts.scale, now: opts.now, holdouts: opts.holdouts }).catch(recSeedFailed);
    return { store, outcome, orders, recEvents, where: `DuckDB in ${path.join(opts.dataDir, ANALYTICS_FILE)}` };
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
