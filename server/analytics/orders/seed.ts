// Seeds the order history once per store: every demo shop's orders over the seed history.
import { generateCatalog, type CatalogSite } from '../../catalog/generate';
import type { AnalyticsDb } from '../store/types';
import { generateShopOrders, type SeedOrder, type SeedOrderLine } from './generate';
import { createOrderTables } from './schema';

export interface OrderSeedSite extends CatalogSite {
  timeZone: string;
}

export interface OrderSeedOutcome {
  action: 'seeded' | 'up-to-date' | 'disabled';
  orders: number;
  lines: number;
  ms: number;
}

/** Whole columns as list params, unnested side by side: one statement per table and shop. */
async function insertOrders(db: AnalyticsDb, orders: SeedOrder[], lines: SeedOrderLine[]): Promise<void> {
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

/**
 * Creates the order tables, and seeds them when they hold no seeded order yet (the first
 * start). Later starts keep what is there, shoppers' orders included.
 */
export async function ensureOrderSeed(db: AnalyticsDb, opts: { sites: readonly OrderSeedSite[]; days: number; now?: Date }): Promise<OrderSeedOutcome> {
  const started = Date.now();
  await createOrderTables(db);
  if (opts.days <= 0) return { action: 'disabled', orders: 0, lines: 0, ms: 0 };
  const [{ n }] = await db.all<{ n: number }>(`SELECT count(*) AS n FROM orders WHERE source = 'seed'`);
  if (n > 0) return { action: 'up-to-date', orders: 0, lines: 0, ms: Date.now() - started };
  const now = opts.now ?? new Date();
  let orders = 0;
  let lines = 0;
  for (const site of opts.sites) {
    const shop = generateShopOrders({ catalog: generateCatalog(site, now), external: site.external, timeZone: site.timeZone }, { days: opts.days, now });
    await insertOrders(db, shop.orders, shop.lines);
    orders += shop.orders.length;
    lines += shop.lines.length;
  }
  return { action: 'seeded', orders, lines, ms: Date.now() - started };
}
