// The tracking history seed (recs/seed.ts) and the order seed's daily top-up for the
// ClickHouse store. Both generators are DuckDB code (hash() keyed by ids, the order generator's
// inserts), so they run in a scratch DuckDB and Parquet carries their rows over, as for the
// sessions: a ClickHouse store then holds exactly the rows a DuckDB store seeded on the same
// day holds. What the generators read (the seeded orders and the lines of the shops with live
// recommendations) is copied into the scratch first, from ClickHouse.
import { shopSites } from '../../../seed/world';
import { insertOrders, ensureOrderSeed, type OrderSeedOutcome } from '../../orders/seed';
import { createOrderTables } from '../../orders/schema';
import type { SeedOrder, SeedOrderLine } from '../../orders/generate';
import { createRecTables, REC_EVENT_COLUMNS } from '../../recs/schema';
import { recSeedFrom, seedLiveRecs, writeRecEventSeed, type RecSeedOutcome, type RecSeedWrite, type SeedHoldouts } from '../../recs/seed';
import type { TransactionalAnalyticsStore } from '../types';
import { handOver, withScratchDuckDb } from './handover';
import { createClickHouseSchema, ORDER_COLUMNS, ORDER_LINE_COLUMNS } from './schema';
import type { ClickHouseStore } from './store';

const REC_EVENT_COLUMN_NAMES = REC_EVENT_COLUMNS.map(([name]) => name);

/** The last seeded order's time in ms, null when there is none. */
async function lastSeededOrderMs(ch: ClickHouseStore): Promise<number | null> {
  // The count, not a NULL max: ClickHouse's max over no rows is the epoch.
  const [{ n, last }] = await ch.all<{ n: number; last: number }>(
    `SELECT count(*) AS n, toFloat64(toUnixTimestamp64Milli(max(placed_at))) AS last FROM orders WHERE source = 'seed'`,
  );
  return Number(n) > 0 ? Number(last) : null;
}

/**
 * The order history: seeded whole on the first start, then every later start adds the whole
 * days since the last seeded one (ensureOrderSeed's rule, its clock read from ClickHouse).
 */
export async function ensureClickHouseOrderSeed(ch: ClickHouseStore, opts: { days: number; now?: Date; workDir: string }): Promise<OrderSeedOutcome> {
  const started = Date.now();
  await createClickHouseSchema(ch);
  if (opts.days <= 0) return { action: 'disabled', orders: 0, lines: 0, ms: 0 };
  const lastSeededMs = await lastSeededOrderMs(ch);
  return withScratchDuckDb(opts.workDir, async (duck, dir) => {
    const seeded = await ensureOrderSeed(duck, { sites: shopSites(), days: opts.days, now: opts.now, lastSeededMs });
    // The scratch holds only what this start generated: all of it is new to ClickHouse.
    if (seeded.orders > 0) await handOver(duck, ch, [{ table: 'orders', columns: ORDER_COLUMNS }, { table: 'order_lines', columns: ORDER_LINE_COLUMNS }], dir);
    return { ...seeded, ms: Date.now() - started };
  });
}

/** The seeded orders and all order lines of `siteIds`, from ClickHouse into the scratch. */
async function copyOrderHistory(ch: ClickHouseStore, duck: TransactionalAnalyticsStore, siteIds: string[]): Promise<void> {
  const orders = await ch.all<{ orderId: string; siteId: string; visitorId: string; placedAtMs: number; total: number; currency: string; itemCount: number }>(
    `SELECT order_id AS "orderId", site_id AS "siteId", visitor_id AS "visitorId", toFloat64(toUnixTimestamp64Milli(placed_at)) AS "placedAtMs",
       total, currency, item_count AS "itemCount"
     FROM orders WHERE source = 'seed' AND has($1, site_id)`,
    [siteIds],
  );
  const lines = await ch.all<SeedOrderLine>(
    `SELECT order_id AS "orderId", site_id AS "siteId", product_id AS "productId", variant_id AS "variantId", quantity, price
     FROM order_lines WHERE has($1, site_id)`,
    [siteIds],
  );
  await insertOrders(duck, orders satisfies SeedOrder[], lines);
}

/**
 * ensureRecEventSeed for ClickHouse: the same decision (recSeedFrom runs on both engines), the
 * same generator over the same orders, its rows appended to ClickHouse's rec_events.
 */
/** The orders the seeded holdout's baseline would not have placed: gone from ClickHouse as from the scratch. */
async function dropOrders(ch: ClickHouseStore, dropped: RecSeedWrite['droppedOrders']): Promise<void> {
  for (const siteId of new Set(dropped.map((d) => d.siteId))) {
    const ids = dropped.filter((d) => d.siteId === siteId).map((d) => d.orderId);
    for (const table of ['order_lines', 'orders']) await ch.all(`DELETE FROM ${table} WHERE site_id = $1 AND has($2, order_id)`, [siteId, ids]);
  }
}

export async function ensureClickHouseRecEventSeed(ch: ClickHouseStore, opts: { days: number; scale?: number; now?: Date; workDir: string; holdouts?: SeedHoldouts }): Promise<RecSeedOutcome> {
  const started = Date.now();
  await createClickHouseSchema(ch);
  if (opts.days <= 0) return { action: 'disabled', events: 0, ms: 0 };
  const sinceMs = await recSeedFrom(ch);
  if (sinceMs === null) return { action: 'up-to-date', events: 0, ms: Date.now() - started };
  const siteIds = [...new Set(seedLiveRecs(opts.now ?? new Date()).map((r) => r.siteId))];
  const events = await withScratchDuckDb(opts.workDir, async (duck, dir) => {
    await createOrderTables(duck);
    await createRecTables(duck);
    await copyOrderHistory(ch, duck, siteIds);
    const written = await writeRecEventSeed(duck, { sinceMs, scale: opts.scale, now: opts.now, holdouts: await opts.holdouts?.() });
    await dropOrders(ch, written.droppedOrders);
    await handOver(duck, ch, [{ table: 'rec_events', columns: REC_EVENT_COLUMN_NAMES }], dir);
    return written.events;
  });
  return { action: sinceMs === undefined ? 'seeded' : 'topped-up', events, ms: Date.now() - started };
}
