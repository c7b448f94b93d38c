import type { Selectable } from 'kysely';
import type { Db } from '../db/database';
import type { SitesTable } from '../db/schema';
import type { Auth } from '../http/auth';
import { badRequest, notFound } from '../lib/errors';
import { isId } from '../lib/ids';

export type SiteRow = Selectable<SitesTable>;

export const SITE_MESSAGES = {
  missingSite: 'missing site or site _id',
  notFound: 'Site not found',
} as const;

/** Organizations whose sites this user may act on; null means every organization (staff). */
export async function organizationScope(db: Db, auth: Auth): Promise<string[] | null> {
  if (auth.staff) return null;
  const rows = await db.selectFrom('memberships').select('organization_id').where('user_id', '=', auth.user.id).execute();
  return rows.map((r) => r.organization_id);
}

/**
 * Loads a site the user may act on. A missing id is the spec's 'missing site or site _id';
 * a site of another organization answers exactly like one that does not exist (404), so
 * ids cannot be probed.
 */
export async function siteForUser(db: Db, auth: Auth, siteId: unknown): Promise<SiteRow> {
  if (siteId === undefined || siteId === null || siteId === '') throw badRequest(SITE_MESSAGES.missingSite);
  if (!isId(siteId)) throw badRequest('site must be a 24-character hex id');
  const site = await db.selectFrom('sites').selectAll().where('id', '=', siteId).executeTakeFirst();
  if (!site) throw notFound(SITE_MESSAGES.notFound);
  const scope = await organizationScope(db, auth);
  if (scope && (site.organization_id === null || !scope.includes(site.organization_id))) throw notFound(SITE_MESSAGES.notFound);
  return site;
}
