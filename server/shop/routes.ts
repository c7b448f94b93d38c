import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { requireAuth, type Auth } from '../http/auth';
import type { AppContext } from '../http/context';
import { badRequest, forbidden, HttpError, notFound } from '../lib/errors';
import { planRoutes } from '../plans/routes';
import { siteForUser, SITE_MESSAGES } from '../sites/access';
import { findAction, type ShopMethod } from './actions';
import { demoPageRoutes } from './demo-pages';
import { recordStaffAction } from '../staff-log/store';
import { SHOP_MESSAGES } from './messages';
import { mergeParams, str } from './params';
import { isShopApp, type ShopAppId } from './platform';
import { assertShopSite, shopCall, siteForShopCall } from './resolve-site';

/** A shop's platform domain, e.g. northwind-outfitters.myshopify.com. */
const SHOP_DOMAIN = /^[a-z0-9][a-z0-9-]{0,62}\.myshopify\.com$/;

function appOf(value: string): ShopAppId {
  if (!isShopApp(value)) throw notFound(SHOP_MESSAGES.unknownApp(value.slice(0, 40)));
  return value;
}

const noStore = (reply: FastifyReply) => reply.header('cache-control', 'no-store');

/** The site of a GET shop call (site or psid in the query), on the SHOPIFY platform. */
async function shopSiteOf(ctx: AppContext, request: FastifyRequest, auth: Auth) {
  const site = await siteForShopCall(ctx, auth, mergeParams(request.query, undefined));
  assertShopSite(site);
  return site;
}

export function shopRoutes(app: FastifyInstance, ctx: AppContext) {
  app.get('/api2/shop/shopify-shop', async (request, reply) => {
    const auth = await requireAuth(ctx, request);
    const site = await shopSiteOf(ctx, request, auth);
    noStore(reply);
    return ctx.shop.shop(shopCall(ctx, auth, site, 'rec'));
  });

  /** The installation check behind the applet-page alerts (spec 3 and 8). */
  app.get<{ Params: { app: string } }>('/api2/shop/:app/installation', async (request, reply) => {
    const auth = await requireAuth(ctx, request);
    const appId = appOf(request.params.app);
    const site = await shopSiteOf(ctx, request, auth);
    noStore(reply);
    return ctx.shop.installation(shopCall(ctx, auth, site, appId));
  });

  /** The reconnect link: a browser navigation, so it redirects unless JSON is asked for. */
  app.get<{ Params: { app: string } }>('/api2/shop/:app/auth', async (request, reply) => {
    const auth = await requireAuth(ctx, request);
    const appId = appOf(request.params.app);
    const domain = str(request.query as Record<string, unknown>, 'shop', { max: 100, required: true })!.toLowerCase();
    if (!SHOP_DOMAIN.test(domain)) throw badRequest('shop must be a shop domain like example.myshopify.com');
    let site;
    for (const id of await ctx.shop.sitesForShopDomain(domain)) {
      site = await siteForUser(ctx.db, auth, id).catch((err) => {
        if (err instanceof HttpError && err.statusCode === 404) return undefined;
        throw err;
      });
      if (site) break;
    }
    if (!site) throw notFound(SITE_MESSAGES.notFound);
    assertShopSite(site);
    const url = await ctx.shop.authUrl(shopCall(ctx, auth, site, appId));
    noStore(reply);
    if ((request.headers.accept ?? '').includes('application/json')) return { url };
    return reply.code(302).redirect(url);
  });

  app.route<{ Params: { appId: string; action: string } }>({
    method: ['GET', 'POST', 'PUT', 'DELETE', 'PATCH'],
    url: '/api2/shop/:appId/action/:action',
    handler: async (request, reply) => {
      const auth = await requireAuth(ctx, request);
      const appId = appOf(request.params.appId);
      const action = findAction(appId, request.params.action);
      if (!action) throw notFound(SHOP_MESSAGES.unknownAction(request.params.action.slice(0, 40)));
      const handler = action.methods[request.method as ShopMethod];
      if (!handler) {
        const allowed = Object.keys(action.methods);
        reply.header('allow', allowed.join(', '));
        throw new HttpError(405, SHOP_MESSAGES.wrongMethod(request.method, request.params.action, allowed));
      }
      if (handler.staff && !auth.staff) throw forbidden(SHOP_MESSAGES.staffOnly);
      const params = mergeParams(request.query, request.body);
      const site = await siteForShopCall(ctx, auth, params);
      assertShopSite(site);
      const result = await handler.run({ ctx, call: shopCall(ctx, auth, site, appId), params });
      if (handler.log) await recordStaffAction(ctx.db, auth, { action: handler.log, site, detail: { app: appId, ...actionDetail(params) } });
      noStore(reply);
      return result ?? {};
    },
  });

  demoPageRoutes(app, ctx);
  // The plans are the shop's billing catalogue; server/routes.ts lists one module per
  // area, so they are registered here rather than growing that list.
  planRoutes(app, ctx);
}

/** What a staff shop action was given, minus the ids that name the site (the log row has it). */
function actionDetail(params: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(params)) if (!['psid', 'site', 'shop'].includes(key)) out[key] = value;
  return out;
}
