/** What every storefront route needs: its dependencies, the visit, the cart, and sending a page. */
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { CartLineRow } from '../db/schema';
import type { LiveSessions } from '../analytics/sessions';
import type { AnalyticsDb } from '../analytics/store/types';
import { productsByIds } from '../catalog/repository';
import type { Db } from '../db/database';
import { cartView, type CartView } from './cart';
import { loadCartLines } from './cart-store';
import { page, type PageOptions } from './layout';
import type { TagOptions } from './tag';
import { shopNotFoundPage } from './views/not-found';
import { shopOfHost } from '../lib/shop-origin';
import { visitFor, type CookieOptions, type ShopDirectory, type Visit } from './shop-context';

export interface StoreDeps {
  db: Db;
  /** The tag's origin (the API's); pages include the tag unless the visit turned it off. */
  tag: TagOptions;
  /** Checks `?vitrine-preview=` tokens (server/delivery/preview-token.ts). */
  previewKey: Buffer;
  analytics: AnalyticsDb;
  liveSessions?: LiveSessions;
  findShop: ShopDirectory;
  cookies: CookieOptions;
  /** STOREFRONT_ORIGIN: each shop is on a sub-domain of it (server/lib/shop-origin.ts). */
  storefrontOrigin: string;
}

export async function currentCart(db: Db, visit: Visit): Promise<{ lines: CartLineRow[]; view: CartView }> {
  const lines = await loadCartLines(db, visit.shop.id, visit.visitorId);
  const products = await productsByIds(db, visit.shop.id, lines.map((l) => l.productId));
  return { lines, view: cartView(lines, products) };
}

export async function sendPage(
  reply: FastifyReply,
  deps: StoreDeps,
  visit: Visit,
  opts: Omit<PageOptions, 'shop' | 'cart' | 'account' | 'tag' | 'preview'> & { status?: number; cart?: CartView },
): Promise<FastifyReply> {
  const cart = opts.cart ?? (await currentCart(deps.db, visit)).view;
  reply.header('cache-control', 'no-store');
  return reply
    .code(opts.status ?? 200)
    .type('text/html; charset=utf-8')
    .send(page({ ...opts, shop: visit.shop, cart, account: visit.account, tag: visit.tagOff ? null : deps.tag, preview: visit.preview }).value);
}

type VisitHandler = (visit: Visit, request: FastifyRequest, reply: FastifyReply) => Promise<unknown>;

/** Runs the handler for the request's shop, or answers the shop-not-found page (404). */
export function withVisit(deps: StoreDeps, handler: VisitHandler, opts: { json?: boolean } = {}) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const visit = await visitFor(request, reply, deps.findShop, deps.cookies, shopOfHost(deps.storefrontOrigin, request.headers.host), deps.previewKey);
    if (!visit) {
      if (opts.json) return reply.code(404).send({ status: 404, message: 'Not Found', description: 'This shop does not exist' });
      return reply.code(404).type('text/html; charset=utf-8').send(shopNotFoundPage().value);
    }
    return handler(visit, request, reply);
  };
}
