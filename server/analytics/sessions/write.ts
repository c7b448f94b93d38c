// Live rows in and out of `sessions`: a visit's row is replaced whole (delete + insert) each time
// it is derived again. Whole columns go as list params, unnested (DuckDB) or array-joined
// (ClickHouse, where the DELETE is a lightweight one), so a batch of visits is two statements.
import { SESSION_COLUMN_NAMES, type SessionColumn } from '../store/schema';
import { inList, type Db } from './sql';
import type { SessionRow } from './types';


/** A visit's key in one string: ids are tokens of [A-Za-z0-9_-] (tracking/validate.ts), never '/'. */
export const visitKey = (visitorId: string, sessionId: string) => `${visitorId}/${sessionId}`;

const TYPES: Record<SessionColumn, { duck: string; ch: string }> = {
  site_id: { duck: 'VARCHAR', ch: 'String' },
  arrival_time_utc: { duck: 'DOUBLE', ch: 'Float64' },
  form_factor: { duck: 'VARCHAR', ch: 'String' },
  new_or_returning: { duck: 'VARCHAR', ch: 'String' },
  attribution_channel: { duck: 'VARCHAR', ch: 'String' },
  attribution_source: { duck: 'VARCHAR', ch: 'Nullable(String)' },
  arrival_page_class: { duck: 'VARCHAR', ch: 'String' },
  exit_page_class: { duck: 'VARCHAR', ch: 'String' },
  country: { duck: 'VARCHAR', ch: 'String' },
  city: { duck: 'VARCHAR', ch: 'String' },
  page_views: { duck: 'DOUBLE', ch: 'Float64' },
  cart_value: { duck: 'DOUBLE', ch: 'Nullable(Float64)' },
  trans_payment_type: { duck: 'VARCHAR', ch: 'Nullable(String)' },
  is_qa: { duck: 'BOOLEAN', ch: 'Bool' },
  is_baseline: { duck: 'BOOLEAN', ch: 'Bool' },
  experience_qualified_name: { duck: 'VARCHAR', ch: 'Nullable(String)' },
  carted: { duck: 'BOOLEAN', ch: 'Bool' },
  reached_checkout: { duck: 'BOOLEAN', ch: 'Bool' },
  regular_checkout: { duck: 'BOOLEAN', ch: 'Bool' },
  accelerated_checkout: { duck: 'BOOLEAN', ch: 'Bool' },
  converted: { duck: 'BOOLEAN', ch: 'Bool' },
  revenue: { duck: 'DOUBLE', ch: 'Float64' },
  visitor_id: { duck: 'VARCHAR', ch: 'Nullable(String)' },
  session_id: { duck: 'VARCHAR', ch: 'Nullable(String)' },
};

/** Each column's value as the insert reads it (arrival as ms, page views as a number list). */
const selectOf = (column: SessionColumn, clickhouse: boolean) => {
  if (column === 'arrival_time_utc')
    return clickhouse ? `fromUnixTimestamp64Milli(toInt64(${column}), 'UTC')` : `make_timestamp(CAST(${column} AS BIGINT) * 1000)`;
  if (column === 'page_views') return clickhouse ? `toInt32(${column})` : `CAST(${column} AS INTEGER)`;
  return clickhouse && TYPES[column].ch !== 'Float64' && TYPES[column].ch !== 'Bool' && TYPES[column].ch !== 'String' ? `CAST(${column} AS ${TYPES[column].ch})` : column;
};

function insertSql(clickhouse: boolean): string {
  const names = SESSION_COLUMN_NAMES;
  const select = names.map((c) => selectOf(c, clickhouse)).join(', ');
  return clickhouse
    ? `INSERT INTO sessions (${names.join(', ')}) SELECT ${select} FROM system.one ARRAY JOIN ${names.map((c, i) => `$${i + 1} AS ${c}`).join(', ')}`
    : `INSERT INTO sessions (${names.join(', ')}) SELECT ${select} FROM (SELECT ${names.map((c, i) => `unnest($${i + 1}::${TYPES[c].duck}[]) AS ${c}`).join(', ')})`;
}


/** Deletes the live rows of these visits of one site (seeded rows have no session id). */
export async function deleteLiveRows(db: Db, siteId: string, keys: readonly string[]): Promise<void> {
  if (!keys.length) return;
  await db.all(`DELETE FROM sessions WHERE site_id = $1 AND session_id IS NOT NULL AND ${inList(db, "concat(visitor_id, '/', session_id)", '$2')}`, [siteId, [...keys]]);
}

export async function insertLiveRows(db: Db, rows: readonly SessionRow[]): Promise<void> {
  if (!rows.length) return;
  await db.all(
    insertSql(db.dialect === 'clickhouse'),
    SESSION_COLUMN_NAMES.map((c) => rows.map((r) => r[c])),
  );
}

/** Replaces the rows of these visits of one site by `rows` (the visits derived again). */
export async function replaceLiveRows(db: Db, siteId: string, rows: readonly SessionRow[]): Promise<void> {
  await deleteLiveRows(db, siteId, rows.map((r) => visitKey(r.visitor_id, r.session_id)));
  await insertLiveRows(db, rows);
}
