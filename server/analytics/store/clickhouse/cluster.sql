-- Vitrine analytics on a ClickHouse cluster (CLICKHOUSE.md). Run once, as a user allowed to run
-- ON CLUSTER DDL, with {cluster} set to the cluster's name in remote_servers and the {shard} /
-- {replica} macros defined on every node. Vitrine then connects with ANALYTICS_URL and queries
-- `sessions`, `orders`, `order_lines`, `rec_events` (the Distributed tables below) and `sites` exactly as it
-- queries the embedded store: its own CREATE TABLE IF NOT EXISTS finds them and does nothing.
-- Start it with VITRINE_SEED=0: the demo seed truncates and deletes, which Distributed tables
-- do not offer; production rows come from the tracking pipeline.

-- Sessions: each shard keeps its shops' sessions, sorted by (site_id, arrival_time_utc),
-- a partition per month; two or more replicas per shard.
CREATE TABLE IF NOT EXISTS sessions_local ON CLUSTER '{cluster}' (
  site_id String,
  arrival_time_utc DateTime64(6, 'UTC'),
  form_factor LowCardinality(String),
  new_or_returning LowCardinality(String),
  attribution_channel LowCardinality(String),
  attribution_source LowCardinality(Nullable(String)),
  arrival_page_class LowCardinality(String),
  exit_page_class LowCardinality(String),
  country LowCardinality(String),
  city LowCardinality(String),
  page_views Int32,
  cart_value Nullable(Float64),
  trans_payment_type LowCardinality(Nullable(String)),
  is_qa Bool,
  is_baseline Bool,
  experience_qualified_name LowCardinality(Nullable(String)),
  carted Bool,
  reached_checkout Bool,
  regular_checkout Bool,
  accelerated_checkout Bool,
  converted Bool,
  revenue Float64,
  visitor_id Nullable(String),
  session_id Nullable(String)
)
ENGINE = ReplicatedMergeTree('/clickhouse/tables/{shard}/vitrine/sessions', '{replica}')
PARTITION BY toYYYYMM(arrival_time_utc)
ORDER BY (site_id, arrival_time_utc);

-- What Vitrine queries: every shard's sessions_local, sharded by shop. A shop lives on one
-- shard, so a merchant's query touches only their shops' shards (optimize_skip_unused_shards).
CREATE TABLE IF NOT EXISTS sessions ON CLUSTER '{cluster}' AS sessions_local
ENGINE = Distributed('{cluster}', currentDatabase(), sessions_local, cityHash64(site_id));

-- Sites: small, read by every join, so every node holds all of it (one replica set spanning
-- the cluster: the path has no {shard}). The join then runs on each shard locally.
CREATE TABLE IF NOT EXISTS sites ON CLUSTER '{cluster}' (
  site_id String,
  name Nullable(String),
  external Nullable(String),
  platform LowCardinality(Nullable(String)),
  merchant_name Nullable(String),
  site_tags Array(String)
)
ENGINE = ReplicatedReplacingMergeTree('/clickhouse/tables/all/vitrine/sites', '{replica}')
ORDER BY site_id;

CREATE TABLE IF NOT EXISTS orders_local ON CLUSTER '{cluster}' (
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
ENGINE = ReplicatedMergeTree('/clickhouse/tables/{shard}/vitrine/orders', '{replica}')
PARTITION BY toYYYYMM(placed_at)
ORDER BY (site_id, placed_at, order_id);

CREATE TABLE IF NOT EXISTS orders ON CLUSTER '{cluster}' AS orders_local
ENGINE = Distributed('{cluster}', currentDatabase(), orders_local, cityHash64(site_id));

-- Same sharding key as orders: an order and its lines are on one shard, so the join is local.
CREATE TABLE IF NOT EXISTS order_lines_local ON CLUSTER '{cluster}' (
  order_id String,
  site_id String,
  product_id String,
  variant_id String,
  quantity Int32,
  price Float64
)
ENGINE = ReplicatedMergeTree('/clickhouse/tables/{shard}/vitrine/order_lines', '{replica}')
ORDER BY (site_id, order_id, product_id);

CREATE TABLE IF NOT EXISTS order_lines ON CLUSTER '{cluster}' AS order_lines_local
ENGINE = Distributed('{cluster}', currentDatabase(), order_lines_local, cityHash64(site_id));

-- The tag's events, sharded like orders: a shop's visits, clicks and orders meet on one shard,
-- so the recommendation reports' joins (visits to orders, clicks to order lines) stay local.
CREATE TABLE IF NOT EXISTS rec_events_local ON CLUSTER '{cluster}' (
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
ENGINE = ReplicatedMergeTree('/clickhouse/tables/{shard}/vitrine/rec_events', '{replica}')
PARTITION BY toYYYYMM(occurred_at)
ORDER BY (site_id, occurred_at);

CREATE TABLE IF NOT EXISTS rec_events ON CLUSTER '{cluster}' AS rec_events_local
ENGINE = Distributed('{cluster}', currentDatabase(), rec_events_local, cityHash64(site_id));

-- The storefront's carts as the server valued them (live sessions' cart values), sharded like
-- the events: a visitor's carts and visits meet on one shard.
CREATE TABLE IF NOT EXISTS cart_snapshots_local ON CLUSTER '{cluster}' (
  site_id String,
  visitor_id String,
  changed_at DateTime64(6, 'UTC'),
  value Float64,
  item_count Int32
)
ENGINE = ReplicatedMergeTree('/clickhouse/tables/{shard}/vitrine/cart_snapshots', '{replica}')
PARTITION BY toYYYYMM(changed_at)
ORDER BY (site_id, visitor_id, changed_at);

CREATE TABLE IF NOT EXISTS cart_snapshots ON CLUSTER '{cluster}' AS cart_snapshots_local
ENGINE = Distributed('{cluster}', currentDatabase(), cart_snapshots_local, cityHash64(site_id));

-- A cluster made before live sessions (issue 26) gets their columns:
--   ALTER TABLE sessions_local ON CLUSTER '{cluster}' ADD COLUMN IF NOT EXISTS visitor_id Nullable(String), ADD COLUMN IF NOT EXISTS session_id Nullable(String);
--   ALTER TABLE sessions ON CLUSTER '{cluster}' ADD COLUMN IF NOT EXISTS visitor_id Nullable(String), ADD COLUMN IF NOT EXISTS session_id Nullable(String);
--   (the same for orders_local/orders payment_type, rec_events_local/rec_events utm_source and utm_medium)
-- Live sessions replace a visit's row with a DELETE, which Distributed tables do not take: on a
-- cluster the sessionizer is not supported yet (CONTRACT.md §1 "Live rows").

CREATE TABLE IF NOT EXISTS analytics_seed_meta ON CLUSTER '{cluster}' (
  key String,
  value String
)
ENGINE = ReplicatedMergeTree('/clickhouse/tables/all/vitrine/analytics_seed_meta', '{replica}')
ORDER BY key;

-- Recommended for Vitrine's user (the store sets the others per query):
--   ALTER USER vitrine SETTINGS optimize_skip_unused_shards = 1, distributed_product_mode = 'local';
