// The demo storefront's carts as the server valued them: one row per change, the cart's value
// from catalogue prices (server/storefront/cart.ts cartView), never a value the browser sent.
// Live sessions read them for `carted` and `cart_value` (derive.ts).
import type { AnalyticsDb } from '../store/types';

export const CART_SNAPSHOTS_DDL = `CREATE TABLE IF NOT EXISTS cart_snapshots (
  site_id VARCHAR NOT NULL,
  visitor_id VARCHAR NOT NULL,
  changed_at TIMESTAMP NOT NULL,
  value DOUBLE NOT NULL,
  item_count INTEGER NOT NULL
)`;

export interface CartChange {
  siteId: string;
  visitorId: string;
  changedAt: Date;
  value: number;
  itemCount: number;
}

/** DuckDB's tables of live sessions (ClickHouse's are in store/clickhouse/schema.ts). */
export async function createLiveSessionTables(db: AnalyticsDb): Promise<void> {
  await db.all(CART_SNAPSHOTS_DDL);
}

export async function insertCartChange(db: AnalyticsDb, change: CartChange): Promise<void> {
  await db.all('INSERT INTO cart_snapshots (site_id, visitor_id, changed_at, value, item_count) VALUES ($1, $2, $3, $4, CAST($5 AS INTEGER))', [
    change.siteId,
    change.visitorId,
    change.changedAt,
    change.value,
    change.itemCount,
  ]);
}
