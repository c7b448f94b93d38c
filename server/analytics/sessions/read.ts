// What the sessionizer reads for a few visitors of one site: their tag events (QA ones too),
// the server's orders and the cart values the storefront recorded. Plain SELECTs both engines
// run; timestamps come back as ISO strings (CONTRACT.md §1).
import { inList, type Db } from './sql';
import type { VisitorData } from './attach';
import type { VisitEvent } from './types';

const ms = (iso: unknown) => Date.parse(String(iso));
/** A cart carried into a visit is looked for this far back at most. */
const CART_LOOKBACK_MS = 30 * 86_400_000;

/** A VisitEvent as the store answers it: with its visit's ids, the time as text. */
type EventRow = Omit<VisitEvent, 'at'> & { visitorId: string; sessionId: string; at: string };

/** The visitors' data from `since` (events and orders; cart changes from a month before it). */
export async function readVisitors(db: Db, siteId: string, visitorIds: readonly string[], since: Date): Promise<VisitorData[]> {
  if (!visitorIds.length) return [];
  const ids = [...visitorIds];
  const [events, orders, carts] = await Promise.all([
    db.all<EventRow>(
      `SELECT visitor_id AS "visitorId", session_id AS "sessionId", occurred_at AS "at", type, place, path, form_factor AS "formFactor",
         new_or_returning AS "newOrReturning", page_views AS "pageViews", referrer, utm_source AS "utmSource", utm_medium AS "utmMedium", source, arm
       FROM rec_events WHERE site_id = $1 AND occurred_at >= $2 AND source IN ('tag', 'qa') AND ${inList(db, 'visitor_id', '$3')}`,
      [siteId, since, ids],
    ),
    db.all<{ visitorId: string; placedAt: string; total: number; paymentType: string | null }>(
      `SELECT visitor_id AS "visitorId", placed_at AS "placedAt", total, payment_type AS "paymentType"
       FROM orders WHERE site_id = $1 AND placed_at >= $2 AND source = 'storefront' AND ${inList(db, 'visitor_id', '$3')}`,
      [siteId, since, ids],
    ),
    db.all<{ visitorId: string; changedAt: string; value: number; itemCount: number }>(
      `SELECT visitor_id AS "visitorId", changed_at AS "changedAt", value, item_count AS "itemCount"
       FROM cart_snapshots WHERE site_id = $1 AND changed_at >= $2 AND ${inList(db, 'visitor_id', '$3')}`,
      [siteId, new Date(since.getTime() - CART_LOOKBACK_MS), ids],
    ),
  ]);
  const byVisitor = new Map<string, VisitorData>(ids.map((visitorId) => [visitorId, { siteId, visitorId, events: [], orders: [], carts: [] }]));
  for (const e of events) byVisitor.get(e.visitorId)?.events.push({ ...e, at: ms(e.at), pageViews: e.pageViews === null ? null : Number(e.pageViews) });
  for (const o of orders) byVisitor.get(o.visitorId)?.orders.push({ placedAt: ms(o.placedAt), total: Number(o.total), paymentType: o.paymentType });
  for (const c of carts) byVisitor.get(c.visitorId)?.carts.push({ changedAt: ms(c.changedAt), value: Number(c.value), itemCount: Number(c.itemCount) });
  return [...byVisitor.values()].filter((v) => v.events.length > 0);
}
