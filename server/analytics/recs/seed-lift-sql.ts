// The seeded history's holdout (server/seed/lift.ts): arms by the server's own hash, the
// exposures of the two recommendations with a known truth, and the orders the baseline would
// not have placed. DuckDB SQL over seed-sql.ts's seed_sessions and two temp tables the caller
// fills (empty when the site has no holdout): seed_holdouts (site_id, salt, share_pct) and
// seed_lift (site_id, effect_rec, null_rec, drop_per_10k, segment_pct).

/**
 * holdoutBucket (server/delivery/holdout.ts) in SQL: SHA-256 of the salt, a NUL and the id, its
 * first 6 bytes as a number, mod 10,000. The same bucket for the same inputs (seed-lift.test.ts).
 */
export const bucketSql = (id: string, salt: string) => `CAST(CAST('0x' || left(sha256(${salt} || chr(0) || ${id}), 12) AS UBIGINT) % 10000 AS INTEGER)`;

/** Fixed labels in place of a salt: which half of the visitors browses product pages, which orders drop. */
const SEGMENT = `'vitrine-demo-lift-segment'`;
const DROP = `'vitrine-demo-lift-drop'`;

/** True when the seeded visitor browses product pages (reaches the effect recommendation's slot). */
export const productPageVisitorSql = (visitor: string, pct: string) => `${bucketSql(visitor, SEGMENT)} < ${pct} * 100`;

/** Each seeded visit's arm, as assignArm gives it: baseline for the first share_pct % of buckets. */
export const SEED_ARM_SQL = [
  `ALTER TABLE seed_sessions ADD COLUMN arm VARCHAR`,
  `UPDATE seed_sessions SET arm = CASE WHEN ${bucketSql('seed_sessions.visitor_id', 'h.salt')} < h.share_pct * 100 THEN 'baseline' ELSE 'treatment' END
   FROM seed_holdouts h WHERE h.site_id = seed_sessions.site_id`,
];

/**
 * The orders a baseline visitor of the product page half would not have placed: each with
 * probability drop_per_10k / 10,000 (a hash of the order id). Their visit stays, without them.
 */
export const SEED_DROPPED_SQL = `CREATE TEMP TABLE seed_dropped AS
  SELECT s.site_id, s.order_id FROM seed_sessions s JOIN seed_lift l USING (site_id)
  WHERE s.order_id IS NOT NULL AND s.arm = 'baseline' AND ${productPageVisitorSql('s.visitor_id', 'l.segment_pct')}
    AND ${bucketSql('s.order_id', DROP)} < l.drop_per_10k`;

const DROPPED = (table: string) => `EXISTS (SELECT 1 FROM seed_dropped d WHERE d.site_id = ${table}.site_id AND d.order_id = ${table}.order_id)`;

export const SEED_DROP_SQL = [
  `DELETE FROM order_lines WHERE ${DROPPED('order_lines')}`,
  `DELETE FROM orders WHERE source = 'seed' AND ${DROPPED('orders')}`,
  // A browsing visit now: its time on site as seed-sql.ts gives browsing visits.
  `UPDATE seed_sessions SET order_id = NULL, placed_at = NULL, total = NULL, currency = NULL, tos = pages * (15 + hash(session_id, 'tos') % 75)
   WHERE ${DROPPED('seed_sessions')}`,
];
