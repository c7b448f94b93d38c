import type { Auth } from '../http/auth';
import type { AppContext } from '../http/context';
import { blockedModify } from '../shop/messages';
import { isDemoPlatform } from '../shop/demo-platform';
import { SHOPIFY } from '../shop/platform';
import { shopCall } from '../shop/resolve-site';
import type { SiteRow } from '../sites/access';

export interface ShopFacts {
  /** The site is a shop on the hosted platform. */
  shop: boolean;
  /** A production merchant seen from a non-production platform: every change is refused. */
  blockModify: boolean;
  /** The highest store plan: the only one with checkout pages. */
  plus: boolean;
}

/**
 * What the recommendation rules need from the shop platform. The demo platform's state is
 * read even when the app is not installed; a real platform answers through its
 * installation check, and a platform that cannot answer blocks nothing.
 */
export async function shopFacts(ctx: AppContext, auth: Auth, site: SiteRow): Promise<ShopFacts> {
  if (site.platform !== SHOPIFY || !site.platform_site_id) return { shop: false, blockModify: false, plus: false };
  const call = shopCall(ctx, auth, site, 'rec');
  if (isDemoPlatform(ctx.shop)) {
    const state = await ctx.shop.state(call);
    return { shop: true, blockModify: state.blockModify, plus: state.shopPlan.shopifyPlus };
  }
  try {
    const check = await ctx.shop.installation(call);
    return { shop: true, blockModify: check.blockModify, plus: check.shopPlan.shopifyPlus };
  } catch {
    return { shop: true, blockModify: false, plus: false };
  }
}

/** Spec 8: under blockModify every change answers the spec's warning. */
export async function assertModifiable(ctx: AppContext, auth: Auth, site: SiteRow): Promise<ShopFacts> {
  const facts = await shopFacts(ctx, auth, site);
  if (facts.blockModify) throw blockedModify();
  return facts;
}

export const pageExists = (facts: ShopFacts) => (place: string) => place !== 'CO' || facts.plus;
