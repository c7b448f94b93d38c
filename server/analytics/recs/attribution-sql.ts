// The attribution rule of attribution.ts as SQL, for whole sites and months at once. Each
// function returns a SELECT over CTEs the caller names; the window is an integer of days.

/** Checked so the window can be inlined as a literal (DuckDB intervals take no parameter). */
export function windowLiteral(windowDays: number): string {
  if (!Number.isInteger(windowDays) || windowDays < 1 || windowDays > 365) throw new RangeError(`attribution window must be 1-365 days, got ${windowDays}`);
  return `INTERVAL ${windowDays} DAY`;
}

/**
 * Direct click revenue: one row per credited line (order_id, product_id, variant_id, revenue,
 * recommendation_id) from `lines` (order_id, visitor_id, placed_at, product_id, variant_id,
 * revenue) and `clicks` (visitor_id, occurred_at, recommendation_id, product_id). Last click
 * wins; a tie goes to the greater recommendation id.
 */
export function directLinesSql(lines: string, clicks: string, windowDays: number, opts: { bySite?: boolean } = {}): string {
  // Over several sites, both sides carry site_id: one visitor id may shop on several demo shops.
  const site = opts.bySite ? 'site_id, ' : '';
  // Aliased: ClickHouse would otherwise name the inner columns `l.<name>`.
  return `SELECT ${site}order_id, product_id, variant_id, revenue, recommendation_id FROM (
    SELECT ${opts.bySite ? 'l.site_id AS site_id, ' : ''}l.order_id AS order_id, l.product_id AS product_id, l.variant_id AS variant_id, l.revenue AS revenue,
      c.recommendation_id AS recommendation_id,
      row_number() OVER (PARTITION BY ${opts.bySite ? 'l.site_id, ' : ''}l.order_id, l.product_id, l.variant_id ORDER BY c.occurred_at DESC, c.recommendation_id DESC) AS pick
    FROM ${lines} l JOIN ${clicks} c ON ${opts.bySite ? 'c.site_id = l.site_id AND ' : ''}c.visitor_id = l.visitor_id AND c.product_id = l.product_id
      AND c.occurred_at <= l.placed_at AND c.occurred_at > l.placed_at - ${windowLiteral(windowDays)}
  ) t WHERE pick = 1`;
}

/**
 * Impacted: one row per (key, recommendation) where `target` (key columns, visitor_id,
 * start_at, end_at) had a click of that recommendation by its visitor during it or within
 * the window before its start.
 */
export function impactedSql(target: string, keys: readonly string[], clicks: string, windowDays: number): string {
  // Aliased: ClickHouse would otherwise name the columns `t.<key>`.
  const k = keys.map((c) => `t.${c} AS ${c}`).join(', ');
  return `SELECT DISTINCT ${k}, c.recommendation_id AS recommendation_id FROM ${target} t JOIN ${clicks} c ON c.visitor_id = t.visitor_id
    AND c.occurred_at <= t.end_at AND c.occurred_at > t.start_at - ${windowLiteral(windowDays)}`;
}
