// organizations: the organizations and sites a user may analyze (CONTRACT.md §3). Staff also
// get the market panel: shops that exist only in the analytics store's `sites` table.
import type { Db } from '../../db/database';
import type { Auth } from '../../http/auth';
import { organizationScope } from '../../sites/access';
import type { AnalyticsDb } from '../store/types';

export const MARKET_PANEL = { id: 'market-panel', name: 'Market panel' } as const;

export interface AnalyticsSite {
  siteId: string;
  name: string | null;
  external: string | null;
  platform: string | null;
}

export interface AnalyticsOrganization {
  id: string;
  name: string;
  sites: AnalyticsSite[];
}

export async function listOrganizations(db: Db, analytics: AnalyticsDb, auth: Auth): Promise<AnalyticsOrganization[]> {
  const scope = await organizationScope(db, auth);
  if (scope && !scope.length) return [];
  let orgQuery = db.selectFrom('organizations').select(['id', 'name']).orderBy('name').orderBy('id');
  let siteQuery = db.selectFrom('sites').select(['id', 'organization_id', 'name', 'external', 'platform']).orderBy('name').orderBy('id');
  if (scope) {
    orgQuery = orgQuery.where('id', 'in', scope);
    siteQuery = siteQuery.where('organization_id', 'in', scope);
  }
  const [orgs, sites] = await Promise.all([orgQuery.execute(), siteQuery.execute()]);
  const byOrg = new Map<string, AnalyticsSite[]>(orgs.map((o) => [o.id, []]));
  for (const s of sites) if (s.organization_id !== null) byOrg.get(s.organization_id)?.push({ siteId: s.id, name: s.name, external: s.external, platform: s.platform });
  const result: AnalyticsOrganization[] = orgs.map((o) => ({ id: o.id, name: o.name, sites: byOrg.get(o.id)! }));
  if (scope) return result;

  const known = new Set(sites.map((s) => s.id));
  const panel = await analytics.all<{ site_id: string; name: string | null; external: string | null; platform: string | null }>(
    'SELECT site_id, name, external, platform FROM sites ORDER BY name, site_id',
  );
  const panelSites = panel.filter((s) => !known.has(s.site_id)).map((s) => ({ siteId: s.site_id, name: s.name, external: s.external, platform: s.platform }));
  if (panelSites.length) result.push({ ...MARKET_PANEL, sites: panelSites });
  return result;
}
