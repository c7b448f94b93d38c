// The Agency Stats grid's recommendation numbers (spec 3 "Agency row") for every site at once:
// one grouped statement over the tag data and the orders, however many sites there are.
import type { AnalyticsDb } from '../store/types';
import { directLinesSql, windowLiteral } from './attribution-sql';
import { recSqlFor } from './sql-dialect';
import { ratio } from './math';
import { NOT_QA, SESSION_IDLE } from './visits-sql';

export interface PeriodNumbers {
  /** Visits with a recommendation click. */
  engaged: number;
  /** Visits that saw a recommendation (an impression). */
  viewed: number;
  /** Direct click revenue (attribution.ts), in the site's currency. */
  revenue: number;
  /** Revenue per visit of engaged visits over that of the others, minus 1; null without both. */
  rpvLift: number | null;
  /** Clicks / impressions. */
  clickThrough: number | null;
}

export interface AgencyMetrics {
  h72: PeriodNumbers;
  d30: PeriodNumbers;
  /** Recommendation clicks and recommendation add-to-carts, last 30 days. */
  interactions: number;
  /** Order lines credited to a recommendation click, last 30 days. */
  purchaseInteractions: number;
  /** Orders total of the last 30 days (the shop's own revenue), in the site's currency. */
  orderRevenue30d: number;
  /** Revenue of the orders the tag saw a session for (last 30 days): Vitrine's own estimate. */
  trackedRevenue30d: number;
  pageViewsCurrentMonth: number;
  pageViewsLastMonth: number;
  /** Last time the site's tag sent anything (null: never). */
  lastEventAt: string | null;
}

type Row = Record<string, number | string | null> & { site_id: string };

const period = (r: Row, p: string): PeriodNumbers => {
  const rpvEngaged = ratio(Number(r[`${p}_rev_engaged`]), Number(r[`${p}_engaged`]));
  const rpvOthers = ratio(Number(r[`${p}_rev_others`]), Number(r[`${p}_visits`]) - Number(r[`${p}_engaged`]));
  return {
    engaged: Number(r[`${p}_engaged`]),
    viewed: Number(r[`${p}_viewed`]),
    revenue: Math.round(Number(r[`${p}_direct`]) * 100) / 100,
    rpvLift: rpvEngaged !== null && rpvOthers ? rpvEngaged / rpvOthers - 1 : null,
    clickThrough: ratio(Number(r[`${p}_clicks`]), Number(r[`${p}_views`])),
  };
};

export async function agencyMetrics(db: AnalyticsDb & { readonly dialect?: string }, now: Date, windowDays: number): Promise<Map<string, AgencyMetrics>> {
  const d = recSqlFor(db.dialect);
  const w = windowLiteral(windowDays);
  const at = d.timestamp('$1');
  const by = (p: string, since: string) => `
    count(*) FILTER (WHERE started_at >= ${since}) AS ${p}_visits,
    count(*) FILTER (WHERE started_at >= ${since} AND clicks > 0) AS ${p}_engaged,
    count(*) FILTER (WHERE started_at >= ${since} AND views > 0) AS ${p}_viewed,
    coalesce(sum(clicks) FILTER (WHERE started_at >= ${since}), 0) AS ${p}_clicks,
    coalesce(sum(views) FILTER (WHERE started_at >= ${since}), 0) AS ${p}_views,
    coalesce(sum(revenue) FILTER (WHERE started_at >= ${since} AND clicks > 0), 0) AS ${p}_rev_engaged,
    coalesce(sum(revenue) FILTER (WHERE started_at >= ${since} AND clicks = 0), 0) AS ${p}_rev_others`;
  const h72 = `(${at} - INTERVAL 72 HOUR)`;
  const d30 = `(${at} - INTERVAL 30 DAY)`;
  const month = d.monthStart(at);
  const rows = await db.all<Row>(
    `WITH ev AS MATERIALIZED (SELECT * FROM rec_events WHERE ${NOT_QA} AND occurred_at >= least(${month} - INTERVAL 1 MONTH, ${d30} - ${w}) AND occurred_at < ${at} AND type <> 'exposure'),
    sess AS MATERIALIZED (
      SELECT site_id, visitor_id, session_id, min(occurred_at) AS started_at, max(occurred_at) AS last_at,
        greatest(coalesce(max(page_views), 0), count(*) FILTER (WHERE type = 'page-view')) AS page_views,
        count(*) FILTER (WHERE type = 'click') AS clicks, count(*) FILTER (WHERE type = 'impression') AS views,
        count(*) FILTER (WHERE type = 'add-to-cart' AND recommendation_id IS NOT NULL) AS rec_adds
      FROM ev GROUP BY ALL
    ),
    ord AS MATERIALIZED (SELECT site_id, order_id, visitor_id, placed_at, total FROM orders WHERE placed_at >= ${d30} AND placed_at < ${at}),
    ord_sess AS (
      SELECT o.*, s.session_id AS session_id FROM ord o ASOF JOIN sess s ON o.site_id = s.site_id AND o.visitor_id = s.visitor_id AND o.placed_at >= s.started_at
      WHERE o.placed_at <= s.last_at + ${SESSION_IDLE}
    ),
    sess_rev AS (
      SELECT s.*, coalesce(o.revenue, 0) AS revenue FROM sess s
      LEFT JOIN (SELECT site_id, visitor_id, session_id, sum(total) AS revenue FROM ord_sess GROUP BY ALL) o USING (site_id, visitor_id, session_id)
    ),
    clicks AS (SELECT site_id, visitor_id, occurred_at, recommendation_id, product_id FROM ev WHERE type = 'click'),
    lines AS (
      SELECT o.site_id AS site_id, o.order_id AS order_id, o.visitor_id AS visitor_id, o.placed_at AS placed_at, l.product_id AS product_id,
        l.variant_id AS variant_id, l.quantity * l.price AS revenue
      FROM ord o JOIN order_lines l ON l.site_id = o.site_id AND l.order_id = o.order_id
    ),
    direct AS MATERIALIZED (SELECT d.*, l.placed_at AS placed_at FROM (${directLinesSql('lines', 'clicks', windowDays, { bySite: true })}) d
      JOIN (SELECT DISTINCT site_id, order_id, placed_at FROM ord) l USING (site_id, order_id)),
    per_site AS (
      SELECT site_id, ${by('h72', h72)}, ${by('d30', d30)},
        coalesce(sum(clicks + rec_adds) FILTER (WHERE started_at >= ${d30}), 0) AS interactions,
        coalesce(sum(page_views) FILTER (WHERE started_at >= ${month}), 0) AS pv_current,
        coalesce(sum(page_views) FILTER (WHERE started_at >= ${month} - INTERVAL 1 MONTH AND started_at < ${month}), 0) AS pv_last
      FROM sess_rev GROUP BY 1
    ),
    per_site_direct AS (
      SELECT site_id, coalesce(sum(revenue) FILTER (WHERE placed_at >= ${h72}), 0) AS h72_direct, coalesce(sum(revenue), 0) AS d30_direct, count(*) AS purchase_interactions
      FROM direct GROUP BY 1
    ),
    per_site_orders AS (SELECT site_id, sum(total) AS order_revenue FROM ord GROUP BY 1),
    last_seen AS (SELECT site_id, max(occurred_at) AS last_event_at FROM rec_events WHERE ${NOT_QA} GROUP BY 1)
    SELECT * FROM (SELECT site_id FROM last_seen ${d.unionDistinct} SELECT site_id FROM per_site_orders) ids
      LEFT JOIN last_seen USING (site_id) LEFT JOIN per_site USING (site_id) LEFT JOIN per_site_direct USING (site_id) LEFT JOIN per_site_orders USING (site_id)${d.tail}`,
    [now],
  );
  const out = new Map<string, AgencyMetrics>();
  for (const raw of rows) {
    const r = Object.fromEntries(Object.entries(raw).map(([k, v]) => [k, v ?? (k === 'last_event_at' ? null : 0)])) as Row;
    out.set(r.site_id, {
      h72: period(r, 'h72'),
      d30: period(r, 'd30'),
      interactions: Number(r.interactions),
      purchaseInteractions: Number(r.purchase_interactions),
      orderRevenue30d: Math.round(Number(r.order_revenue) * 100) / 100,
      trackedRevenue30d: Math.round((Number(r.d30_rev_engaged) + Number(r.d30_rev_others)) * 100) / 100,
      pageViewsCurrentMonth: Number(r.pv_current),
      pageViewsLastMonth: Number(r.pv_last),
      lastEventAt: (r.last_event_at as string | null) ?? null,
    });
  }
  return out;
}
