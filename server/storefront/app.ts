import cookie from '@fastify/cookie';
import formbody from '@fastify/formbody';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import type { AnalyticsDb } from '../analytics/store/types';
import type { LiveSessions } from '../analytics/sessions';
import type { Db } from '../db/database';
import type { StoreDeps } from './render';
import { registerAssetRoutes } from './routes/assets';
import { registerCartRoutes } from './routes/cart';
import { registerCheckoutRoutes } from './routes/checkout';
import { registerPageRoutes } from './routes/pages';
import { createShopDirectory } from './shop-context';
import { installShopHostCheck } from './shop-hosts';
import { shopNotFoundPage } from './views/not-found';

export interface StorefrontOptions {
  consoleOrigin: string;
  /** The storefront's own origin: requests for any other Host are refused (DNS rebinding). */
  storefrontOrigin: string;
  /** Where the tag and the delivery endpoint are: the API's origin (the console's, here). */
  apiOrigin?: string;
  previewKey: Buffer;
  db: Db;
  /** The analytics store: placed orders go into its order tables. */
  analytics: AnalyticsDb;
  /** Orders and cart changes redo the shopper's live sessions row (server/analytics/sessions/). */
  liveSessions?: LiveSessions;
  secureCookies?: boolean;
}

const BODY_LIMIT = 16 * 1024;
const STATUS_TEXT: Record<number, string> = { 403: 'Forbidden', 404: 'Not Found', 413: 'Payload Too Large', 415: 'Unsupported Media Type' };
const isJsonPath = (url: string) => /\.(js|json)(\?|$)/.test(url);

/**
 * A state change must come from the storefront's own pages: browsers say so in
 * Sec-Fetch-Site (or at least Origin). Clients that send neither are not browsers, so
 * there is no ambient cookie to ride on.
 */
function sameOrigin(request: FastifyRequest): boolean {
  const site = request.headers['sec-fetch-site'];
  if (site !== undefined) return site === 'same-origin' || site === 'none';
  const origin = request.headers.origin;
  if (origin === undefined) return true;
  try {
    return new URL(origin).host === request.headers.host;
  } catch {
    return false;
  }
}

function sendError(request: FastifyRequest, reply: FastifyReply, status: number, description: string) {
  if (isJsonPath(request.url)) return reply.code(status).send({ status, message: STATUS_TEXT[status] ?? (status >= 500 ? 'Server Error' : 'Bad Request'), description });
  return reply.code(status).type('text/plain; charset=utf-8').send(description);
}

/**
 * The demo storefront: one small shop per demo site on the SHOPIFY platform, on its own
 * origin so merchant JS/CSS never runs in the console's. Server-rendered pages, carts per
 * visitor cookie, a checkout that places real orders into the analytics store.
 */
export async function buildStorefront(opts: StorefrontOptions): Promise<FastifyInstance> {
  const app = Fastify({ logger: false, bodyLimit: BODY_LIMIT });
  await app.register(cookie);
  await app.register(formbody, { bodyLimit: BODY_LIMIT });
  const apiOrigin = opts.apiOrigin ?? opts.consoleOrigin;
  const findShop = createShopDirectory(opts.db);
  // Product URLs in /products.json and the same-origin check read the Host header: only ours.
  installShopHostCheck(app, opts.storefrontOrigin, findShop, (request, reply) =>
    isJsonPath(request.url) ? sendError(request, reply, 404, 'This shop does not exist') : reply.code(404).type('text/html; charset=utf-8').send(shopNotFoundPage().value),
  );
  // The tag loads from the API origin and calls it (script-src, connect-src). Merchant JS
  // (custom JS of a recommendation, the global JS) runs through new Function in the tag:
  // 'unsafe-eval', on this origin only. No 'unsafe-inline' for scripts: injected markup still
  // cannot run. The runtime's <style> elements need 'unsafe-inline' for styles.
  const csp = `default-src 'self'; script-src 'self' ${apiOrigin} 'unsafe-eval'; connect-src 'self' ${apiOrigin}; style-src 'self' 'unsafe-inline'; img-src 'self' data:; object-src 'none'; base-uri 'none'; form-action 'self'; frame-ancestors ${opts.consoleOrigin}`;
  app.addHook('onSend', async (_request, reply) => {
    reply.header('content-security-policy', csp);
    reply.header('x-content-type-options', 'nosniff');
    reply.header('referrer-policy', 'strict-origin-when-cross-origin');
  });
  app.addHook('onRequest', async (request, reply) => {
    if (request.method === 'GET' || request.method === 'HEAD' || request.method === 'OPTIONS') return;
    if (!sameOrigin(request)) return sendError(request, reply, 403, 'Requests that change the cart must come from this shop.');
  });
  app.setErrorHandler((error: { statusCode?: number; message?: string }, request, reply) => {
    const status = error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 500;
    if (status === 500) console.error('Storefront error:', error);
    return sendError(request, reply, status, status === 500 ? 'Something went wrong. Please try again.' : (error.message ?? 'Bad request'));
  });

  const deps: StoreDeps = {
    db: opts.db,
    analytics: opts.analytics,
    liveSessions: opts.liveSessions,
    findShop,
    storefrontOrigin: opts.storefrontOrigin,
    cookies: { secure: opts.secureCookies ?? false },
    tag: { apiOrigin },
    previewKey: opts.previewKey,
  };
  registerAssetRoutes(app, deps);
  registerCartRoutes(app, deps);
  registerCheckoutRoutes(app, deps);
  registerPageRoutes(app, deps);
  return app;
}
