// Wires the Checkout Score service (plugins/checkout/server, which may not import server/**)
// to the real things: the query layer's site rows, the site access rules, the demo site and
// the site names of both databases.
import { checkoutScorePart, type SiteInfo } from '../../plugins/checkout/server';
import { ANALYTICS_COSTS } from './query/cost';
import type { GraphqlContext, SchemaPart } from '../graphql/schema';
import type { AppContext } from '../http/context';
import { isId } from '../lib/ids';
import { DEMO_SITE_ID } from '../seed/world';
import { siteForUser } from '../sites/access';
import { MARKET_MIN_SHOPS_FLOOR } from '../config';
import { PeriodType, shopProfiles, siteDataRows } from './query';
import { readableSiteIds } from './query/access';

/** Names for the staff grid: console sites first, then the analytics-only market-panel shops. */
async function siteInfo(ctx: AppContext, siteIds: readonly string[]): Promise<Map<string, SiteInfo>> {
  const info = new Map<string, SiteInfo>();
  const consoleIds = siteIds.filter(isId);
  if (consoleIds.length) {
    const rows = await ctx.db.selectFrom('sites').select(['id', 'name', 'external', 'platform']).where('id', 'in', consoleIds).execute();
    for (const row of rows) info.set(row.id, { name: row.name, external: row.external, platform: row.platform });
  }
  const missing = new Set(siteIds.filter((id) => !info.has(id)));
  if (missing.size) {
    const rows = await ctx.analytics.all<{ site_id: string; name: string | null; external: string | null; platform: string | null }>(
      'SELECT site_id, name, external, platform FROM sites',
    );
    for (const row of rows) if (missing.has(row.site_id)) info.set(row.site_id, { name: row.name, external: row.external, platform: row.platform });
  }
  return info;
}

export function checkoutScoreSchemaPart(ctx: AppContext): SchemaPart {
  return withCost(checkoutScorePart<GraphqlContext>(
    {
      siteRows: (range) => siteDataRows(ctx.analytics, range),
      shopProfiles: (range) => shopProfiles(ctx.analytics, range),
      // As the analytics queries (query/access.ts): staff any site, including market-panel
      // shops that only the analytics store knows; the public demo site for everyone;
      // otherwise the REST rule, a site of another organization is 404 'Site not found'.
      assertSiteVisible: async ({ auth }, siteId) => {
        if (auth.staff || siteId === DEMO_SITE_ID) return;
        await siteForUser(ctx.db, auth, siteId);
      },
      isStaff: ({ auth }) => auth.staff,
      now: ({ now }) => now,
      siteInfo: (ids) => siteInfo(ctx, ids),
      demoSiteId: DEMO_SITE_ID,
      // Staff may read every site: for them the site they look at is "their own".
      readableSiteIds: async ({ auth }, siteId) => new Set([siteId, ...(await readableSiteIds(ctx.db, auth))]),
      siteTimeZone: async (siteId) =>
        isId(siteId) ? (await ctx.db.selectFrom('sites').select('time_zone').where('id', '=', siteId).executeTakeFirst())?.time_zone : undefined,
      marketMinShops: Math.max(MARKET_MIN_SHOPS_FLOOR, ctx.config.marketMinShops || 0),
    },
    { periodType: PeriodType },
  ));
}

/** The plugin cannot import the server's cost model: its field's price is set here. */
function withCost(part: SchemaPart): SchemaPart {
  return { ...part, cost: { checkoutScore: ANALYTICS_COSTS.checkoutScore, scoreDistribution: ANALYTICS_COSTS.scoreDistribution } };
}
