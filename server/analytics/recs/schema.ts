// The recommendation tracking table of the analytics store (CONTRACT.md §1 "rec_events"): one
// row per event the storefront tag posts (server/tracking/), plus the seeded history.
import type { AnalyticsDb } from '../store/types';

/** Columns of `rec_events` in table order, with their DuckDB types. */
export const REC_EVENT_COLUMNS = [
  ['site_id', 'VARCHAR NOT NULL'],
  // Client time corrected by the batch's clock skew (server receive time − sentAt), UTC.
  ['occurred_at', 'TIMESTAMP NOT NULL'],
  ['visitor_id', 'VARCHAR NOT NULL'],
  ['session_id', 'VARCHAR NOT NULL'],
  ['type', 'VARCHAR NOT NULL'],
  ['place', 'VARCHAR NOT NULL'],
  ['path', 'VARCHAR NOT NULL'],
  ['form_factor', 'VARCHAR NOT NULL'],
  ['new_or_returning', 'VARCHAR NOT NULL'],
  ['recommendation_id', 'VARCHAR'],
  ['provider', 'VARCHAR'],
  ['product_id', 'VARCHAR'],
  ['product_ids', 'VARCHAR[]'],
  ['variant_id', 'VARCHAR'],
  ['quantity', 'INTEGER'],
  ['value', 'DOUBLE'],
  ['currency', 'VARCHAR'],
  ['order_id', 'VARCHAR'],
  ['page_views', 'INTEGER'],
  ['time_on_site_s', 'DOUBLE'],
  ['referrer', 'VARCHAR'],
  ['source', 'VARCHAR NOT NULL'],
  // The visitor's holdout arm ('baseline' | 'treatment'), stamped by the server that receives the
  // event from the site's holdout settings (server/delivery/holdout.ts), never taken from the
  // client; NULL for seeded and email rows and for sites without a holdout.
  ['arm', 'VARCHAR'],
  // session-start: the landing URL's utm_source and utm_medium (attribution of live sessions).
  ['utm_source', 'VARCHAR'],
  ['utm_medium', 'VARCHAR'],
] as const;

export type RecEventColumn = (typeof REC_EVENT_COLUMNS)[number][0];

/** One row as the writer and the seed append it (names as the columns). */
export type RecEventRow = {
  site_id: string;
  occurred_at: Date;
  visitor_id: string;
  session_id: string;
  type: string;
  place: string;
  path: string;
  form_factor: string;
  new_or_returning: string;
  recommendation_id: string | null;
  provider: string | null;
  product_id: string | null;
  product_ids: string[] | null;
  variant_id: string | null;
  quantity: number | null;
  value: number | null;
  currency: string | null;
  order_id: string | null;
  page_views: number | null;
  time_on_site_s: number | null;
  referrer: string | null;
  /**
   * 'email': a click on an email recommendation's link (server/email-images); 'qa': preview and
   * ?vitrine-qa=1 traffic, kept for the QA sessions rows only (recommendation reports skip it).
   */
  source: 'tag' | 'seed' | 'email' | 'qa';
  /** The holdout arm the server assigned the visitor (never client-sent); null without one. */
  arm: 'baseline' | 'treatment' | null;
  /** session-start only; absent means NULL. */
  utm_source?: string | null;
  utm_medium?: string | null;
};

export const REC_EVENTS_DDL = `CREATE TABLE IF NOT EXISTS rec_events (\n  ${REC_EVENT_COLUMNS.map(([n, t]) => `${n} ${t}`).join(',\n  ')}\n)`;

/** Creates `rec_events` when missing, and adds the columns later versions added; safe on every start. */
export async function createRecTables(db: AnalyticsDb): Promise<void> {
  await db.all(REC_EVENTS_DDL);
  // A data dir made before issue 26 lacks the columns it added.
  await db.all('ALTER TABLE rec_events ADD COLUMN IF NOT EXISTS arm VARCHAR');
  await db.all('ALTER TABLE rec_events ADD COLUMN IF NOT EXISTS utm_source VARCHAR');
  await db.all('ALTER TABLE rec_events ADD COLUMN IF NOT EXISTS utm_medium VARCHAR');
}
