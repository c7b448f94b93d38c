/**
 * The storefront answers only for its own host (the public demo shop) and for the sub-domain of
 * each demo shop (server/lib/shop-origin.ts); any other Host, or a sub-domain naming no shop, is
 * 421 (DNS rebinding: product URLs and the same-origin check read Host). Old links that pick a
 * shop with `?shop=` are sent on to that shop's own origin, the rest of the URL unchanged.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { unknownHostMessage } from '../http/hosts';
import { shopOfHost, shopOrigin } from '../lib/shop-origin';
import { EXTERNAL, type ShopDirectory } from './shop-context';

export function installShopHostCheck(
  app: FastifyInstance,
  storefrontOrigin: string,
  findShop: ShopDirectory,
  shopNotFound: (request: FastifyRequest, reply: FastifyReply) => unknown,
): void {
  const message = unknownHostMessage('STOREFRONT_ORIGIN');
  app.addHook('onRequest', async (request, reply) => {
    const external = shopOfHost(storefrontOrigin, request.headers.host);
    if (!external || !(await findShop(external))) return reply.code(421).send({ message });
    const asked = (request.query as Record<string, unknown>).shop;
    if (typeof asked !== 'string' || (request.method !== 'GET' && request.method !== 'HEAD')) return;
    const wanted = asked.trim().toLowerCase();
    if (wanted === external) return;
    if (!EXTERNAL.test(wanted) || !(await findShop(wanted))) return shopNotFound(request, reply);
    const target = new URL(request.url, shopOrigin(storefrontOrigin, wanted));
    target.searchParams.delete('shop');
    return reply.code(302).header('cache-control', 'no-store').redirect(target.toString());
  });
}
