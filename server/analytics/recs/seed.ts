// Seeds months of tracking history (rec_events) for the demo shops that have storefront
// recommendations, consistent with their seeded orders: every seeded order gets its buyer's
// visit (some of its lines clicked in a live recommendation first, so attribution finds real
// revenue), and each day gets browsing visits around it. Seeded on first start; later starts
// add the visits of the orders the order seed added since (its top-up).
import { SEEDED_LIFTS, type SeededLift, type SeedHoldout } from '../../seed/lift';
import { SEED_RECOMMENDATIONS, seedRecId } from '../../seed/recommendations';
import type { AnalyticsDb, TransactionalAnalyticsStore } from '../store/types';
import { createRecTables } from './schema';
import { SEED_ARM_SQL, SEED_DROP_SQL, SEED_DROPPED_SQL } from './seed-lift-sql';
import { SEED_COUNTS_SQL, SEED_EVENT_SQL, SEED_LINE_CLICKS_SQL, SEED_PRODUCTS_SQL, seedSessionsSql, VISITS_PER_ORDER } from './seed-sql';

const DAY_MS = 86_400_000;
const STOREFRONT_KINDS = new Set(['online', 'hyper-online']);

export interface RecSeedOutcome {
  action: 'seeded' | 'topped-up' | 'up-to-date' | 'disabled' | 'failed';
  events: number;
  ms: number;
  /** Why it failed (e.g. the store closed while it ran: the next start seeds again). */
  error?: string;
}

/** The live storefront recommendations of the seeded sites, with the time each went live. */
export function seedLiveRecs(now: Date): Array<{ siteId: string; recId: string; provider: string; place: string; since: Date }> {
  return SEED_RECOMMENDATIONS.flatMap(([siteId, recs]) =>
    recs
      .filter((r) => r.status === 'production' && STOREFRONT_KINDS.has(r.kind ?? 'online'))
      .map((r) => ({ siteId, recId: seedRecId(siteId, r.key), provider: r.qualifiedName, place: r.place, since: new Date(now.getTime() - r.createdDaysAgo * DAY_MS) })),
  );
}

/** The seeded sites' holdouts, read when the seed starts (after the demo world made them). */
export type SeedHoldouts = () => Promise<readonly SeedHoldout[]>;

export interface RecSeedOptions {
  sinceMs: number | undefined;
  scale?: number;
  now?: Date;
  /** Arms for the seeded visitors, by the server's hash; none: no arms, no exposures. */
  holdouts?: readonly SeedHoldout[];
  /** The known truths carried through those arms (default SEEDED_LIFTS). */
  lifts?: readonly SeededLift[];
}

export interface RecSeedWrite {
  events: number;
  /** Seeded orders the baseline would not have placed, removed from `orders` (server/seed/lift.ts). */
  droppedOrders: Array<{ siteId: string; orderId: string }>;
}

export async function ensureRecEventSeed(store: TransactionalAnalyticsStore, opts: { days: number; scale?: number; now?: Date; holdouts?: SeedHoldouts }): Promise<RecSeedOutcome> {
  const started = Date.now();
  await createRecTables(store);
  if (opts.days <= 0) return { action: 'disabled', events: 0, ms: 0 };
  const sinceMs = await recSeedFrom(store);
  if (sinceMs === null) return { action: 'up-to-date', events: 0, ms: Date.now() - started };
  const holdouts = await opts.holdouts?.();
  const { events } = await writeRecEventSeed(store, { sinceMs, scale: opts.scale, now: opts.now, holdouts });
  return { action: sinceMs === undefined ? 'seeded' : 'topped-up', events, ms: Date.now() - started };
}

/** The lifts' rows for seed_lift: only where the site holds visitors out and both recommendations are live. */
function liftRows(lifts: readonly SeededLift[], holdouts: readonly SeedHoldout[], live: ReadonlySet<string>) {
  return lifts
    .filter((l) => holdouts.some((h) => h.siteId === l.siteId && h.sharePct > 0))
    .map((l) => ({ ...l, effectRec: seedRecId(l.siteId, l.effectRecKey), nullRec: seedRecId(l.siteId, l.nullRecKey) }))
    .filter((l) => live.has(l.effectRec) && live.has(l.nullRec))
    .map((l) => ({ siteId: l.siteId, effectRec: l.effectRec, nullRec: l.nullRec, dropPer10k: Math.round((l.rpvLift / (1 + l.rpvLift)) * 10_000), segmentPct: l.productPageVisitorPct }));
}

/**
 * Writes the seeded events of the orders placed from `sinceMs` (all of them when undefined)
 * into `store`'s rec_events, from its orders and order_lines; answers how many. DuckDB SQL: the
 * ClickHouse store runs it in a scratch DuckDB and takes the rows over (clickhouse/rec-seed.ts).
 */
export async function writeRecEventSeed(store: TransactionalAnalyticsStore, opts: RecSeedOptions): Promise<RecSeedWrite> {
  // ANALYTICS_SEED_SCALE thins the browsing visits; every seeded order keeps its buyer's visit.
  const scale = Math.min(Math.max(opts.scale ?? 1, 0), 10);
  const { sinceMs } = opts;
  const recs = seedLiveRecs(opts.now ?? new Date());
  return store.transaction(async (db) => {
    const [{ before }] = await db.all<{ before: number }>(`SELECT count(*) AS before FROM rec_events WHERE source = 'seed'`);
    await db.all(`CREATE TEMP TABLE seed_recs AS
      SELECT *, row_number() OVER (PARTITION BY site_id ORDER BY rec_id) AS idx, count(*) OVER (PARTITION BY site_id) AS n
      FROM (SELECT unnest($1::VARCHAR[]) AS site_id, unnest($2::VARCHAR[]) AS rec_id, unnest($3::VARCHAR[]) AS provider,
                   unnest($4::VARCHAR[]) AS place, make_timestamp(CAST(unnest($5::DOUBLE[]) AS BIGINT) * 1000) AS since)`,
      [recs.map((r) => r.siteId), recs.map((r) => r.recId), recs.map((r) => r.provider), recs.map((r) => r.place), recs.map((r) => r.since.getTime())]);
    await db.all(`CREATE TEMP TABLE seed_sites AS SELECT DISTINCT site_id FROM seed_recs`);
    const holdouts = opts.holdouts ?? [];
    await db.all(`CREATE TEMP TABLE seed_holdouts AS SELECT unnest($1::VARCHAR[]) AS site_id, unnest($2::VARCHAR[]) AS salt, unnest($3::INTEGER[]) AS share_pct`, [
      holdouts.map((h) => h.siteId), holdouts.map((h) => h.salt), holdouts.map((h) => h.sharePct),
    ]);
    const lifts = liftRows(opts.lifts ?? SEEDED_LIFTS, holdouts, new Set(recs.map((r) => r.recId)));
    await db.all(
      `CREATE TEMP TABLE seed_lift AS SELECT unnest($1::VARCHAR[]) AS site_id, unnest($2::VARCHAR[]) AS effect_rec, unnest($3::VARCHAR[]) AS null_rec,
         unnest($4::INTEGER[]) AS drop_per_10k, unnest($5::INTEGER[]) AS segment_pct`,
      [lifts.map((l) => l.siteId), lifts.map((l) => l.effectRec), lifts.map((l) => l.nullRec), lifts.map((l) => l.dropPer10k), lifts.map((l) => l.segmentPct)],
    );
    for (const sql of [SEED_PRODUCTS_SQL, SEED_COUNTS_SQL, seedSessionsSql(VISITS_PER_ORDER * scale, sinceMs), ...SEED_ARM_SQL, SEED_DROPPED_SQL, ...SEED_DROP_SQL, SEED_LINE_CLICKS_SQL, ...SEED_EVENT_SQL]) await db.all(sql);
    const droppedOrders = await db.all<{ siteId: string; orderId: string }>(`SELECT site_id AS "siteId", order_id AS "orderId" FROM seed_dropped ORDER BY 1, 2`);
    for (const table of ['seed_dropped', 'seed_lift', 'seed_holdouts', 'seed_line_clicks', 'seed_sessions', 'seed_counts', 'seed_products', 'seed_sites', 'seed_recs']) await db.all(`DROP TABLE ${table}`);
    const [{ count }] = await db.all<{ count: number }>(`SELECT count(*) AS count FROM rec_events WHERE source = 'seed'`);
    return { events: Number(count) - Number(before), droppedOrders };
  });
}

/**
 * Where this start's seed begins: undefined on a store with no seeded events (seed it all),
 * the day after the last seeded order's day when the order seed has added days since, null
 * when there is nothing new. SQL both engines run (CONTRACT.md §1).
 */
export async function recSeedFrom(store: AnalyticsDb): Promise<number | undefined | null> {
  // The count, not a NULL max: ClickHouse's max over no rows is the epoch.
  const [{ orders, last }] = await store.all<{ orders: number; last: string | null }>(
    `SELECT count(*) AS orders, max(occurred_at) AS last FROM rec_events WHERE source = 'seed' AND type = 'order'`,
  );
  if (Number(orders) === 0) {
    const [{ n }] = await store.all<{ n: number }>(`SELECT count(*) AS n FROM (SELECT 1 FROM rec_events WHERE source = 'seed' LIMIT 1) t`);
    return Number(n) > 0 ? null : undefined;
  }
  const sinceMs = Math.floor(Date.parse(String(last)) / DAY_MS) * DAY_MS + DAY_MS;
  const [{ n }] = await store.all<{ n: number }>(
    `SELECT count(*) AS n FROM (SELECT 1 FROM orders WHERE source = 'seed' AND placed_at >= $1 LIMIT 1) t`,
    [new Date(sinceMs)],
  );
  return Number(n) > 0 ? sinceMs : null;
}
