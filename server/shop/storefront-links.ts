import { badRequest } from '../lib/errors';
import { SHOP_MESSAGES } from './messages';
import type { PreviewRequest } from './platform';

/** Platform places (spec 3) and the storefront page each one previews on. */
const PLACE_PATHS: Record<string, string> = {
  H: '/',
  SITEWIDE: '/',
  NA: '/',
  MCRT: '/',
  CAT: '/collections/all',
  // The storefront redirects `featured` to the shop's first featured product.
  PDP: '/products/featured',
  CRT: '/cart',
  CO: '/checkout',
  CNF: '/checkout/thank-you',
  ACC: '/account',
  E404: '/test-page/page-not-found',
};

export const PLACES = [...Object.keys(PLACE_PATHS), 'CUSTOM', 'EMAIL'] as const;
export const PAGE_NOT_FOUND_PATH = '/test-page/page-not-found';
export const MISSING_PAGE_PATH = '/pages/page-matching-missing';

const HANDLE = /^[A-Za-z0-9][A-Za-z0-9_-]{0,99}$/;
const KINDS = ['online', 'hyper-online', 'email'];

/** A same-site path only: no scheme, no host, no backslash tricks, no control characters. */
export function isSafePath(path: string): boolean {
  return (
    path.length <= 500 &&
    path.startsWith('/') &&
    !path.startsWith('//') &&
    !path.includes('\\') &&
    !/[\u0000-\u001f\u007f\s]/.test(path)
  );
}

/** CUSTOM~{handle}: a handle becomes /pages/{handle} unless it is itself a path (spec 2). */
function customPath(handle: string): string {
  if (!handle) return MISSING_PAGE_PATH;
  if (handle.startsWith('/')) {
    if (!isSafePath(handle)) throw badRequest('The custom page path is not a valid path');
    return handle;
  }
  if (!HANDLE.test(handle)) throw badRequest('The custom page handle may hold letters, digits, - and _');
  return `/pages/${handle}`;
}

/** The storefront path a place previews on; `altPath` overrides it when given. */
export function pathForPlace(pageClass: string, opts: { altPath?: string; shopifyPlus: boolean }): string {
  const [place, ...rest] = pageClass.split('~');
  if (place === 'EMAIL') throw badRequest('Email recommendations have no storefront page');
  if (place === 'CO' && !opts.shopifyPlus) throw badRequest(SHOP_MESSAGES.checkoutPlusOnly);
  let path: string;
  if (place === 'CUSTOM') path = customPath(rest.join('~'));
  else if (rest.length === 0 && Object.hasOwn(PLACE_PATHS, place)) path = PLACE_PATHS[place];
  else throw badRequest(`Unknown pageClass: ${pageClass.slice(0, 50)}`);
  if (opts.altPath !== undefined && opts.altPath !== '') {
    if (!isSafePath(opts.altPath)) throw badRequest('altPath must be a path on the store, starting with /');
    path = opts.altPath;
  }
  return path;
}

/** `origin`: the shop's own (server/lib/shop-origin.ts). */
function storefrontUrl(origin: string, path: string): URL {
  const url = new URL(path, origin);
  // isSafePath already refuses host changes; this is the belt to its braces.
  if (url.origin !== new URL(origin).origin) throw badRequest('altPath must stay on the store');
  return url;
}

/**
 * The store page showing the recommendation. The preview-link action adds the signed
 * `vitrine-preview` token (server/delivery/preview-token.ts) that turns preview mode on.
 */
export function previewLink(origin: string, request: PreviewRequest, shopifyPlus: boolean): string {
  const url = storefrontUrl(origin, pathForPlace(request.pageClass, { altPath: request.altPath, shopifyPlus }));
  if (request.recommendation) url.searchParams.set('vitrine-rec', request.recommendation);
  if (request.kind) {
    if (!KINDS.includes(request.kind)) throw badRequest(`kind must be one of ${KINDS.join(', ')}`);
    url.searchParams.set('vitrine-kind', request.kind);
  }
  return url.toString();
}

/** The store page through the app proxy. The demo store needs no proxy: it is the page itself. */
export function proxyUrl(origin: string, request: PreviewRequest, shopifyPlus: boolean): string {
  return storefrontUrl(origin, pathForPlace(request.pageClass, { altPath: request.altPath, shopifyPlus })).toString();
}
