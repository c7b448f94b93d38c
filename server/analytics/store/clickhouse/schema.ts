// The contract's tables (CONTRACT.md §1) in ClickHouse, laid out for scale: sessions sorted by
// (site_id, arrival_time_utc), so a shop's period is one contiguous range per part; monthly
// partitions, so old months drop whole; LowCardinality for the enumerated columns (a
// dictionary per part instead of the text per row). Column names and order match DuckDB's,
// so a Parquet file of one engine's table loads into the other's.
import { ADDED_SESSION_COLUMNS, SESSION_COLUMN_NAMES, SITE_COLUMN_NAMES, type SessionColumn, type SiteColumn } from '../schema';
import type { AnalyticsDb } from '../types';

const LC = 'LowCardinality(String)';
const LC_NULL = 'LowCardinality(Nullable(String))';

export const CLICKHOUSE_SESSION_TYPES: Record<SessionColumn, string> = {
  site_id: 'String',
  arrival_time_utc: "DateTime64(6, 'UTC')",
  form_factor: LC,
  new_or_returning: LC,
  attribution_channel: LC,
  attribution_source: LC_NULL,
  arrival_page_class: LC,
  exit_page_class: LC,
  country: LC,
  city: LC,
  page_views: 'Int32',
  cart_value: 'Nullable(Float64)',
  trans_payment_type: LC_NULL,
  is_qa: 'Bool',
  is_baseline: 'Bool',
  experience_qualified_name: LC_NULL,
  carted: 'Bool',
  reached_checkout: 'Bool',
  regular_checkout: 'Bool',
  accelerated_checkout: 'Bool',
  converted: 'Bool',
  revenue: 'Float64',
  visitor_id: 'Nullable(String)',
  session_id: 'Nullable(String)',
};

const SITE_TYPES: Record<SiteColumn, string> = {
  site_id: 'String',
  name: 'Nullable(String)',
  external: 'Nullable(String)',
  platform: 'LowCardinality(Nullable(String))',
  merchant_name: 'Nullable(String)',
  site_tags: 'Array(String)',
};

export const ORDER_COLUMNS = ['order_id', 'site_id', 'visitor_id', 'placed_at', 'total', 'currency', 'source', 'email', 'item_count', 'payment_type'] as const;
export const ORDER_LINE_COLUMNS = ['order_id', 'site_id', 'product_id', 'variant_id', 'quantity', 'price'] as const;

const columns = (names: readonly string[], types: Record<string, string>) => names.map((name) => `  ${name} ${types[name]}`).join(',\n');

/** Engine clauses per table; the cluster file (cluster.sql) has the replicated, sharded twins. */
export const CLICKHOUSE_TABLES = {
  sessions: `CREATE TABLE IF NOT EXISTS sessions (\n${columns(SESSION_COLUMN_NAMES, CLICKHOUSE_SESSION_TYPES)}\n)
ENGINE = MergeTree
PARTITION BY toYYYYMM(arrival_time_utc)
ORDER BY (site_id, arrival_time_utc)`,
  // A few thousand rows read whole by every join: replaced by key on merge, reloaded by the seed.
  sites: `CREATE TABLE IF NOT EXISTS sites (\n${columns(SITE_COLUMN_NAMES, SITE_TYPES)}\n)
ENGINE = ReplacingMergeTree
ORDER BY site_id`,
  orders: `CREATE TABLE IF NOT EXISTS orders (
  order_id String,
  site_id String,
  visitor_id String,
  placed_at DateTime64(6, 'UTC'),
  total Float64,
  currency LowCardinality(String),
  source LowCardinality(String),
  email Nullable(String),
  item_count Int32,
  payment_type LowCardinality(Nullable(String))
)
ENGINE = MergeTree
PARTITION BY toYYYYMM(placed_at)
ORDER BY (site_id, placed_at, order_id)`,
  order_lines: `CREATE TABLE IF NOT EXISTS order_lines (
  order_id String,
  site_id String,
  product_id String,
  variant_id String,
  quantity Int32,
  price Float64
)
ENGINE = MergeTree
ORDER BY (site_id, order_id, product_id)`,
  // The tag's events (CONTRACT.md §1 rec_events): a site's range is one contiguous read.
  // ClickHouse has no NULL arrays: an impression's absent product list is the empty one.
  rec_events: `CREATE TABLE IF NOT EXISTS rec_events (
  site_id String,
  occurred_at DateTime64(6, 'UTC'),
  visitor_id String,
  session_id String,
  type LowCardinality(String),
  place LowCardinality(String),
  path String,
  form_factor LowCardinality(String),
  new_or_returning LowCardinality(String),
  recommendation_id Nullable(String),
  provider LowCardinality(Nullable(String)),
  product_id Nullable(String),
  product_ids Array(String),
  variant_id Nullable(String),
  quantity Nullable(Int32),
  value Nullable(Float64),
  currency LowCardinality(Nullable(String)),
  order_id Nullable(String),
  page_views Nullable(Int32),
  time_on_site_s Nullable(Float64),
  referrer Nullable(String),
  source LowCardinality(String),
  arm LowCardinality(Nullable(String)),
  utm_source Nullable(String),
  utm_medium Nullable(String)
)
ENGINE = MergeTree
PARTITION BY toYYYYMM(occurred_at)
ORDER BY (site_id, occurred_at)`,
  // The demo storefront's carts as the server valued them (server/analytics/sessions/carts.ts).
  cart_snapshots: `CREATE TABLE IF NOT EXISTS cart_snapshots (
  site_id String,
  visitor_id String,
  changed_at DateTime64(6, 'UTC'),
  value Float64,
  item_count Int32
)
ENGINE = MergeTree
PARTITION BY toYYYYMM(changed_at)
ORDER BY (site_id, visitor_id, changed_at)`,
  // Rewritten whole (truncate + insert) by seed.ts: a handful of rows.
  analytics_seed_meta: `CREATE TABLE IF NOT EXISTS analytics_seed_meta (
  key String,
  value String
)
ENGINE = MergeTree
ORDER BY key`,
} as const;

export type ClickHouseTable = keyof typeof CLICKHOUSE_TABLES;

/** Columns later versions added, with their types: added to a store made before them. */
const ADDED_COLUMNS: ReadonlyArray<readonly [table: ClickHouseTable, column: string, type: string]> = [
  ['rec_events', 'arm', 'LowCardinality(Nullable(String))'],
  ['rec_events', 'utm_source', 'Nullable(String)'],
  ['rec_events', 'utm_medium', 'Nullable(String)'],
  ['orders', 'payment_type', 'LowCardinality(Nullable(String))'],
  ...ADDED_SESSION_COLUMNS.map((column) => ['sessions', column, 'Nullable(String)'] as const),
];

/** Creates every table the DuckDB store has, when missing; safe on every start. */
export async function createClickHouseSchema(db: AnalyticsDb): Promise<void> {
  for (const ddl of Object.values(CLICKHOUSE_TABLES)) await db.all(ddl);
  // One read of what exists, then an ALTER only for what is missing (each DDL costs a round trip).
  const existing = await db.all<{ table: string; name: string }>('SELECT table, name FROM system.columns WHERE database = currentDatabase()');
  const has = new Set(existing.map((c) => `${c.table}.${c.name}`));
  for (const [table, column, type] of ADDED_COLUMNS) {
    if (!has.has(`${table}.${column}`)) await db.all(`ALTER TABLE ${table} ADD COLUMN IF NOT EXISTS ${column} ${type}`);
  }
}
