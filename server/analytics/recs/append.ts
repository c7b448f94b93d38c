// Many rec_events rows in one statement: whole columns as list params, unnested side by side
// (DuckDB) or array-joined (ClickHouse). Both engines pay per statement, so one INSERT of 500
// rows costs about what one row does.
import type { AnalyticsDb } from '../store/types';
import type { RecEventRow } from './schema';

/** Separator for product id lists: ids are validated to never contain it. */
const LIST_SEPARATOR = ',';

/**
 * The same columns as ClickHouse arrays zipped by ARRAY JOIN. Each param's type is read off
 * its values (a column of only NULLs is Nullable(String)), so every column is cast to its own.
 */
const CLICKHOUSE_INSERT = `INSERT INTO rec_events (site_id, occurred_at, visitor_id, session_id, type, place, path, form_factor, new_or_returning,
    recommendation_id, provider, product_id, product_ids, variant_id, quantity, value, currency, order_id,
    page_views, time_on_site_s, referrer, source, arm, utm_source, utm_medium)
  SELECT site_id, fromUnixTimestamp64Milli(toInt64(at_ms), 'UTC'), visitor_id, session_id, type, place, path, form_factor, new_or_returning,
    CAST(recommendation_id AS Nullable(String)), CAST(provider AS Nullable(String)), CAST(product_id AS Nullable(String)),
    if(product_ids IS NULL, CAST([] AS Array(String)), splitByChar('${LIST_SEPARATOR}', assumeNotNull(product_ids))),
    CAST(variant_id AS Nullable(String)), CAST(quantity AS Nullable(Int32)), CAST(value AS Nullable(Float64)), CAST(currency AS Nullable(String)),
    CAST(order_id AS Nullable(String)), CAST(page_views AS Nullable(Int32)), CAST(time_on_site_s AS Nullable(Float64)),
    CAST(referrer AS Nullable(String)), source, CAST(arm AS Nullable(String)),
    CAST(utm_source AS Nullable(String)), CAST(utm_medium AS Nullable(String))
  FROM system.one
  ARRAY JOIN $1 AS site_id, $2 AS at_ms, $3 AS visitor_id, $4 AS session_id, $5 AS type, $6 AS place, $7 AS path, $8 AS form_factor,
    $9 AS new_or_returning, $10 AS recommendation_id, $11 AS provider, $12 AS product_id, $13 AS product_ids, $14 AS variant_id,
    $15 AS quantity, $16 AS value, $17 AS currency, $18 AS order_id, $19 AS page_views, $20 AS time_on_site_s, $21 AS referrer, $22 AS source, $23 AS arm,
    $24 AS utm_source, $25 AS utm_medium`;

export async function appendRecEvents(db: AnalyticsDb & { readonly dialect?: string }, rows: readonly RecEventRow[]): Promise<void> {
  if (!rows.length) return;
  const col = <T>(pick: (r: RecEventRow) => T) => rows.map(pick);
  await db.all(
    db.dialect === 'clickhouse'
      ? CLICKHOUSE_INSERT
      : `INSERT INTO rec_events (site_id, occurred_at, visitor_id, session_id, type, place, path, form_factor, new_or_returning,
       recommendation_id, provider, product_id, product_ids, variant_id, quantity, value, currency, order_id,
       page_views, time_on_site_s, referrer, source, arm, utm_source, utm_medium)
     SELECT site_id, make_timestamp(CAST(at_ms AS BIGINT) * 1000), visitor_id, session_id, type, place, path, form_factor, new_or_returning,
       recommendation_id, provider, product_id, CASE WHEN product_ids IS NULL THEN NULL ELSE string_split(product_ids, '${LIST_SEPARATOR}') END,
       variant_id, CAST(quantity AS INTEGER), value, currency, order_id, CAST(page_views AS INTEGER), time_on_site_s, referrer, source, arm, utm_source, utm_medium
     FROM (SELECT unnest($1::VARCHAR[]) AS site_id, unnest($2::DOUBLE[]) AS at_ms, unnest($3::VARCHAR[]) AS visitor_id,
                  unnest($4::VARCHAR[]) AS session_id, unnest($5::VARCHAR[]) AS type, unnest($6::VARCHAR[]) AS place,
                  unnest($7::VARCHAR[]) AS path, unnest($8::VARCHAR[]) AS form_factor, unnest($9::VARCHAR[]) AS new_or_returning,
                  unnest($10::VARCHAR[]) AS recommendation_id, unnest($11::VARCHAR[]) AS provider, unnest($12::VARCHAR[]) AS product_id,
                  unnest($13::VARCHAR[]) AS product_ids, unnest($14::VARCHAR[]) AS variant_id, unnest($15::DOUBLE[]) AS quantity,
                  unnest($16::DOUBLE[]) AS value, unnest($17::VARCHAR[]) AS currency, unnest($18::VARCHAR[]) AS order_id,
                  unnest($19::DOUBLE[]) AS page_views, unnest($20::DOUBLE[]) AS time_on_site_s, unnest($21::VARCHAR[]) AS referrer,
                  unnest($22::VARCHAR[]) AS source, unnest($23::VARCHAR[]) AS arm,
                  unnest($24::VARCHAR[]) AS utm_source, unnest($25::VARCHAR[]) AS utm_medium)`,
    [
      col((r) => r.site_id),
      col((r) => r.occurred_at.getTime()),
      col((r) => r.visitor_id),
      col((r) => r.session_id),
      col((r) => r.type),
      col((r) => r.place),
      col((r) => r.path),
      col((r) => r.form_factor),
      col((r) => r.new_or_returning),
      col((r) => r.recommendation_id),
      col((r) => r.provider),
      col((r) => r.product_id),
      col((r) => (r.product_ids ? r.product_ids.join(LIST_SEPARATOR) : null)),
      col((r) => r.variant_id),
      col((r) => r.quantity),
      col((r) => r.value),
      col((r) => r.currency),
      col((r) => r.order_id),
      col((r) => r.page_views),
      col((r) => r.time_on_site_s),
      col((r) => r.referrer),
      col((r) => r.source),
      col((r) => r.arm),
      col((r) => r.utm_source ?? null),
      col((r) => r.utm_medium ?? null),
    ],
  );
}
