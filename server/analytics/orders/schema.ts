// The order history tables of the analytics store (CONTRACT.md §1): seeded months of orders
// for every demo shop, plus the orders shoppers place on the demo storefront.
import type { AnalyticsDb } from '../store/types';

export const ORDERS_DDL = `CREATE TABLE IF NOT EXISTS orders (
  order_id VARCHAR NOT NULL,
  site_id VARCHAR NOT NULL,
  visitor_id VARCHAR NOT NULL,
  placed_at TIMESTAMP NOT NULL,
  total DOUBLE NOT NULL,
  currency VARCHAR NOT NULL,
  source VARCHAR NOT NULL,
  email VARCHAR,
  item_count INTEGER NOT NULL,
  payment_type VARCHAR
)`;

export const ORDER_LINES_DDL = `CREATE TABLE IF NOT EXISTS order_lines (
  order_id VARCHAR NOT NULL,
  site_id VARCHAR NOT NULL,
  product_id VARCHAR NOT NULL,
  variant_id VARCHAR NOT NULL,
  quantity INTEGER NOT NULL,
  price DOUBLE NOT NULL
)`;

/** Where an order came from: the seed, or a shopper on the demo storefront. */
export type OrderSource = 'seed' | 'storefront';

export async function createOrderTables(db: AnalyticsDb): Promise<void> {
  await db.all(ORDERS_DDL);
  // A store made before live sessions (issue 26) has no payment type on its orders.
  await db.all('ALTER TABLE orders ADD COLUMN IF NOT EXISTS payment_type VARCHAR');
  await db.all(ORDER_LINES_DDL);
}
