/**
 * Which shop a storefront request is for, and who the visitor is. Every demo shop has its own
 * origin (server/lib/shop-origin.ts): the Host names the shop, the storefront's own host is the
 * public demo shop. Only sites on the SHOPIFY platform have a shop.
 */
import { randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { CatalogCollection } from '../../plugins/recommendations/engine/types';
import { PREVIEW_QUERY_PARAM } from '../../sdk/sandbox/delivery';
import { listCollections } from '../catalog/repository';
import { verifyPreviewToken } from '../delivery/preview-token';
import { themeFor, type ShopTheme } from '../catalog/themes';
import type { Db } from '../db/database';

/**
 * The visitor id is ONE id for the shop and the tag: this is the tag's own cookie
 * (sandbox/preview/identity.ts VISITOR_COOKIE), readable by page scripts so the tag adopts the
 * id the shop gave on the first visit. Orders then carry the same visitor id as the tag's
 * clicks, which is what attribution joins on (server/analytics/recs/attribution.ts).
 */
export const VISITOR_COOKIE = 'vitrine_vid';
export const ACCOUNT_COOKIE = 'vitrine_account';
const YEAR_S = 365 * 24 * 3600;
const CACHE_MS = 60_000;
export const EXTERNAL = /^[a-z0-9][a-z0-9-]{0,99}$/;
/** Ours (32 hex) or one the tag made first (a UUID, or its time-random fallback). */
const VISITOR = /^[A-Za-z0-9-]{16,64}$/;

export interface Shop {
  id: string;
  external: string;
  name: string;
  currency: string;
  theme: ShopTheme;
  collections: CatalogCollection[];
}

export interface Visit {
  shop: Shop;
  visitorId: string;
  /** The email the visitor signed in with on /account, if any. */
  account: string | undefined;
  /** `?vitrine-tag=off`: the page without the tag (the bench's baseline). */
  tagOff: boolean;
  /** `?vitrine-preview=` holds a valid token for this shop. An invalid one is ignored: the shopper's page. */
  preview: boolean;
}

/** Looks shops up by external id, kept a minute: sites and catalogues barely change. */
export function createShopDirectory(db: Db) {
  const cache = new Map<string, { at: number; shop: Shop | null }>();
  return async function findShop(external: string): Promise<Shop | null> {
    const hit = cache.get(external);
    if (hit && Date.now() - hit.at < CACHE_MS) return hit.shop;
    const site = await db
      .selectFrom('sites')
      .select(['id', 'external', 'name', 'currency_name'])
      .where('external', '=', external)
      .where('platform', '=', 'SHOPIFY')
      .executeTakeFirst();
    const shop = site
      ? { id: site.id, external: site.external, name: site.name, currency: site.currency_name, theme: themeFor(site.external), collections: await listCollections(db, site.id) }
      : null;
    if (cache.size > 500) cache.clear();
    cache.set(external, { at: Date.now(), shop });
    return shop;
  };
}

export type ShopDirectory = ReturnType<typeof createShopDirectory>;

export interface CookieOptions {
  secure: boolean;
}

const cookieOptions = (opts: CookieOptions) => ({ path: '/', httpOnly: true, sameSite: 'lax' as const, secure: opts.secure, maxAge: YEAR_S });

/**
 * The visit of the shop `external` (the request's Host names it); an unknown shop answers null
 * (the caller shows the shop-not-found page). A first visit gets a visitor id.
 */
export async function visitFor(request: FastifyRequest, reply: FastifyReply, findShop: ShopDirectory, opts: CookieOptions, external: string | null, previewKey?: Buffer): Promise<Visit | null> {
  const query = request.query as Record<string, unknown>;
  const shop = external && EXTERNAL.test(external) ? await findShop(external) : null;
  if (!shop) return null;
  let visitorId = request.cookies[VISITOR_COOKIE];
  if (!visitorId || !VISITOR.test(visitorId)) {
    visitorId = randomBytes(16).toString('hex');
    // Not HttpOnly: the tag reads it. It is an anonymous id, not a credential.
    reply.setCookie(VISITOR_COOKIE, visitorId, { ...cookieOptions(opts), httpOnly: false });
  }
  const account = request.cookies[ACCOUNT_COOKIE];
  const token = query[PREVIEW_QUERY_PARAM];
  return {
    shop,
    visitorId,
    account: account && account.length <= 200 && account.includes('@') ? account : undefined,
    tagOff: query['vitrine-tag'] === 'off',
    preview: !!previewKey && typeof token === 'string' && verifyPreviewToken(previewKey, token, shop.id) !== null,
  };
}

export function setAccount(reply: FastifyReply, email: string | undefined, opts: CookieOptions): void {
  if (email) reply.setCookie(ACCOUNT_COOKIE, email, cookieOptions(opts));
  else reply.clearCookie(ACCOUNT_COOKIE, { path: '/' });
}
