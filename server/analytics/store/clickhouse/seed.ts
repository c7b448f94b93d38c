// The ClickHouse store's sessions seed and top-up: the DuckDB generator makes the rows
// (seed/seed.ts; orders and tracking: rec-seed.ts), Parquet carries them over (handover.ts). Same bookkeeping as DuckDB's: a
// meta row set written last, so a start that died half-way seeds again.
import { createAnalyticsSchema, SESSION_COLUMN_NAMES, SITE_COLUMN_NAMES } from '../schema';
import { META_TABLE, readMeta, type SeedMeta } from '../seed/meta';
import { generateSessions, hourOf, SEED_VERSION, seedAnalytics, type AnalyticsSeedOptions, type SeedOutcome } from '../seed/seed';
import { analyticsSeedSites } from '../seed/sites';
import { handOver, withScratchDuckDb } from './handover';
import { createClickHouseSchema } from './schema';
import type { ClickHouseStore } from './store';

const HOUR_MS = 3_600_000;

async function writeMeta(ch: ClickHouseStore, meta: SeedMeta): Promise<void> {
  const entries = Object.entries(meta);
  await ch.all(`TRUNCATE TABLE ${META_TABLE}`);
  await ch.all(`INSERT INTO ${META_TABLE} (key, value) VALUES ${entries.map((_, i) => `($${2 * i + 1}, $${2 * i + 2})`).join(', ')}`, entries.flatMap(([k, v]) => [k, String(v)]));
}

export interface ClickHouseSeedOptions extends AnalyticsSeedOptions {
  /** Where the scratch DuckDB file and the Parquet files go (the data dir). */
  workDir: string;
}

async function seedAll(ch: ClickHouseStore, opts: ClickHouseSeedOptions): Promise<SeedOutcome> {
  return withScratchDuckDb(opts.workDir, async (duck, dir) => {
    const outcome = await seedAnalytics(duck, opts);
    const meta = (await readMeta(duck))!;
    await ch.all(`TRUNCATE TABLE ${META_TABLE}`);
    await ch.all('TRUNCATE TABLE sessions');
    await ch.all('TRUNCATE TABLE sites');
    await handOver(duck, ch, [{ table: 'sites', columns: SITE_COLUMN_NAMES }, { table: 'sessions', columns: SESSION_COLUMN_NAMES }], dir);
    await writeMeta(ch, meta);
    return { ...outcome, ms: 0 };
  });
}

async function topUp(ch: ClickHouseStore, meta: SeedMeta, opts: ClickHouseSeedOptions): Promise<SeedOutcome> {
  const anchor = new Date(meta.anchor);
  const toHour = hourOf(anchor, opts.now ?? new Date());
  const fromHour = Math.max(meta.seededThroughHour, toHour - meta.days * 24);
  if (toHour <= fromHour) return { action: 'up-to-date', sessions: 0, hours: 0, ms: 0 };
  return withScratchDuckDb(opts.workDir, async (duck, dir) => {
    await createAnalyticsSchema(duck);
    const sites = opts.sites ?? analyticsSeedSites();
    const sessions = await generateSessions(duck, { sites, days: meta.days, scale: meta.scale, anchor, fromHour, toHour });
    // Rows past the recorded hour can only be a top-up that failed before recording itself.
    await ch.all('DELETE FROM sessions WHERE arrival_time_utc >= $1 AND session_id IS NULL', [new Date(anchor.getTime() + meta.seededThroughHour * HOUR_MS)]);
    await handOver(duck, ch, [{ table: 'sessions', columns: SESSION_COLUMN_NAMES }], dir);
    await writeMeta(ch, { ...meta, seededThroughHour: toHour });
    return { action: 'topped-up', sessions, hours: toHour - fromHour, ms: 0 };
  });
}

/** ensureAnalyticsSeed for ClickHouse: tables always, then a full seed or a top-up. */
export async function ensureClickHouseSeed(ch: ClickHouseStore, opts: ClickHouseSeedOptions): Promise<SeedOutcome> {
  const started = Date.now();
  await createClickHouseSchema(ch);
  let outcome: SeedOutcome = { action: 'disabled', sessions: 0, hours: 0, ms: 0 };
  if (opts.scale > 0 && opts.days > 0) {
    const meta = await readMeta(ch);
    const current = meta && meta.version === SEED_VERSION && meta.scale === opts.scale && meta.days === opts.days;
    outcome = current ? await topUp(ch, meta, opts) : await seedAll(ch, opts);
  }
  return { ...outcome, ms: Date.now() - started };
}
