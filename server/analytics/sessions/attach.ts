// Visits from a visitor's events, and the server's rows that belong to each: the rule of the
// recommendation reports (recs/visits-sql.ts): an order, or a cart change, belongs to the
// visitor's latest visit that started at or before it and was active within 30 minutes of it.
import type { CartSnapshot, Visit, VisitEvent, VisitOrder } from './types';

/** The tag's idle timeout: a visit is over 30 minutes after its last event. */
export const SESSION_IDLE_MS = 30 * 60_000;

export interface VisitorData {
  siteId: string;
  visitorId: string;
  /** The visitor's events with their session ids, any order. */
  events: Array<VisitEvent & { sessionId: string }>;
  orders: VisitOrder[];
  carts: CartSnapshot[];
}

/** The visit an item at `at` belongs to: the latest started at or before it, active within the idle timeout. */
function owner(visits: readonly Visit[], at: number): Visit | undefined {
  let best: Visit | undefined;
  for (const v of visits) if (v.events[0].at <= at && (!best || v.events[0].at > best.events[0].at)) best = v;
  return best && at <= best.events[best.events.length - 1].at + SESSION_IDLE_MS ? best : undefined;
}

/** The visitor's visits, oldest first, each with its orders and cart changes. */
export function visitsOf(data: VisitorData): Visit[] {
  const bySession = new Map<string, VisitEvent[]>();
  for (const { sessionId, ...event } of data.events) {
    const list = bySession.get(sessionId);
    if (list) list.push(event);
    else bySession.set(sessionId, [event]);
  }
  const visits: Visit[] = [...bySession].map(([sessionId, events]) => ({
    siteId: data.siteId,
    visitorId: data.visitorId,
    sessionId,
    events: events.sort((a, b) => a.at - b.at),
    orders: [],
    carts: [],
    cartBefore: null,
  }));
  visits.sort((a, b) => a.events[0].at - b.events[0].at);
  for (const order of data.orders) owner(visits, order.placedAt)?.orders.push(order);
  const carts = [...data.carts].sort((a, b) => a.changedAt - b.changedAt);
  for (const cart of carts) owner(visits, cart.changedAt)?.carts.push(cart);
  for (const visit of visits) {
    const start = visit.events[0].at;
    visit.cartBefore = carts.filter((c) => c.changedAt < start).pop() ?? null;
  }
  return visits;
}
