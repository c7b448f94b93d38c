// First start: generate months of sessions for the analytics world. Every later start: add
// the hours since the last one (the top-up), so "last 4 weeks" always has data.
import { availableParallelism } from 'node:os';
import { createAnalyticsSchema, SITE_COLUMN_NAMES } from '../schema';
import type { AnalyticsDb, TransactionalAnalyticsStore } from '../types';
import { createMetaTable, META_TABLE, readMeta, writeMeta, type SeedMeta } from './meta';
import { analyticsSeedSites, type AnalyticsSeedSite } from './sites';
import { SEED_HOURS_TABLE, seedHoursSql, sessionsFromHoursSql } from './sql';

/** Bump when the generator changes what it writes: stores seeded by another version reseed. */
export const SEED_VERSION = 2;

const HOUR_MS = 3_600_000;
const DAY_MS = 86_400_000;

export interface AnalyticsSeedOptions {
  /** History kept at most (ANALYTICS_SEED_DAYS); 0 disables seeding. */
  days: number;
  /** Volume multiplier (ANALYTICS_SEED_SCALE); 0 disables seeding. */
  scale: number;
  now?: Date;
  /** The world to generate; the demo world plus the market panel by default. */
  sites?: readonly AnalyticsSeedSite[];
}

export interface SeedOutcome {
  action: 'seeded' | 'topped-up' | 'up-to-date' | 'disabled';
  /** Sessions written now. */
  sessions: number;
  /** Hours generated now. */
  hours: number;
  ms: number;
}

/** Midnight UTC of `now`'s day: hour numbers of the generated series count from it. */
export const anchorFor = (now: Date) => new Date(Math.floor(now.getTime() / DAY_MS) * DAY_MS);
/** The hour `now` lies in, counted from the anchor (whole hours before it are complete). */
export const hourOf = (anchor: Date, now: Date) => Math.floor((now.getTime() - anchor.getTime()) / HOUR_MS);

/**
 * Settings for the bulk write only. Rows come in no particular order anyway (keeping
 * insertion order serialises the write); FSST/ALP compression analysis doubles the write
 * time here for no gain in size on these columns (dictionary and bit-packing win anyway).
 */
async function withBulkWriteSettings<T>(db: AnalyticsDb, fn: () => Promise<T>): Promise<T> {
  await db.all('SET preserve_insertion_order = false');
  await db.all(`SET disabled_compression_methods = 'fsst,dict_fsst,alp,alprd,chimp,patas'`);
  try {
    return await fn();
  } finally {
    await db.all('RESET preserve_insertion_order');
    await db.all('RESET disabled_compression_methods');
  }
}

export interface GenerateOptions {
  sites: readonly AnalyticsSeedSite[];
  days: number;
  scale: number;
  anchor: Date;
  fromHour: number;
  toHour: number;
}

/**
 * Sessions for the hours [fromHour, toHour) with hour mod parts = part, on one connection
 * (the hours table is a temp table); returns how many were written.
 */
export async function generateSessionsPart(db: AnalyticsDb, opts: GenerateOptions, part = 0, parts = 1): Promise<number> {
  if (opts.toHour <= opts.fromHour) return 0;
  await db.all(seedHoursSql(opts.sites, opts.days), [opts.anchor, opts.fromHour, opts.toHour, opts.scale, parts, part]);
  try {
    const [row] = await db.all<{ Count: number }>(sessionsFromHoursSql());
    return row?.Count ?? 0;
  } finally {
    await db.all(`DROP TABLE IF EXISTS ${SEED_HOURS_TABLE}`);
  }
}

/** Parts generated side by side, one connection and one core each. */
export const SEED_PARTS = Math.max(1, Math.min(8, availableParallelism()));

/**
 * All parts at once, each committed on its own; returns the sessions written. Each part is a
 * single-threaded pipeline anyway, so DuckDB's worker threads are turned down to one for the
 * duration: measured on 2 cores, 2 parts × 1 thread take ~4.5 s where 2 × 2 threads fighting
 * over the cores take 4-7 s. A failure in one part leaves the others' rows: callers record
 * progress (the meta) only after this resolves, so the next start redoes the work from scratch
 * (seed) or from the last recorded hour, after deleting what a failed top-up left.
 */
export async function generateSessions(store: TransactionalAnalyticsStore, opts: GenerateOptions, parts = SEED_PARTS): Promise<number> {
  const [{ threads }] = await store.all<{ threads: number }>(`SELECT current_setting('threads') AS threads`);
  await store.all('SET threads = 1');
  try {
    const counts = await Promise.all(
      Array.from({ length: parts }, (_, part) =>
        store.transaction((db) => withBulkWriteSettings(db, () => generateSessionsPart(db, opts, part, parts))),
      ),
    );
    return counts.reduce((sum, n) => sum + n, 0);
  } finally {
    await store.all(`SET threads = ${Math.max(1, Math.floor(Number(threads)) || 1)}`);
  }
}

/** Rows of the `sites` table, a few hundred per statement. */
export async function insertSites(db: AnalyticsDb, sites: readonly AnalyticsSeedSite[]): Promise<void> {
  const width = SITE_COLUMN_NAMES.length;
  for (let from = 0; from < sites.length; from += 500) {
    const batch = sites.slice(from, from + 500);
    const rows = batch.map((_, i) => `(${SITE_COLUMN_NAMES.map((__, j) => `$${i * width + j + 1}`).join(', ')})`);
    const params = batch.flatMap((s) => [s.siteId, s.name, s.external, s.platform, s.merchantName, s.tags]);
    await db.all(`INSERT INTO sites (${SITE_COLUMN_NAMES.join(', ')}) VALUES ${rows.join(', ')}`, params);
  }
}

/**
 * Replaces whatever the store holds with a fresh world: sites, and sessions from each
 * site's first validated day (at most `days` back) up to the start of the current hour.
 * The meta is written last: a crash half-way leaves no meta, so the next start seeds again.
 */
export async function seedAnalytics(store: TransactionalAnalyticsStore, opts: AnalyticsSeedOptions): Promise<SeedOutcome> {
  const started = Date.now();
  const now = opts.now ?? new Date();
  const sites = opts.sites ?? analyticsSeedSites();
  const anchor = anchorFor(now);
  const fromHour = -opts.days * 24;
  const toHour = hourOf(anchor, now);
  await store.transaction(async (db) => {
    await createMetaTable(db);
    await db.all(`DELETE FROM ${META_TABLE}`);
    // Dropping beats deleting millions of rows, and picks up a changed schema.
    await db.all('DROP TABLE IF EXISTS sessions');
    await db.all('DROP TABLE IF EXISTS sites');
    await createAnalyticsSchema(db);
    await insertSites(db, sites);
  });
  const sessions = await generateSessions(store, { sites, days: opts.days, scale: opts.scale, anchor, fromHour, toHour });
  await writeMeta(store, { version: SEED_VERSION, anchor: anchor.toISOString(), seededThroughHour: toHour, scale: opts.scale, days: opts.days });
  // Fold the write-ahead log into the file now, not on the first query or the next start.
  await store.all('CHECKPOINT');
  return { action: 'seeded', sessions, hours: toHour - fromHour, ms: Date.now() - started };
}

/**
 * Adds the hours from the last seeded one to the start of the current hour, the same way
 * the seed made them (same anchor, same hashes). Running it again in the same hour adds
 * nothing. After a long pause only the last `days` are filled in.
 */
export async function topUpAnalytics(
  store: TransactionalAnalyticsStore,
  meta: SeedMeta,
  opts: { now?: Date; sites?: readonly AnalyticsSeedSite[] } = {},
): Promise<SeedOutcome> {
  const started = Date.now();
  const anchor = new Date(meta.anchor);
  const toHour = hourOf(anchor, opts.now ?? new Date());
  const fromHour = Math.max(meta.seededThroughHour, toHour - meta.days * 24);
  if (toHour <= fromHour) return { action: 'up-to-date', sessions: 0, hours: 0, ms: Date.now() - started };
  const sites = opts.sites ?? analyticsSeedSites();
  // Rows past the recorded hour can only be a top-up that failed before recording itself.
  const seededThrough = new Date(anchor.getTime() + meta.seededThroughHour * HOUR_MS);
  // Seeded rows only: live rows (a session id) belong to the sessionizer.
  await store.all('DELETE FROM sessions WHERE arrival_time_utc >= $1 AND session_id IS NULL', [seededThrough]);
  const sessions = await generateSessions(store, { sites, days: meta.days, scale: meta.scale, anchor, fromHour, toHour });
  await writeMeta(store, { ...meta, seededThroughHour: toHour });
  return { action: 'topped-up', sessions, hours: toHour - fromHour, ms: Date.now() - started };
}

/**
 * What the server runs on start: tables always; then a full seed when the store has none
 * (or one made by another generator version, scale or history length), else a top-up.
 */
export async function ensureAnalyticsSeed(store: TransactionalAnalyticsStore, opts: AnalyticsSeedOptions): Promise<SeedOutcome> {
  await createAnalyticsSchema(store);
  await createMetaTable(store);
  let outcome: SeedOutcome = { action: 'disabled', sessions: 0, hours: 0, ms: 0 };
  if (opts.scale > 0 && opts.days > 0) {
    const meta = await readMeta(store);
    const current = meta && meta.version === SEED_VERSION && meta.scale === opts.scale && meta.days === opts.days;
    outcome = current ? await topUpAnalytics(store, meta, opts) : await seedAnalytics(store, opts);
  }
  // Everything in the file itself: a copy of the data dir (the test template) needs no log.
  await store.all('CHECKPOINT');
  return outcome;
}
