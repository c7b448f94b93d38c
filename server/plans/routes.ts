import type { FastifyInstance } from 'fastify';
import { requireAuth } from '../http/auth';
import type { AppContext } from '../http/context';
import { badRequest, HttpError } from '../lib/errors';
import { SHOPIFY, type AppSubscription } from '../shop/platform';
import { shopCall } from '../shop/resolve-site';
import { siteForUser } from '../sites/access';
import { shopFacts } from '../recommendations/shop-facts';
import { appletBilling } from './billing';
import { freePlan, planOfSubscription, plansForShop, shopTier } from './offer';
import { trialDaysRemaining } from './trial';
import type { CurrentPlan, PlansAnswer, ShopTier } from '../../plugins/recommendations/model/plans';

const APPLET = /^[a-z][a-z0-9-]{0,39}$/;

/** The plan an active subscription is on, with its trial; the free plan without one. */
export function currentPlan(sub: AppSubscription | undefined, now: Date): CurrentPlan {
  if (!sub) return { ...freePlan(), isPaidPlan: false, subscriptionId: null, subscribedAt: null, trialDays: 0, trialDaysRemaining: 0 };
  const pricing = sub.lineItems[0]?.plan.pricingDetails;
  const price = Number(pricing?.price.amount ?? 0) || 0;
  const plan = planOfSubscription({ name: sub.name, price, yearly: pricing?.interval === 'ANNUAL' });
  return {
    ...plan,
    price,
    isPaidPlan: price > 0,
    subscriptionId: sub.id,
    subscribedAt: sub.createdAt,
    trialDays: sub.trialDays,
    trialDaysRemaining: trialDaysRemaining(sub.trialDays, new Date(sub.createdAt), now),
  };
}

const newest = (subs: AppSubscription[]) => [...subs].sort((a, b) => b.createdAt.localeCompare(a.createdAt))[0];

/**
 * GET /api2/plans?site=&applet=: the Plans dialog's cards for this site's shop tier and
 * the site's current plan. Sites off the platform have no billing there: basic tier, free.
 */
export function planRoutes(app: FastifyInstance, ctx: AppContext) {
  app.get('/api2/plans', async (request): Promise<PlansAnswer> => {
    const auth = await requireAuth(ctx, request);
    const query = (request.query ?? {}) as Record<string, unknown>;
    const site = await siteForUser(ctx.db, auth, query.site);
    const applet = query.applet ?? 'rec';
    if (typeof applet !== 'string' || !APPLET.test(applet)) throw badRequest('applet must be an applet id');
    const billing = await appletBilling(ctx.db, site.id, applet);

    let tier: ShopTier = 'basic';
    let subscription: AppSubscription | undefined;
    // The dialog shows Pick only where a change can work: on the platform, and not under
    // blockModify (spec 6), so the merchant learns why before trying rather than after.
    const onShopPlatform = site.platform === SHOPIFY && Boolean(site.platform_site_id);
    let blockModify = false;
    if (onShopPlatform) {
      blockModify = (await shopFacts(ctx, auth, site)).blockModify;
      const call = shopCall(ctx, auth, site, 'rec');
      tier = shopTier((await ctx.shop.shop(call)).shopPlan.shopifyPlus);
      try {
        subscription = newest((await ctx.shop.subscriptions(call)).data.currentAppInstallation.activeSubscriptions);
      } catch (err) {
        // App not installed (424): no billing to read, the catalogue is still worth showing.
        if (!(err instanceof HttpError && err.statusCode === 424)) throw err;
      }
    }
    const current = currentPlan(subscription, new Date());
    return { site: site.id, tier, current, plans: plansForShop(tier, current, billing), onShopPlatform, blockModify };
  });
}
