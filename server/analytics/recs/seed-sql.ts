// The tracking history seed as SQL: sessions, then each event type from them, all inside
// DuckDB (hash() keyed by ids, so every run writes the same rows). Reads the seeded orders and
// two temp tables the caller fills: seed_recs (site_id, idx, n, rec_id, provider, place, since)
// and seed_sites (site_id).
import { productPageVisitorSql } from './seed-lift-sql';

/** Browsing visits generated per seeded order of the day: about a 7% conversion rate. */
export const VISITS_PER_ORDER = 12;
/** Share (per mille) of impressions that get a click: 3% click-through. */
export const CLICK_PER_MILLE = 30;
/** Share (percent) of bought lines whose product the buyer clicked in a recommendation first. */
export const CLICKED_LINE_PERCENT = 15;
/** Share (percent) of visits that see a given live recommendation. */
export const IMPRESSION_PERCENT = 30;

const secs = (expr: string) => `to_seconds(CAST(${expr} AS BIGINT))`;

/**
 * Products and recommendations are picked by index (1 + hash % count): the count comes from
 * seed_counts on the left of the join, so DuckDB can hash-join on the computed index.
 */
export const SEED_COUNTS_SQL = `CREATE TEMP TABLE seed_counts AS
  SELECT site_id, count(*) AS products, any_value(r.n) AS recs FROM seed_products JOIN (SELECT DISTINCT site_id, n FROM seed_recs) r USING (site_id) GROUP BY 1`;

export const SEED_PRODUCTS_SQL = `CREATE TEMP TABLE seed_products AS
  SELECT site_id, product_id, variant_id, price, row_number() OVER (PARTITION BY site_id ORDER BY product_id, variant_id) AS idx,
    count(*) OVER (PARTITION BY site_id) AS n
  FROM (SELECT l.site_id, l.product_id, min(l.variant_id) AS variant_id, avg(l.price) AS price
        FROM order_lines l SEMI JOIN seed_sites USING (site_id) GROUP BY 1, 2)`;

/**
 * One row per visit: the buyers' visits around each seeded order, and `visitsPerOrder` browsing
 * visits per order of the day. With `sinceMs` (a top-up) only the orders placed from then on,
 * still numbered against the whole history so a returning buyer stays returning.
 */
export const seedSessionsSql = (visitsPerOrder: number, sinceMs?: number) => `CREATE TEMP TABLE seed_sessions AS
  WITH ord AS (
    SELECT * FROM (
      SELECT o.*, row_number() OVER (PARTITION BY site_id, visitor_id ORDER BY placed_at) AS nth
      FROM orders o SEMI JOIN seed_sites USING (site_id) WHERE source = 'seed'
    )${sinceMs === undefined ? '' : ` WHERE placed_at >= make_timestamp(${Math.trunc(sinceMs)} * 1000)`}
  ),
  buyers AS (
    SELECT site_id, 'so-' || order_id AS session_id, visitor_id,
      placed_at - ${secs(`120 + hash(order_id, 'start') % 1500`)} AS started_at,
      3 + hash(order_id, 'pages') % 8 AS pages,
      CASE WHEN hash(order_id, 'ff') % 100 < 55 THEN 'mobile' ELSE 'desktop' END AS form_factor,
      CASE WHEN nth > 1 OR hash(order_id, 'nor') % 100 < 20 THEN 'returning' ELSE 'new' END AS new_or_returning,
      order_id, placed_at, total, currency
    FROM ord
  ),
  days AS (
    SELECT site_id, date_trunc('day', placed_at) AS day, count(*) AS orders, sum(count(*)) OVER (PARTITION BY site_id) AS site_orders
    FROM ord GROUP BY 1, 2
  ),
  browse AS (
    SELECT site_id, 'sb-' || CAST(hash(site_id, day, i) AS VARCHAR) AS session_id,
      'sv-' || left(site_id, 8) || '-' || CAST(hash(site_id, day, i, 'v') % (site_orders * 4) AS VARCHAR) AS visitor_id,
      day + ${secs(`hash(site_id, day, i, 't') % 86400`)} AS started_at,
      1 + hash(site_id, day, i, 'p') % 7 AS pages,
      CASE WHEN hash(site_id, day, i, 'ff') % 100 < 60 THEN 'mobile' ELSE 'desktop' END AS form_factor,
      CASE WHEN hash(site_id, day, i, 'nor') % 100 < 30 THEN 'returning' ELSE 'new' END AS new_or_returning,
      NULL::VARCHAR AS order_id, NULL::TIMESTAMP AS placed_at, NULL::DOUBLE AS total, NULL::VARCHAR AS currency
    FROM (SELECT *, unnest(range(CAST(floor(orders * ${Number(visitsPerOrder.toFixed(4))}) AS BIGINT))) AS i FROM days)
  )
  SELECT *, CASE WHEN order_id IS NULL THEN pages * (15 + hash(session_id, 'tos') % 75)
                 ELSE epoch(placed_at - started_at) + 30 END AS tos
  FROM (SELECT * FROM buyers UNION ALL SELECT * FROM browse)`;

const COLUMNS = `site_id, occurred_at, visitor_id, session_id, type, place, path, form_factor, new_or_returning, recommendation_id, provider,
  product_id, product_ids, variant_id, quantity, value, currency, order_id, page_views, time_on_site_s, referrer, source, arm`;
const row = (o: Partial<Record<string, string>>) =>
  `SELECT s.site_id, ${o.at}, s.visitor_id, s.session_id, '${o.type}', ${o.place ?? `'NA'`}, ${o.path ?? `'/'`}, s.form_factor, s.new_or_returning,
    ${o.rec ?? 'NULL'}, ${o.provider ?? 'NULL'}, ${o.product ?? 'NULL'}, NULL, ${o.variant ?? 'NULL'}, ${o.quantity ?? 'NULL'}, ${o.value ?? 'NULL'},
    ${o.currency ?? 'NULL'}, ${o.order ?? 'NULL'}, ${o.pages ?? 'NULL'}, ${o.tos ?? 'NULL'}, ${o.referrer ?? 'NULL'}, 'seed', s.arm`;

/** The holdout's baseline sees no recommendation at all (seed-lift-sql.ts gives the arms). */
const NOT_BASELINE = (s: string) => `${s}.arm IS DISTINCT FROM 'baseline'`;

/** Recommendations a visit saw: each live one with IMPRESSION_PERCENT chance. */
const SEEN = `seed_sessions s JOIN seed_recs r ON r.site_id = s.site_id AND r.since <= s.started_at JOIN seed_counts k ON k.site_id = s.site_id
  WHERE hash(s.session_id, r.rec_id) % 100 < ${IMPRESSION_PERCENT} AND ${NOT_BASELINE('s')}`;

/** The buyers' clicked lines: a live recommendation credited for CLICKED_LINE_PERCENT of the lines. */
export const SEED_LINE_CLICKS_SQL = `CREATE TEMP TABLE seed_line_clicks AS
  SELECT s.session_id, l.product_id, l.variant_id, l.quantity, l.price, r.rec_id, r.provider, r.place
  FROM seed_sessions s JOIN order_lines l ON l.site_id = s.site_id AND l.order_id = s.order_id
  JOIN seed_counts k ON k.site_id = s.site_id
  LEFT JOIN seed_recs r ON r.site_id = s.site_id AND r.idx = 1 + hash(s.order_id, l.product_id, 'rec') % k.recs
    AND r.since <= s.started_at AND hash(s.order_id, l.product_id, 'clicked') % 100 < ${CLICKED_LINE_PERCENT} AND ${NOT_BASELINE('s')}
  WHERE s.order_id IS NOT NULL`;

export const SEED_EVENT_SQL: string[] = [
  row({ type: 'session-start', at: 's.started_at', place: `'H'`, referrer: `''` }) + ' FROM seed_sessions s',
  row({ type: 'page-view', at: `s.started_at + ${secs('s.tos')}`, place: `CASE WHEN s.order_id IS NULL THEN 'PDP' ELSE 'CNF' END`, pages: 's.pages', tos: 's.tos' }) + ' FROM seed_sessions s',
  row({ type: 'impression', at: `s.started_at + ${secs("10 + hash(s.session_id, r.rec_id, 'at') % 20")}`, place: 'r.place', rec: 'r.rec_id', provider: 'r.provider' }) + ` FROM ${SEEN}`,
  // Browsing clicks at CLICK_PER_MILLE of the impressions, on some product of the shop (picked
  // in a subquery first: a join on an index computed from three tables would be a nested loop).
  row({ type: 'click', at: `s.started_at + ${secs("40 + hash(s.session_id, s.rec_id, 'at') % 20")}`, place: 's.place', rec: 's.rec_id', provider: 's.provider', product: 'p.product_id' }) +
    ` FROM (SELECT s.*, r.rec_id, r.provider, r.place, 1 + hash(s.session_id, r.rec_id, 'prod') % k.products AS pick
            FROM ${SEEN} AND hash(s.session_id, r.rec_id, 'click') % 1000 < ${CLICK_PER_MILLE} AND s.order_id IS NULL) s
      JOIN seed_products p ON p.site_id = s.site_id AND p.idx = s.pick`,
  // Browsing carts left behind: 8% of browsing visits.
  row({ type: 'add-to-cart', at: `s.started_at + ${secs('60')}`, place: `'PDP'`, product: 'p.product_id', variant: 'p.variant_id', quantity: '1', value: 'p.price', currency: `'USD'` }) +
    ` FROM (SELECT s.*, 1 + hash(s.session_id, 'cart') % k.products AS pick FROM seed_sessions s JOIN seed_counts k USING (site_id)
            WHERE s.order_id IS NULL AND hash(s.session_id, 'carted') % 100 < 8) s
      JOIN seed_products p ON p.site_id = s.site_id AND p.idx = s.pick`,
  // Buyers: the click on the product they then buy, a minute into the visit ...
  row({ type: 'click', at: `s.started_at + ${secs('60')}`, place: 'c.place', rec: 'c.rec_id', provider: 'c.provider', product: 'c.product_id' }) +
    ' FROM seed_line_clicks c JOIN seed_sessions s USING (session_id) WHERE c.rec_id IS NOT NULL',
  // ... adding every line to the cart, credited to that click when there was one ...
  row({ type: 'add-to-cart', at: `s.started_at + ${secs('90')}`, place: `'PDP'`, rec: 'c.rec_id', product: 'c.product_id', variant: 'c.variant_id', quantity: 'c.quantity', value: 'c.quantity * c.price', currency: 's.currency' }) +
    ' FROM seed_line_clicks c JOIN seed_sessions s USING (session_id)',
  // ... and the thank-you page's order event.
  row({ type: 'order', at: `s.placed_at + ${secs('5')}`, place: `'CNF'`, path: `'/checkout/thank-you'`, value: 's.total', currency: 's.currency', order: 's.order_id' }) +
    ' FROM seed_sessions s WHERE s.order_id IS NOT NULL',
  // The slot of the truth's recommendations reached on every visit, in both arms (seed-lift-sql.ts):
  // the product page one for the product page half of the visitors, the home page one for the rest.
  row({ type: 'exposure', at: `s.started_at + ${secs('5')}`, place: 'r.place', rec: 'r.rec_id' }) +
    ` FROM seed_sessions s JOIN seed_lift l ON l.site_id = s.site_id
      JOIN seed_recs r ON r.site_id = s.site_id AND r.since <= s.started_at
        AND r.rec_id = CASE WHEN ${productPageVisitorSql('s.visitor_id', 'l.segment_pct')} THEN l.effect_rec ELSE l.null_rec END
      WHERE s.arm IS NOT NULL`,
].map((select) => `INSERT INTO rec_events (${COLUMNS}) ${select}`);
