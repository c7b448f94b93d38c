import type { FastifyInstance } from 'fastify';
import { requireAuth, requireStaff } from '../http/auth';
import type { AppContext } from '../http/context';
import { notFound } from '../lib/errors';
import { SHOP_MESSAGES } from '../shop/messages';
import { recordStaffAction } from '../staff-log/store';
import { mergeParams, type Params, str } from '../shop/params';
import { isShopApp, type ShopAppId } from '../shop/platform';
import { assertShopSite, shopCall, siteForShopCall } from '../shop/resolve-site';
import { SUBSCRIPTION_ID } from '../shop/subscription-json';

const URL_PATH = '/api/extensions/v2/subscriptions';

function appOf(params: Params): ShopAppId {
  const app = str(params, 'app', { max: 20 }) ?? 'rec';
  if (!isShopApp(app)) throw notFound(SHOP_MESSAGES.unknownApp(app));
  return app;
}

/**
 * The app's subscriptions on the shop platform (spec 7): the Subscription tab lists them;
 * staff may cancel one (the Remove button only staff see, spec 6).
 */
export function subscriptionRoutes(app: FastifyInstance, ctx: AppContext) {
  app.get(URL_PATH, async (request, reply) => {
    const auth = await requireAuth(ctx, request);
    const params = mergeParams(request.query, undefined);
    const site = await siteForShopCall(ctx, auth, params, 'platformSiteId');
    assertShopSite(site);
    reply.header('cache-control', 'no-store');
    return ctx.shop.subscriptions(shopCall(ctx, auth, site, appOf(params)));
  });

  app.delete(URL_PATH, async (request, reply) => {
    const auth = await requireStaff(ctx, request);
    const params = mergeParams(request.query, request.body);
    const id = str(params, 'id', { max: 100, pattern: SUBSCRIPTION_ID, required: true })!;
    const site = await siteForShopCall(ctx, auth, params, 'platformSiteId');
    assertShopSite(site);
    reply.header('cache-control', 'no-store');
    const result = await ctx.shop.cancelSubscription(shopCall(ctx, auth, site, appOf(params)), id);
    await recordStaffAction(ctx.db, auth, { action: 'cancel-subscription', site, detail: { app: appOf(params), subscription: id } });
    return result;
  });
}
