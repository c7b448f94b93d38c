// The holdout lift's one statement (CONTRACT.md §4.2): per test (the whole site, and each
// recommendation with exposures) and arm, the sums holdoutLift needs over per-visitor rows.
//
// Who is in a test is decided by exposures alone: a visitor enters a recommendation's test at
// their first exposure to it in the range (the site's test: their first exposure to any), in the
// arm the server stamped on that exposure. Both arms log an exposure at the same point (the slot
// reached), so the arms are alike up to the treatment. From that moment on, per visitor:
//   visits  = their tag sessions active at or after it (the exposure's own session included);
//   carted  = those of the sessions with an add to cart: a tag add-to-cart event or a cart the
//             server valued during the session (cart_snapshots: a baseline shopper adds to cart
//             without any widget, and the tag only reports a widget's add);
//   orders, revenue = the server's orders of the visitor placed at or after it (never a
//             client event);
//   pre_revenue = the CUPED covariate: their order revenue in the equal period before `from`.
// Hand-written SQL that DuckDB and ClickHouse both run (the dialect pieces come from the seams).
import type { Dialect } from '../query/dialect';
import type { RecSqlDialect } from '../recs/sql-dialect';
import { NOT_QA, Params, SESSION_IDLE } from '../recs/visits-sql';
import { armSumsSelectList } from '../statistics';

export interface LiftQuery {
  siteId: string;
  /** UTC instants, `to` exclusive. */
  from: Date;
  to: Date;
}

/** The scope of the site-wide test in the result rows (a recommendation's is its id). */
export const SITE_SCOPE = '';

export function liftSql(q: LiftQuery, rec: RecSqlDialect, query: Pick<Dialect, 'sum'>): { sql: string; params: unknown[] } {
  const p = new Params();
  const site = p.add(q.siteId);
  const from = rec.timestamp(p.add(q.from));
  const to = rec.timestamp(p.add(q.to));
  const preFrom = rec.timestamp(p.add(new Date(2 * q.from.getTime() - q.to.getTime())));
  const firstArm = rec.argMin('arm', 'occurred_at');
  const sql = `WITH
  exp AS MATERIALIZED (
    SELECT visitor_id, recommendation_id, arm, occurred_at FROM rec_events
    WHERE site_id = ${site} AND type = 'exposure' AND ${NOT_QA} AND arm IN ('baseline', 'treatment') AND recommendation_id IS NOT NULL
      AND occurred_at >= ${from} AND occurred_at < ${to}
  ),
  units AS MATERIALIZED (
    SELECT recommendation_id AS scope, visitor_id, min(occurred_at) AS first_at, ${firstArm} AS arm FROM exp GROUP BY recommendation_id, visitor_id
    UNION ALL
    SELECT '${SITE_SCOPE}' AS scope, visitor_id, min(occurred_at) AS first_at, ${firstArm} AS arm FROM exp GROUP BY visitor_id
  ),
  sess AS MATERIALIZED (
    SELECT visitor_id, session_id, min(occurred_at) AS started_at, max(occurred_at) AS last_at,
      count(*) FILTER (WHERE type = 'add-to-cart') AS adds
    FROM rec_events
    WHERE site_id = ${site} AND ${NOT_QA} AND occurred_at >= ${from} - INTERVAL 1 DAY AND occurred_at < ${to}
      AND visitor_id IN (SELECT visitor_id FROM exp)
    GROUP BY visitor_id, session_id
  ),
  cart_sess AS MATERIALIZED (
    SELECT s.visitor_id AS visitor_id, s.session_id AS session_id, 1 AS has_cart
    FROM sess s JOIN cart_snapshots c ON c.visitor_id = s.visitor_id
    WHERE c.site_id = ${site} AND c.item_count > 0 AND c.changed_at >= s.started_at AND c.changed_at <= s.last_at + ${SESSION_IDLE}
    GROUP BY s.visitor_id, s.session_id
  ),
  sess_c AS MATERIALIZED (
    SELECT s.visitor_id AS visitor_id, s.started_at AS started_at, s.last_at AS last_at,
      CASE WHEN s.adds > 0 OR coalesce(c.has_cart, 0) = 1 THEN 1 ELSE 0 END AS carted
    FROM sess s LEFT JOIN cart_sess c ON c.visitor_id = s.visitor_id AND c.session_id = s.session_id
  ),
  unit_visits AS (
    SELECT u.scope AS scope, u.visitor_id AS visitor_id, count(*) AS visits, sum(s.carted) AS carted
    FROM units u JOIN sess_c s ON s.visitor_id = u.visitor_id
    WHERE s.last_at >= u.first_at
    GROUP BY u.scope, u.visitor_id
  ),
  ord AS MATERIALIZED (
    SELECT visitor_id, placed_at, total FROM orders
    WHERE site_id = ${site} AND placed_at >= ${preFrom} AND placed_at < ${to} AND visitor_id IN (SELECT visitor_id FROM exp)
  ),
  unit_orders AS (
    SELECT u.scope AS scope, u.visitor_id AS visitor_id, count(*) AS orders, sum(o.total) AS revenue
    FROM units u JOIN ord o ON o.visitor_id = u.visitor_id
    WHERE o.placed_at >= u.first_at
    GROUP BY u.scope, u.visitor_id
  ),
  pre AS (SELECT visitor_id, sum(total) AS pre_revenue FROM ord WHERE placed_at < ${from} GROUP BY visitor_id),
  per_visitor AS (
    SELECT u.scope AS scope, u.arm AS arm, u.first_at AS first_at,
      coalesce(v.visits, 0) AS visits, coalesce(v.carted, 0) AS carted,
      coalesce(o.orders, 0) AS orders, coalesce(o.revenue, 0) AS revenue, coalesce(pr.pre_revenue, 0) AS pre_revenue
    FROM units u
      LEFT JOIN unit_visits v ON v.scope = u.scope AND v.visitor_id = u.visitor_id
      LEFT JOIN unit_orders o ON o.scope = u.scope AND o.visitor_id = u.visitor_id
      LEFT JOIN pre pr ON pr.visitor_id = u.visitor_id
  )
SELECT scope, arm, min(first_at) AS first_at, ${armSumsSelectList(query.sum).join(', ')}
FROM per_visitor GROUP BY scope, arm ORDER BY scope, arm${rec.tail}`;
  return { sql, params: p.values };
}
