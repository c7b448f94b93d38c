// Who may analyze which sites (CONTRACT.md §3 "Access"): staff any site or all of them;
// everyone else only listed sites of their organizations, or the public demo site.
import type { Db } from '../../db/database';
import type { Auth } from '../../http/auth';
import { notFound } from '../../lib/errors';
import { organizationScope, SITE_MESSAGES } from '../../sites/access';
import { DEMO_SITE_ID } from '../../seed/world';
import { badQuery, MESSAGES } from './errors';

/**
 * Checks the sites of a query and returns the user's access scope as a string for the result
 * cache key ('staff', or the organizations the user belongs to). A site of another
 * organization answers exactly like a missing one (404 'Site not found'), as in REST.
 */
export async function authorizeSites(db: Db, auth: Auth, siteIds: readonly string[] | null): Promise<string> {
  if (auth.staff) return 'staff';
  if (!siteIds || !siteIds.length) throw badQuery(MESSAGES.siteIdRequired);
  const scope = (await organizationScope(db, auth)) ?? [];
  const scopeKey = `orgs:${[...scope].sort().join(',')}`;
  const wanted = siteIds.filter((id) => id !== DEMO_SITE_ID);
  if (!wanted.length) return scopeKey;
  if (!scope.length) throw notFound(SITE_MESSAGES.notFound);
  const visible = await db.selectFrom('sites').select('id').where('id', 'in', wanted).where('organization_id', 'in', scope).execute();
  if (visible.length !== new Set(wanted).size) throw notFound(SITE_MESSAGES.notFound);
  return scopeKey;
}

/**
 * Sites whose sessions the user may read anyway: a merchant's organizations' sites and the
 * public demo site (staff read every site, so for them only the listed sites count). A market
 * leaves these out: numbers the reader already knows could be subtracted from it, so they
 * neither hide another shop nor count as one (CONTRACT.md "Market privacy").
 */
export async function readableSiteIds(db: Db, auth: Auth): Promise<string[]> {
  if (auth.staff) return [];
  const scope = (await organizationScope(db, auth)) ?? [];
  const rows = scope.length ? await db.selectFrom('sites').select('id').where('organization_id', 'in', scope).execute() : [];
  return [...rows.map((r) => r.id), DEMO_SITE_ID];
}
