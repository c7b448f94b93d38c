import { createHmac, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { requireAuth, type Auth } from '../http/auth';
import type { AppContext } from '../http/context';
import { badRequest, forbidden, notFound } from '../lib/errors';
import { siteForUser } from '../sites/access';
import { type DemoConsent, isDemoPlatform } from './demo-platform';
import { missingScopes } from './installation';
import { SHOP_MESSAGES } from './messages';
import { str } from './params';
import { isShopApp, type ShopAppId } from './platform';
import { assertShopSite, shopCall } from './resolve-site';
import { SUBSCRIPTION_ID } from './subscription-json';

/**
 * Pages that stand in for the shop platform's own screens (OAuth consent, theme editor,
 * charge confirmation, shop admin) while the demo platform is in use. Approving is a GET,
 * as on the real platform's OAuth callback, so it carries a `state` bound to the session:
 * another site can link here but cannot forge an approval.
 */

const CONSENT: Record<DemoConsent, { title: string; body: string; button: string }> = {
  authorize: {
    title: 'Reconnect the app',
    body: 'The app asks for access to your products, orders, customers, theme, script tags and discounts.',
    button: 'Grant access',
  },
  'app-embed': {
    title: 'Enable the app embed',
    body: 'Theme editor: turn on the Vitrine app embed in your live theme so the data collection tag loads on every page.',
    button: 'Enable app embed',
  },
};

const esc = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

function page(reply: FastifyReply, title: string, body: string) {
  reply.header('cache-control', 'no-store').type('text/html; charset=utf-8');
  return reply.send(`<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${esc(title)} · Demo shop platform</title>
<meta name="viewport" content="width=device-width, initial-scale=1"></head>
<body style="font-family: system-ui, sans-serif; max-width: 40rem; margin: 3rem auto; padding: 0 1rem; line-height: 1.5">
<p style="color: #5f6b7c">Demo shop platform: in production this screen belongs to Shopify.</p>
<h1>${esc(title)}</h1>
${body}
</body></html>`);
}

const returnPath = (app: string, external: string) => `/?app=${encodeURIComponent(app)}&site-xid=${encodeURIComponent(external)}`;

function stateToken(auth: Auth, parts: string[]): string {
  return createHmac('sha256', auth.session.csrfToken).update(parts.join('|')).digest('base64url');
}

function sameToken(given: string | undefined, expected: string): boolean {
  const a = Buffer.from(given ?? '');
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

interface PageInput {
  auth: Auth;
  app: ShopAppId;
  site: Awaited<ReturnType<typeof siteForUser>>;
  query: Record<string, unknown>;
}

async function pageInput(ctx: AppContext, request: FastifyRequest): Promise<PageInput> {
  const auth = await requireAuth(ctx, request);
  if (!isDemoPlatform(ctx.shop)) throw notFound();
  const query = (request.query ?? {}) as Record<string, unknown>;
  const app = str(query, 'app', { max: 20 }) ?? 'rec';
  if (!isShopApp(app)) throw notFound(SHOP_MESSAGES.unknownApp(app));
  const site = await siteForUser(ctx.db, auth, query.site);
  assertShopSite(site);
  return { auth, app, site, query };
}

function consentKind(query: Record<string, unknown>): DemoConsent {
  const kind = str(query, 'kind', { max: 20 });
  if (kind !== 'authorize' && kind !== 'app-embed') throw badRequest('kind must be authorize or app-embed');
  return kind;
}

export function demoPageRoutes(app: FastifyInstance, ctx: AppContext) {
  app.get('/api2/shop/demo/consent', async (request, reply) => {
    const { auth, app: appId, site, query } = await pageInput(ctx, request);
    const kind = consentKind(query);
    const text = CONSENT[kind];
    const approve = new URLSearchParams({ site: site.id, app: appId, kind, state: stateToken(auth, [kind, site.id, appId]) });
    return page(
      reply,
      text.title,
      `<p><strong>${esc(site.name)}</strong></p><p>${esc(text.body)}</p>
<p><a href="/api2/shop/demo/approve?${esc(approve.toString())}">${esc(text.button)}</a> &nbsp;
<a href="${esc(returnPath(appId, site.external))}">Cancel</a></p>`,
    );
  });

  app.get('/api2/shop/demo/approve', async (request, reply) => {
    const { auth, app: appId, site, query } = await pageInput(ctx, request);
    const kind = consentKind(query);
    if (request.headers['sec-fetch-site'] === 'cross-site') throw forbidden('Approve from the consent page');
    if (!sameToken(str(query, 'state', { max: 100 }), stateToken(auth, [kind, site.id, appId]))) {
      throw forbidden('This approval link is not valid for your session. Start again from the console.');
    }
    const shop = ctx.shop;
    if (!isDemoPlatform(shop)) throw notFound();
    await shop.approve(shopCall(ctx, auth, site, appId), kind);
    return reply.code(303).redirect(returnPath(appId, site.external));
  });

  app.get('/api2/shop/demo/charge', async (request, reply) => {
    const { auth, app: appId, site, query } = await pageInput(ctx, request);
    const subid = str(query, 'subid', { max: 100, pattern: SUBSCRIPTION_ID, required: true });
    const view = await ctx.shop.subscriptions(shopCall(ctx, auth, site, appId));
    const sub = view.data.currentAppInstallation.activeSubscriptions.find((s) => s.id === subid);
    if (!sub) throw notFound(SHOP_MESSAGES.subscriptionNotFound);
    const price = sub.lineItems[0]?.plan.pricingDetails;
    // Back on the origin this page is on (the merchant's session), at the path the charge named.
    const back = sub.returnUrl.startsWith(`${ctx.config.publicOrigin}/`) ? sub.returnUrl.slice(ctx.config.publicOrigin.length) : returnPath(appId, site.external);
    return page(
      reply,
      'Subscription approved',
      `<p><strong>${esc(site.name)}</strong> is now on <strong>${esc(sub.name)}</strong>${
        price ? ` at ${esc(price.price.amount)} ${esc(price.price.currencyCode)} ${price.interval === 'ANNUAL' ? 'per year' : 'every 30 days'}` : ''
      }.</p>
<p>${sub.trialDays > 0 ? `Free trial: ${sub.trialDays} days from ${esc(sub.createdAt.slice(0, 10))}.` : 'No free trial.'}</p>
<p><a href="${esc(back)}">Return to Vitrine</a></p>`,
    );
  });

  app.get('/api2/shop/demo/admin', async (request, reply) => {
    const { auth, app: appId, site } = await pageInput(ctx, request);
    const shop = ctx.shop;
    if (!isDemoPlatform(shop)) throw notFound();
    const state = await shop.state(shopCall(ctx, auth, site, appId));
    const rows: Array<[string, string]> = [
      ['Shop', state.myShopifyDomain],
      ['Shop plan', state.shopPlan.displayName],
      ['App installed', state.installed && state.tokenValid ? 'yes' : 'no'],
      ['App embed', state.appEmbedEnabled ? 'enabled' : 'disabled'],
      ['Missing permissions', missingScopes(state.grantedScopes).join(', ') || 'none'],
      ['Theme', `${state.theme.name} (${state.theme.version})`],
    ];
    return page(
      reply,
      'Shop admin',
      `<table>${rows.map(([k, v]) => `<tr><th style="text-align:left; padding-right:1rem">${esc(k)}</th><td>${esc(v)}</td></tr>`).join('')}</table>
<p><a href="${esc(returnPath(appId, site.external))}">Return to Vitrine</a></p>`,
    );
  });
}
