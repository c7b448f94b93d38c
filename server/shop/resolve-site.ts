import { shopOrigin } from '../lib/shop-origin';
import type { AppContext } from '../http/context';
import type { Auth } from '../http/auth';
import { badRequest, HttpError, notFound } from '../lib/errors';
import { siteForUser, SITE_MESSAGES, type SiteRow } from '../sites/access';
import { SHOP_MESSAGES } from './messages';
import { type Params, str } from './params';
import { SHOPIFY, type ShopAppId, type ShopCall } from './platform';

/** Platform site ids are the platform's numeric shop ids; allow a little more, never markup. */
export const PSID_PATTERN = /^[A-Za-z0-9_.:-]{1,64}$/;

/**
 * The site a shop call acts on: by `site` (the console sends it on every call) or by
 * `psid` (the platform site id the spec names). Either way the user must be allowed on
 * it, through the one check every site call goes through (siteForUser).
 */
export async function siteForShopCall(ctx: AppContext, auth: Auth, params: Params, psidKey = 'psid'): Promise<SiteRow> {
  const psid = str(params, psidKey, { max: 64, pattern: PSID_PATTERN });
  if (params.site !== undefined && params.site !== '') {
    const site = await siteForUser(ctx.db, auth, params.site);
    if (psid !== undefined && psid !== site.platform_site_id) throw badRequest(SHOP_MESSAGES.psidMismatch);
    return site;
  }
  // Spec 8's message for a call that names no site, whichever way it could have named one.
  if (psid === undefined) throw badRequest(SITE_MESSAGES.missingSite);
  const candidates = await ctx.db.selectFrom('sites').select('id').where('platform_site_id', '=', psid).orderBy('id').execute();
  for (const { id } of candidates) {
    try {
      return await siteForUser(ctx.db, auth, id);
    } catch (err) {
      // Another organization's site with the same shop: keep looking, never reveal it.
      if (!(err instanceof HttpError && err.statusCode === 404)) throw err;
    }
  }
  throw notFound(SITE_MESSAGES.notFound);
}

/** Spec 5: platform-dependent calls need a platformSiteId and platform SHOPIFY. */
export function assertShopSite(site: SiteRow): void {
  if (site.platform !== SHOPIFY) throw badRequest(SHOP_MESSAGES.notShopify);
  if (!site.platform_site_id) throw badRequest(SHOP_MESSAGES.noPlatformSiteId);
}

export function shopCall(ctx: AppContext, auth: Auth, site: SiteRow, app: ShopAppId): ShopCall {
  return {
    site,
    app,
    staff: auth.staff,
    consoleOrigin: ctx.config.publicOrigin,
    // Each demo shop is on its own origin (server/lib/shop-origin.ts): every link the call makes is on it.
    storefrontOrigin: shopOrigin(ctx.config.storefrontOrigin, site.external),
    now: new Date(),
  };
}
