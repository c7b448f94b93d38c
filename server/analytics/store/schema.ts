// Tables of the analytics store, exactly as CONTRACT.md §1 lists them.
import type { AnalyticsDb } from './types';

/** Columns of `sessions` in table order, with their DuckDB types. */
export const SESSION_COLUMNS = [
  ['site_id', 'VARCHAR NOT NULL'],
  ['arrival_time_utc', 'TIMESTAMP NOT NULL'],
  ['form_factor', 'VARCHAR NOT NULL'],
  ['new_or_returning', 'VARCHAR NOT NULL'],
  ['attribution_channel', 'VARCHAR NOT NULL'],
  ['attribution_source', 'VARCHAR'],
  ['arrival_page_class', 'VARCHAR NOT NULL'],
  ['exit_page_class', 'VARCHAR NOT NULL'],
  ['country', 'VARCHAR NOT NULL'],
  ['city', 'VARCHAR NOT NULL'],
  ['page_views', 'INTEGER NOT NULL'],
  ['cart_value', 'DOUBLE'],
  ['trans_payment_type', 'VARCHAR'],
  ['is_qa', 'BOOLEAN NOT NULL'],
  ['is_baseline', 'BOOLEAN NOT NULL'],
  ['experience_qualified_name', 'VARCHAR'],
  ['carted', 'BOOLEAN NOT NULL'],
  ['reached_checkout', 'BOOLEAN NOT NULL'],
  ['regular_checkout', 'BOOLEAN NOT NULL'],
  ['accelerated_checkout', 'BOOLEAN NOT NULL'],
  ['converted', 'BOOLEAN NOT NULL'],
  ['revenue', 'DOUBLE NOT NULL'],
  // Live rows (server/analytics/sessions/): the tag's visitor and session ids, so a visit's row
  // can be replaced as its events arrive and per-visitor statistics can follow a shopper.
  // session_id is NULL on seeded rows (that is how the seed's top-up tells them apart);
  // visitor_id is a synthetic, repeating id there.
  ['visitor_id', 'VARCHAR'],
  ['session_id', 'VARCHAR'],
] as const;

export type SessionColumn = (typeof SESSION_COLUMNS)[number][0];
export const SESSION_COLUMN_NAMES: readonly SessionColumn[] = SESSION_COLUMNS.map(([name]) => name);

/** Columns of `sites` in table order. */
export const SITE_COLUMNS = [
  ['site_id', 'VARCHAR PRIMARY KEY'],
  ['name', 'VARCHAR'],
  ['external', 'VARCHAR'],
  ['platform', 'VARCHAR'],
  ['merchant_name', 'VARCHAR'],
  ['site_tags', 'VARCHAR[]'],
] as const;

export type SiteColumn = (typeof SITE_COLUMNS)[number][0];
export const SITE_COLUMN_NAMES: readonly SiteColumn[] = SITE_COLUMNS.map(([name]) => name);

const ddl = (table: string, columns: ReadonlyArray<readonly [string, string]>) =>
  `CREATE TABLE IF NOT EXISTS ${table} (\n  ${columns.map(([name, type]) => `${name} ${type}`).join(',\n  ')}\n)`;

export const SESSIONS_DDL = ddl('sessions', SESSION_COLUMNS);
export const SITES_DDL = ddl('sites', SITE_COLUMNS);

/** Creates the contract's tables when missing; safe to run on every start. */
export async function createAnalyticsSchema(db: AnalyticsDb): Promise<void> {
  await db.all(SESSIONS_DDL);
  // A store made before live sessions (issue 26) has neither id column.
  for (const column of ADDED_SESSION_COLUMNS) await db.all(`ALTER TABLE sessions ADD COLUMN IF NOT EXISTS ${column} VARCHAR`);
  await db.all(SITES_DDL);
}

/** Columns later versions added to `sessions` (added to older stores on start). */
export const ADDED_SESSION_COLUMNS = ['visitor_id', 'session_id'] as const;
/** The columns the reports read (all but the live ids), in table order: `INSERT INTO sessions (…)` of fixtures. */
export const REPORTED_SESSION_COLUMNS = SESSION_COLUMN_NAMES.filter((c) => !(ADDED_SESSION_COLUMNS as readonly string[]).includes(c)).join(', ');
