// What the recommendation engine reads from the order history.
import type { OrderLine } from '../../../plugins/recommendations/engine/types';
import type { AnalyticsDb } from '../store/types';

/** Every order line of a shop placed at or after `sinceIso`, oldest first. */
export async function loadOrderLines(analytics: AnalyticsDb, siteId: string, sinceIso: string): Promise<OrderLine[]> {
  const since = new Date(sinceIso);
  if (Number.isNaN(since.getTime())) throw new RangeError(`Not an ISO date: ${sinceIso.slice(0, 40)}`);
  return analytics.all<OrderLine>(
    `SELECT o.order_id AS "orderId", o.site_id AS "siteId", o.visitor_id AS "visitorId", o.placed_at AS "placedAt",
            l.product_id AS "productId", l.variant_id AS "variantId", l.quantity, l.price
     FROM orders o JOIN order_lines l ON l.order_id = o.order_id AND l.site_id = o.site_id
     WHERE o.site_id = $1 AND o.placed_at >= $2
     ORDER BY o.placed_at, o.order_id, l.product_id`,
    [siteId, since],
  );
}
