// What the seed remembers between starts: which world it generated and up to which hour.
import type { AnalyticsDb } from '../types';

export const META_TABLE = 'analytics_seed_meta';

export interface SeedMeta {
  /** SEED_VERSION of the generator that wrote the data; another version reseeds. */
  version: number;
  /** Midnight UTC the hour numbers count from (ISO). */
  anchor: string;
  /** Sessions exist for every hour before this one (hours after the anchor, exclusive). */
  seededThroughHour: number;
  scale: number;
  days: number;
}

export async function createMetaTable(db: AnalyticsDb): Promise<void> {
  await db.all(`CREATE TABLE IF NOT EXISTS ${META_TABLE} (key VARCHAR PRIMARY KEY, value VARCHAR NOT NULL)`);
}

/** The stored meta, or undefined when there is none (never seeded, or a seed that did not finish). */
export async function readMeta(db: AnalyticsDb): Promise<SeedMeta | undefined> {
  const rows = await db.all<{ key: string; value: string }>(`SELECT key, value FROM ${META_TABLE}`);
  const value = Object.fromEntries(rows.map((r) => [r.key, r.value]));
  const meta: SeedMeta = {
    version: Number(value.version),
    anchor: value.anchor,
    seededThroughHour: Number(value.seededThroughHour),
    scale: Number(value.scale),
    days: Number(value.days),
  };
  const complete =
    Number.isInteger(meta.version) &&
    typeof meta.anchor === 'string' &&
    !Number.isNaN(Date.parse(meta.anchor)) &&
    Number.isInteger(meta.seededThroughHour) &&
    Number.isFinite(meta.scale) &&
    Number.isInteger(meta.days);
  return complete ? meta : undefined;
}

export async function writeMeta(db: AnalyticsDb, meta: SeedMeta): Promise<void> {
  for (const [key, value] of Object.entries(meta)) {
    await db.all(`INSERT OR REPLACE INTO ${META_TABLE} (key, value) VALUES ($1, $2)`, [key, String(value)]);
  }
}
