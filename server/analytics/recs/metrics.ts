// The recommendation reports' numbers for one site and range (CONTRACT.md §6): summary,
// timeline and per-recommendation rows, in one statement so every part sees the same visits.
import type { AnalyticsDb } from '../store/types';
import { directLinesSql, impactedSql } from './attribution-sql';
import { engagementMetrics, recommendationMetrics, salesMetrics, type EngagementMetrics, type RecommendationMetrics, type RecommendationSums, type SalesMetrics, type VisitSums } from './math';
import { zoneOffsetMs, type Bucket } from './range';
import { Params, VISIT_SUMS, visitCtes, type VisitFilters } from './visits-sql';

export interface MetricsQuery {
  siteId: string;
  timeZone: string;
  from: Date;
  to: Date;
  bucket: Bucket;
  windowDays: number;
  filters?: VisitFilters;
}

export interface ImpactTotals {
  /** Visits by a visitor who clicked a recommendation during it or within the window before. */
  visitsImpacted: number;
  /** Total of the orders placed within the window after a recommendation click by their visitor. */
  revenueImpacted: number;
  /** Revenue of order lines credited to a click on that very product (attribution.ts). */
  directClickRevenue: number;
}

export interface RecommendationReport {
  summary: SalesMetrics & EngagementMetrics & ImpactTotals;
  timeline: Array<{ at: string } & SalesMetrics & EngagementMetrics>;
  recommendations: RecommendationMetrics[];
}

const json = <T>(value: unknown, fallback: T): T => (typeof value === 'string' ? (JSON.parse(value) as T) ?? fallback : fallback);

export function metricsSql(q: MetricsQuery): { sql: string; params: unknown[] } {
  const p = new Params();
  const site = p.add(q.siteId);
  const from = `${p.add(q.from)}::TIMESTAMP`;
  const to = `${p.add(q.to)}::TIMESTAMP`;
  const tz = p.add(q.timeZone);
  const unit = q.bucket === 'hour' ? 'hour' : 'day';
  const ctes = visitCtes(p, site, from, to, q.windowDays, q.filters);
  const sql = `WITH ${ctes},
  lines AS (
    SELECT o.order_id, o.visitor_id, o.placed_at, l.product_id, l.variant_id, l.quantity * l.price AS revenue
    FROM sess_ord o JOIN order_lines l ON l.site_id = ${site} AND l.order_id = o.order_id
  ),
  direct AS MATERIALIZED (${directLinesSql('lines', 'clicks', q.windowDays)}),
  ord_t AS (SELECT order_id, total, visitor_id, placed_at AS start_at, placed_at AS end_at FROM sess_ord),
  sess_t AS (SELECT visitor_id, session_id, started_at AS start_at, last_at AS end_at FROM sess),
  imp_orders AS MATERIALIZED (${impactedSql('ord_t', ['order_id', 'total'], 'clicks', q.windowDays)}),
  imp_visits AS MATERIALIZED (${impactedSql('sess_t', ['visitor_id', 'session_id'], 'clicks', q.windowDays)}),
  per_rec AS MATERIALIZED (
    SELECT recommendation_id AS "recommendationId", any_value(provider) AS provider,
      count(*) FILTER (WHERE type = 'impression') AS views, count(*) FILTER (WHERE type = 'click') AS clicks,
      count(*) FILTER (WHERE type = 'add-to-cart') AS "addToCarts"
    FROM ev SEMI JOIN sess USING (visitor_id, session_id) WHERE recommendation_id IS NOT NULL GROUP BY 1
  ),
  rec_ids AS (
    SELECT "recommendationId" AS id FROM per_rec UNION SELECT recommendation_id FROM direct
    UNION SELECT recommendation_id FROM imp_visits UNION SELECT recommendation_id FROM imp_orders
  )
  SELECT
    (SELECT to_json(t) FROM (SELECT ${VISIT_SUMS} FROM sess) t) AS totals,
    (SELECT to_json(list(t)) FROM (
      SELECT strftime(date_trunc('${unit}', timezone(${tz}, timezone('UTC', started_at))), '%Y-%m-%d %H:%M') AS at, ${VISIT_SUMS}
      FROM sess GROUP BY 1) t) AS timeline,
    (SELECT to_json(t) FROM (SELECT
      (SELECT count(*) FROM (SELECT DISTINCT visitor_id, session_id FROM imp_visits)) AS "visitsImpacted",
      (SELECT coalesce(sum(total), 0) FROM (SELECT DISTINCT order_id, total FROM imp_orders)) AS "revenueImpacted",
      (SELECT coalesce(sum(revenue), 0) FROM direct) AS "directClickRevenue") t) AS impact,
    (SELECT to_json(list(t ORDER BY "recommendationId")) FROM (
      SELECT r.id AS "recommendationId", pr.provider, coalesce(pr.views, 0) AS views, coalesce(pr.clicks, 0) AS clicks,
        coalesce(pr."addToCarts", 0) AS "addToCarts",
        coalesce((SELECT sum(revenue) FROM direct d WHERE d.recommendation_id = r.id), 0) AS "directClickRevenue",
        (SELECT count(*) FROM imp_visits v WHERE v.recommendation_id = r.id) AS "visitsImpacted",
        coalesce((SELECT sum(total) FROM imp_orders o WHERE o.recommendation_id = r.id), 0) AS "revenueImpacted"
      FROM rec_ids r LEFT JOIN per_rec pr ON pr."recommendationId" = r.id) t) AS recs`;
  return { sql, params: p.values };
}

const EMPTY_SUMS: VisitSums = { visits: 0, conversions: 0, orders: 0, revenue: 0, pageViews: 0, clicks: 0, timeOnSiteSeconds: 0, carts: 0, cartsAbandoned: 0, abandonedCartValue: 0 };

/** Every bucket of the range in the site's zone ('YYYY-MM-DD HH:mm' local), empty ones too. */
export function bucketKeys(from: Date, to: Date, bucket: Bucket, tz: string): string[] {
  const keys = new Set<string>();
  // Hourly steps cover both units (a local day always contains a local hour start).
  for (let t = from.getTime(); t < to.getTime(); t += 3600_000) {
    const local = new Date(t + zoneOffsetMs(tz, t)).toISOString();
    keys.add(bucket === 'hour' ? `${local.slice(0, 10)} ${local.slice(11, 13)}:00` : `${local.slice(0, 10)} 00:00`);
  }
  return [...keys];
}

export async function recommendationReport(db: AnalyticsDb, q: MetricsQuery): Promise<RecommendationReport> {
  const { sql, params } = metricsSql(q);
  const [row] = await db.all<{ totals: string; timeline: string | null; impact: string; recs: string | null }>(sql, params);
  const totals = json<VisitSums>(row.totals, EMPTY_SUMS);
  const impact = json<ImpactTotals>(row.impact, { visitsImpacted: 0, revenueImpacted: 0, directClickRevenue: 0 });
  const byBucket = new Map(json<Array<VisitSums & { at: string }>>(row.timeline, []).map((b) => [b.at, b]));
  return {
    summary: {
      ...salesMetrics(totals),
      ...engagementMetrics(totals),
      visitsImpacted: impact.visitsImpacted,
      revenueImpacted: Math.round(impact.revenueImpacted * 100) / 100,
      directClickRevenue: Math.round(impact.directClickRevenue * 100) / 100,
    },
    timeline: bucketKeys(q.from, q.to, q.bucket, q.timeZone).map((at) => {
      const sums = byBucket.get(at) ?? EMPTY_SUMS;
      return { at, ...salesMetrics(sums), ...engagementMetrics(sums) };
    }),
    recommendations: json<RecommendationSums[]>(row.recs, []).map(recommendationMetrics),
  };
}
