// Seeds the order history of every demo shop on first start; every later start adds the whole
// days since the last seeded one (the top-up), so "last 4 weeks" keeps its orders.
import { generateCatalog, type CatalogSite } from '../../catalog/generate';
import type { AnalyticsDb } from '../store/types';
import { generateShopOrders, type SeedOrder, type SeedOrderLine } from './generate';
import { createOrderTables } from './schema';

export interface OrderSeedSite extends CatalogSite {
  timeZone: string;
}

export interface OrderSeedOutcome {
  action: 'seeded' | 'topped-up' | 'up-to-date' | 'disabled';
  orders: number;
  lines: number;
  ms: number;
}

/** Whole columns as list params, unnested side by side: one statement per table and shop. */
export async function insertOrders(db: AnalyticsDb, orders: SeedOrder[], lines: SeedOrderLine[]): Promise<void> {
  if (orders.length) {
    await db.all(
      `INSERT INTO orders (order_id, site_id, visitor_id, placed_at, total, currency, source, email, item_count)
       SELECT order_id, site_id, visitor_id, make_timestamp(CAST(placed_ms AS BIGINT) * 1000), total, currency, 'seed', NULL, CAST(item_count AS INTEGER)
       FROM (SELECT unnest($1::VARCHAR[]) AS order_id, unnest($2::VARCHAR[]) AS site_id, unnest($3::VARCHAR[]) AS visitor_id,
                    unnest($4::DOUBLE[]) AS placed_ms, unnest($5::DOUBLE[]) AS total, unnest($6::VARCHAR[]) AS currency,
                    unnest($7::DOUBLE[]) AS item_count)`,
      [
        orders.map((o) => o.orderId),
        orders.map((o) => o.siteId),
        orders.map((o) => o.visitorId),
        orders.map((o) => o.placedAtMs),
        orders.map((o) => o.total),
        orders.map((o) => o.currency),
        orders.map((o) => o.itemCount),
      ],
    );
  }
  if (lines.length) {
    await db.all(
      `INSERT INTO order_lines (order_id, site_id, product_id, variant_id, quantity, price)
       SELECT order_id, site_id, product_id, variant_id, CAST(quantity AS INTEGER), price
       FROM (SELECT unnest($1::VARCHAR[]) AS order_id, unnest($2::VARCHAR[]) AS site_id, unnest($3::VARCHAR[]) AS product_id,
                    unnest($4::VARCHAR[]) AS variant_id, unnest($5::DOUBLE[]) AS quantity, unnest($6::DOUBLE[]) AS price)`,
      [
        lines.map((l) => l.orderId),
        lines.map((l) => l.siteId),
        lines.map((l) => l.productId),
        lines.map((l) => l.variantId),
        lines.map((l) => l.quantity),
        lines.map((l) => l.price),
      ],
    );
  }
}

const DAY_MS = 86_400_000;

/**
 * Creates the order tables, and seeds them when they hold no seeded order yet (the first
 * start). Later starts keep what is there, shoppers' orders included, and add the seeded
 * days after the last one, up to yesterday (today is never seeded: it is still running).
 */
export async function ensureOrderSeed(
  db: AnalyticsDb,
  opts: {
    sites: readonly OrderSeedSite[];
    days: number;
    now?: Date;
    /** The last seeded order's time (ms) as another store holds it (ClickHouse: this db is its scratch), null for none. */
    lastSeededMs?: number | null;
  },
): Promise<OrderSeedOutcome> {
  const started = Date.now();
  await createOrderTables(db);
  if (opts.days <= 0) return { action: 'disabled', orders: 0, lines: 0, ms: 0 };
  const now = opts.now ?? new Date();
  const last =
    opts.lastSeededMs !== undefined
      ? opts.lastSeededMs
      : (await db.all<{ last: number | null }>(`SELECT CAST(epoch_ms(max(placed_at)) AS DOUBLE) AS last FROM orders WHERE source = 'seed'`))[0].last;
  const today = Math.floor(now.getTime() / DAY_MS) * DAY_MS;
  // After the last seeded day; never further back than the history kept.
  const fromMs = last === null ? undefined : Math.max(Math.floor(Number(last) / DAY_MS) * DAY_MS + DAY_MS, today - opts.days * DAY_MS);
  if (fromMs !== undefined && fromMs >= today) return { action: 'up-to-date', orders: 0, lines: 0, ms: Date.now() - started };
  let orders = 0;
  let lines = 0;
  for (const site of opts.sites) {
    const shop = generateShopOrders({ catalog: generateCatalog(site, now), external: site.external, timeZone: site.timeZone }, { days: opts.days, now, fromMs });
    await insertOrders(db, shop.orders, shop.lines);
    orders += shop.orders.length;
    lines += shop.lines.length;
  }
  return { action: fromMs === undefined ? 'seeded' : 'topped-up', orders, lines, ms: Date.now() - started };
}
