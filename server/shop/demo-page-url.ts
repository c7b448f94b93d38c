import type { ShopCall } from './platform';

/**
 * A page of the demo platform on the console origin (consent, charge, admin), as a path: the
 * browser goes there on the origin the merchant is signed in on (localhost or 127.0.0.1 on a
 * developer's machine), where an absolute PUBLIC_ORIGIN address would find no session.
 */
export function demoPageUrl(call: ShopCall, page: string, params: Record<string, string> = {}): string {
  const query = new URLSearchParams({ site: call.site.id, app: call.app, ...params });
  return `/api2/shop/demo/${page}?${query}`;
}
