// Orders placed on the demo storefront, written into the same tables as the seeded history.
import type { AnalyticsDb } from '../store/types';

export interface PlacedOrder {
  orderId: string;
  siteId: string;
  visitorId: string;
  placedAt: Date;
  total: number;
  currency: string;
  email: string;
  /** CONTRACT.md §1 trans_payment_type's words ('credit card', 'shop pay', ...); NULL when unknown. */
  paymentType?: string;
  lines: Array<{ productId: string; variantId: string; quantity: number; price: number }>;
}

export interface StoredOrder {
  orderId: string;
  siteId: string;
  visitorId: string;
  placedAt: string;
  total: number;
  currency: string;
  email: string | null;
  itemCount: number;
  lines: Array<{ productId: string; variantId: string; quantity: number; price: number }>;
}

export async function insertPlacedOrder(analytics: AnalyticsDb, order: PlacedOrder): Promise<void> {
  const itemCount = order.lines.reduce((sum, l) => sum + l.quantity, 0);
  await analytics.all(
    `INSERT INTO orders (order_id, site_id, visitor_id, placed_at, total, currency, source, email, item_count, payment_type)
     VALUES ($1, $2, $3, $4, $5, $6, 'storefront', $7, CAST($8 AS INTEGER), $9)`,
    [order.orderId, order.siteId, order.visitorId, order.placedAt, order.total, order.currency, order.email, itemCount, order.paymentType ?? null],
  );
  if (!order.lines.length) return;
  // One VALUES row per line: plain SQL that every analytics engine runs (no list unnesting).
  const rows = order.lines.map((_, i) => `($1, $2, $${4 * i + 3}, $${4 * i + 4}, CAST($${4 * i + 5} AS INTEGER), $${4 * i + 6})`);
  await analytics.all(
    `INSERT INTO order_lines (order_id, site_id, product_id, variant_id, quantity, price) VALUES ${rows.join(', ')}`,
    [order.orderId, order.siteId, ...order.lines.flatMap((l) => [l.productId, l.variantId, l.quantity, l.price])],
  );
}

/** One order of a shop with its lines, or undefined. */
export async function findOrder(analytics: AnalyticsDb, siteId: string, orderId: string): Promise<StoredOrder | undefined> {
  const [order] = await analytics.all<Omit<StoredOrder, 'lines'>>(
    `SELECT order_id AS "orderId", site_id AS "siteId", visitor_id AS "visitorId", placed_at AS "placedAt", total, currency, email, item_count AS "itemCount"
     FROM orders WHERE site_id = $1 AND order_id = $2 LIMIT 1`,
    [siteId, orderId],
  );
  if (!order) return undefined;
  const lines = await analytics.all<StoredOrder['lines'][number]>(
    `SELECT product_id AS "productId", variant_id AS "variantId", quantity, price FROM order_lines WHERE site_id = $1 AND order_id = $2 ORDER BY product_id`,
    [siteId, orderId],
  );
  return { ...order, lines };
}
