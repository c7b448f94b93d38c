// The recommendation reports' numbers for one site and range (CONTRACT.md §6): summary,
// timeline and per-recommendation rows, in one statement so every part sees the same visits.
import type { AnalyticsDb } from '../store/types';
import { directLinesSql, impactedSql } from './attribution-sql';
import { engagementMetrics, recommendationMetrics, salesMetrics, type EngagementMetrics, type RecommendationMetrics, type RecommendationSums, type SalesMetrics, type VisitSums } from './math';
import { zoneOffsetMs, type Bucket } from './range';
import { recSqlFor, duckdbRecSql, type RecSqlDialect } from './sql-dialect';
import { attributedSql, Params, VISIT_SUMS, visitCtes, type VisitFilters } from './visits-sql';

export interface MetricsQuery {
  siteId: string;
  timeZone: string;
  from: Date;
  to: Date;
  bucket: Bucket;
  windowDays: number;
  filters?: VisitFilters;
  /** The server's now: the timeline ends with the bucket holding it (no empty future buckets). */
  now?: Date;
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
  /** The timeline bucket holding now, when the range reaches past now: its numbers are so far. */
  partialAt: string | null;
}

const json = <T>(value: unknown, fallback: T): T => (typeof value === 'string' ? (JSON.parse(value) as T) ?? fallback : fallback);

export function metricsSql(q: MetricsQuery, d: RecSqlDialect = duckdbRecSql): { sql: string; params: unknown[] } {
  const p = new Params();
  const site = p.add(q.siteId);
  const from = d.timestamp(p.add(q.from));
  const to = d.timestamp(p.add(q.to));
  const tz = p.add(q.timeZone);
  const ctes = visitCtes(p, site, from, to, q.windowDays, q.filters, d);
  const bucket = d.localBucket(q.bucket === 'hour' ? 'hour' : 'day', 'started_at', tz);
  // Per-recommendation sums joined, not correlated subqueries: both engines plan joins alike.
  const sql = `WITH ${ctes},
  lines AS (
    SELECT o.order_id AS order_id, o.visitor_id AS visitor_id, o.placed_at AS placed_at, l.product_id AS product_id, l.variant_id AS variant_id,
      l.quantity * l.price AS revenue
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
    FROM ev ${d.semiJoin} sess USING (visitor_id, session_id) WHERE recommendation_id IS NOT NULL${attributedSql(p, q.filters ?? {}, d)} GROUP BY recommendation_id
  ),
  rec_ids AS (
    SELECT "recommendationId" AS id FROM per_rec ${d.unionDistinct} SELECT recommendation_id AS id FROM direct
    ${d.unionDistinct} SELECT recommendation_id AS id FROM imp_visits ${d.unionDistinct} SELECT recommendation_id AS id FROM imp_orders
  ),
  rec_direct AS (SELECT recommendation_id, sum(revenue) AS revenue FROM direct GROUP BY recommendation_id),
  rec_visits AS (SELECT recommendation_id, count(*) AS visits FROM imp_visits GROUP BY recommendation_id),
  rec_orders AS (SELECT recommendation_id, sum(total) AS total FROM imp_orders GROUP BY recommendation_id),
  rec_rows AS (
    SELECT r.id AS "recommendationId", pr.provider AS provider, coalesce(pr.views, 0) AS views, coalesce(pr.clicks, 0) AS clicks,
      coalesce(pr."addToCarts", 0) AS "addToCarts", coalesce(rd.revenue, 0) AS "directClickRevenue",
      coalesce(rv.visits, 0) AS "visitsImpacted", coalesce(ro.total, 0) AS "revenueImpacted"
    FROM rec_ids r LEFT JOIN per_rec pr ON pr."recommendationId" = r.id LEFT JOIN rec_direct rd ON rd.recommendation_id = r.id
      LEFT JOIN rec_visits rv ON rv.recommendation_id = r.id LEFT JOIN rec_orders ro ON ro.recommendation_id = r.id
  )
  SELECT
    ${d.jsonRow(VISIT_SUMS, 'sess')} AS totals,
    ${d.jsonRows(`${bucket} AS at, ${VISIT_SUMS}`, 'sess', bucket)} AS timeline,
    ${d.jsonRow(
      `(SELECT count(*) FROM (SELECT DISTINCT visitor_id, session_id FROM imp_visits) v) AS "visitsImpacted",
      (SELECT coalesce(sum(total), 0) FROM (SELECT DISTINCT order_id, total FROM imp_orders) o) AS "revenueImpacted",
      (SELECT coalesce(sum(revenue), 0) FROM direct) AS "directClickRevenue"`,
      d.name === 'duckdb' ? '(SELECT 1)' : 'system.one',
    )} AS impact,
    ${d.jsonRows('"recommendationId", provider, views, clicks, "addToCarts", "directClickRevenue", "visitsImpacted", "revenueImpacted"', 'rec_rows')} AS recs${d.tail}`;
  return { sql, params: p.values };
}

const EMPTY_SUMS: VisitSums = { visits: 0, conversions: 0, orders: 0, revenue: 0, pageViews: 0, clicks: 0, timeOnSiteSeconds: 0, carts: 0, cartsAbandoned: 0, abandonedCartValue: 0 };

/** The bucket ('YYYY-MM-DD HH:mm' local) holding instant t. */
export function bucketKey(t: number, bucket: Bucket, tz: string): string {
  const local = new Date(t + zoneOffsetMs(tz, t)).toISOString();
  return bucket === 'hour' ? `${local.slice(0, 10)} ${local.slice(11, 13)}:00` : `${local.slice(0, 10)} 00:00`;
}

/** Every bucket of the range in the site's zone ('YYYY-MM-DD HH:mm' local), empty ones too. */
export function bucketKeys(from: Date, to: Date, bucket: Bucket, tz: string): string[] {
  const keys = new Set<string>();
  // Hourly steps cover both units (a local day always contains a local hour start).
  for (let t = from.getTime(); t < to.getTime(); t += 3600_000) keys.add(bucketKey(t, bucket, tz));
  return [...keys];
}

/** The bucket holding now when the range reaches past it, else null. */
function partialBucket(q: MetricsQuery): string | null {
  const now = q.now?.getTime();
  return now !== undefined && now >= q.from.getTime() && now < q.to.getTime() ? bucketKey(now, q.bucket, q.timeZone) : null;
}

/** By id, a missing id last (as DuckDB's ORDER BY did). */
function byRecommendationId(a: RecommendationSums, b: RecommendationSums): number {
  if (a.recommendationId === b.recommendationId) return 0;
  if (a.recommendationId === null) return 1;
  if (b.recommendationId === null) return -1;
  return a.recommendationId < b.recommendationId ? -1 : 1;
}

export async function recommendationReport(db: AnalyticsDb & { readonly dialect?: string }, q: MetricsQuery): Promise<RecommendationReport> {
  const { sql, params } = metricsSql(q, recSqlFor(db.dialect));
  const [row] = await db.all<{ totals: string; timeline: string | null; impact: string; recs: string | null }>(sql, params);
  const totals = json<VisitSums>(row.totals, EMPTY_SUMS);
  const impact = json<ImpactTotals>(row.impact, { visitsImpacted: 0, revenueImpacted: 0, directClickRevenue: 0 });
  const partialAt = partialBucket(q);
  const byBucket = new Map(json<Array<VisitSums & { at: string }>>(row.timeline, []).map((b) => [b.at, b]));
  return {
    summary: {
      ...salesMetrics(totals),
      ...engagementMetrics(totals),
      visitsImpacted: impact.visitsImpacted,
      revenueImpacted: Math.round(impact.revenueImpacted * 100) / 100,
      directClickRevenue: Math.round(impact.directClickRevenue * 100) / 100,
    },
    // Keys sort as text: buckets after the one holding now have not begun, and are left out.
    timeline: bucketKeys(q.from, q.to, q.bucket, q.timeZone).filter((at) => partialAt === null || at <= partialAt).map((at) => {
      const sums = byBucket.get(at) ?? EMPTY_SUMS;
      return { at, ...salesMetrics(sums), ...engagementMetrics(sums) };
    }),
    // Ordered here: neither engine promises the order of rows folded into a list.
    recommendations: json<RecommendationSums[]>(row.recs, []).sort(byRecommendationId).map(recommendationMetrics),
    partialAt,
  };
}
