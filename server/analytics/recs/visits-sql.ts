// The visit (session) level of the tracking data, as CTEs every recommendation report starts
// from. A visit is one tag session (visitor id + session id); its dimensions come from its
// events; orders are the server's own rows, each attached to the visitor's latest session that
// started at or before it and was active within 30 minutes of it (the tag's idle timeout).
import { windowLiteral } from './attribution-sql';
import { duckdbRecSql, type RecSqlDialect } from './sql-dialect';

export const SESSION_IDLE = 'INTERVAL 30 MINUTE';
/** QA and preview events are kept for Checkout Zen's QA sessions only, never for these reports. */
export const NOT_QA = "source <> 'qa'";

/** Segment filters of spec 2 (Device, Visitor, Result, Pages, Time on Site, Recommendation). */
export interface VisitFilters {
  recommendId?: string;
  recommendProvider?: string[];
  recommendClicked?: boolean;
  /** Desktop = desktop + tablet; Mobile = phone (the tag's 'mobile'). */
  formFactor?: 'desktop' | 'mobile';
  newOrReturning?: 'new' | 'returning';
  buyer?: boolean;
  pageViewsMin?: number;
  timeOnSiteUnderMinutes?: number;
  abandonedCartValueMin?: number;
  /**
   * Not a visit filter: clicks, and so every impact figure and per-recommendation row, count
   * only for these recommendations (a channel's: the email dashboard must not show the online
   * widgets' impact, issue 32 item 5). Visits and sales stay the store's.
   */
  attributedTo?: readonly string[];
}

export class Params {
  readonly values: unknown[] = [];
  add(value: unknown): string {
    this.values.push(value);
    return `$${this.values.length}`;
  }
}

/** ` AND` the recommendation is one `attributedTo` lists; nothing without the list. */
export function attributedSql(p: Params, f: VisitFilters, d: RecSqlDialect): string {
  return f.attributedTo ? ` AND ${d.inList('recommendation_id', p.add([...f.attributedTo]))}` : '';
}

/**
 * CTEs `ev` (the site's events from a window before the range), `clicks`, `sess_all`, `ord`,
 * `ord_sess` (orders with their session) and `sess` (the visits that started in the range,
 * filtered, with their orders and revenue). Needs $site, $from, $to in `p`.
 */
export function visitCtes(p: Params, site: string, from: string, to: string, windowDays: number, filters: VisitFilters = {}, d: RecSqlDialect = duckdbRecSql): string {
  const w = windowLiteral(windowDays);
  const where: string[] = [`started_at >= ${from}`, `started_at < ${to}`];
  const f = filters;
  if (f.recommendId !== undefined) where.push(d.contains('recs', p.add(f.recommendId)));
  if (f.recommendProvider?.length) where.push(d.hasAny('providers', p.add(f.recommendProvider)));
  if (f.recommendClicked !== undefined) where.push(f.recommendClicked ? 'clicks > 0' : 'clicks = 0');
  if (f.formFactor) where.push(f.formFactor === 'desktop' ? `form_factor IN ('desktop', 'tablet')` : `form_factor IN ('mobile', 'phone')`);
  if (f.newOrReturning) where.push(`new_or_returning = ${p.add(f.newOrReturning)}`);
  if (f.buyer !== undefined) where.push(f.buyer ? 'orders > 0' : 'orders = 0');
  if (f.pageViewsMin !== undefined) where.push(`page_views >= ${p.add(f.pageViewsMin)}`);
  if (f.timeOnSiteUnderMinutes !== undefined) where.push(`time_on_site_s < ${p.add(f.timeOnSiteUnderMinutes * 60)}`);
  if (f.abandonedCartValueMin !== undefined) where.push(`adds > 0 AND orders = 0 AND cart_value >= ${p.add(f.abandonedCartValueMin)}`);
  return `ev AS MATERIALIZED (
    SELECT * FROM rec_events WHERE site_id = ${site} AND ${NOT_QA} AND occurred_at >= ${from} - ${w} - INTERVAL 1 DAY AND occurred_at < ${to} + INTERVAL 1 DAY
      AND type <> 'exposure'
  ),
  clicks AS MATERIALIZED (SELECT visitor_id, session_id, occurred_at, recommendation_id, product_id FROM ev WHERE type = 'click'${attributedSql(p, f, d)}),
  sess_all AS MATERIALIZED (
    SELECT visitor_id, session_id, min(occurred_at) AS started_at, max(occurred_at) AS last_at,
      ${d.argMin('form_factor', 'occurred_at')} AS form_factor, ${d.argMin('new_or_returning', 'occurred_at')} AS new_or_returning,
      greatest(coalesce(max(page_views), 0), count(*) FILTER (WHERE type = 'page-view')) AS page_views,
      coalesce(max(time_on_site_s), 0) AS time_on_site_s,
      count(*) FILTER (WHERE type = 'click') AS clicks,
      count(*) FILTER (WHERE type = 'add-to-cart') AS adds,
      coalesce(sum(value) FILTER (WHERE type = 'add-to-cart'), 0) AS cart_value,
      ${d.distinctList('recommendation_id', "type IN ('impression', 'click')")} AS recs,
      ${d.distinctList('provider', 'true')} AS providers
    FROM ev GROUP BY visitor_id, session_id
  ),
  ord AS (
    SELECT order_id, visitor_id, placed_at, total FROM orders
    WHERE site_id = ${site} AND placed_at >= ${from} - INTERVAL 1 DAY AND placed_at < ${to} + INTERVAL 1 DAY
  ),
  ord_sess AS MATERIALIZED (
    SELECT o.order_id, o.visitor_id, o.placed_at, o.total, s.session_id
    FROM ord o ASOF JOIN sess_all s ON o.visitor_id = s.visitor_id AND o.placed_at >= s.started_at
    WHERE o.placed_at <= s.last_at + ${SESSION_IDLE}
  ),
  sess_orders AS (SELECT visitor_id, session_id, count(*) AS orders, sum(total) AS revenue FROM ord_sess GROUP BY ALL),
  sess AS MATERIALIZED (
    SELECT * FROM (
      SELECT s.*, coalesce(o.orders, 0) AS orders, coalesce(o.revenue, 0) AS revenue
      FROM sess_all s LEFT JOIN sess_orders o USING (visitor_id, session_id)
    ) WHERE ${where.join(' AND ')}
  ),
  sess_ord AS MATERIALIZED (SELECT o.* FROM ord_sess o ${d.semiJoin} sess s USING (visitor_id, session_id))`;
}

/** The sums of math.ts VisitSums over `sess` (the alias columns match its fields). */
export const VISIT_SUMS = `count(*) AS visits, count(*) FILTER (WHERE orders > 0) AS conversions, coalesce(sum(orders), 0) AS orders,
  coalesce(sum(revenue), 0) AS revenue, coalesce(sum(page_views), 0) AS "pageViews", coalesce(sum(clicks), 0) AS clicks,
  coalesce(sum(time_on_site_s), 0) AS "timeOnSiteSeconds", count(*) FILTER (WHERE adds > 0) AS carts,
  count(*) FILTER (WHERE adds > 0 AND orders = 0) AS "cartsAbandoned",
  coalesce(sum(cart_value) FILTER (WHERE adds > 0 AND orders = 0), 0) AS "abandonedCartValue"`;
