import type { Selectable } from 'kysely';
import type { StaffActionEntry, StaffActionId } from '../../plugins/recommendations/model/staffActions';
import { invalidateAgencyCache } from '../agency/cache';
import type { Db } from '../db/database';
import type { StaffActionsTable } from '../db/schema';
import type { Auth } from '../http/auth';

/** The detail of one action stays small: a log row is a receipt, not a copy of the document. */
export const DETAIL_MAX_CHARS = 2000;

export interface StaffActionInput {
  action: StaffActionId;
  site?: { id: string; name: string } | null;
  detail?: Record<string, unknown>;
}

/** Keeps scalar and short values; a long or nested value is cut so a row never balloons. */
export function boundedDetail(detail: Record<string, unknown> = {}): Record<string, unknown> {
  const json = JSON.stringify(detail);
  if (json.length <= DETAIL_MAX_CHARS) return detail;
  return { truncated: true, summary: json.slice(0, DETAIL_MAX_CHARS - 100) };
}

/**
 * Records one staff action after it took effect. Callers await it, so the request that
 * changed something answers only once its receipt is stored.
 */
export async function recordStaffAction(db: Db, auth: Auth, input: StaffActionInput): Promise<void> {
  await db
    .insertInto('staff_actions')
    .values({
      user_id: auth.user.id,
      user_email: auth.user.email,
      user_name: auth.user.name || [auth.user.first, auth.user.last].filter(Boolean).join(' '),
      action: input.action,
      site_id: input.site?.id ?? null,
      site_name: input.site?.name ?? '',
      detail: JSON.stringify(boundedDetail(input.detail)),
    })
    .execute();
  // Staff actions change what Agency Stats shows (flags, installs, plans, recommendations).
  invalidateAgencyCache(db);
}

export function entryJson(row: Selectable<StaffActionsTable>): StaffActionEntry {
  return {
    id: Number(row.id),
    at: new Date(row.created_at).toISOString(),
    action: row.action,
    user: { id: row.user_id, email: row.user_email, name: row.user_name },
    site: row.site_id ? { id: row.site_id, name: row.site_name } : null,
    detail: row.detail,
  };
}

/** Newest first; one site's actions when `siteId` is given, else everyone's. */
export async function listStaffActions(db: Db, opts: { siteId?: string; limit: number; before?: number }): Promise<StaffActionEntry[]> {
  let q = db.selectFrom('staff_actions').selectAll().orderBy('id', 'desc').limit(opts.limit);
  if (opts.siteId) q = q.where('site_id', '=', opts.siteId);
  if (opts.before !== undefined) q = q.where('id', '<', opts.before);
  return (await q.execute()).map(entryJson);
}
