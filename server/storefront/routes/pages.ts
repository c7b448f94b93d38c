/** The shop's browsing pages: home, collections, products, search, custom pages, 404 preview. */
import type { FastifyInstance } from 'fastify';
import { collectionByHandle, isCollectionSort, productByHandle, productsByIds, searchProducts } from '../../catalog/repository';
import { variantForOptions } from '../cart';
import { productJs } from '../ajax-json';
import { sendPage, withVisit, type StoreDeps } from '../render';
import { collectionsListView, collectionView, searchView } from '../views/collection';
import { customPage } from '../views/custom-pages';
import { homeView } from '../views/home';
import { notFoundView } from '../views/not-found';
import { productView } from '../views/product';

const HANDLE = /^[a-z0-9][a-z0-9-]{0,199}$/;
const PER_PAGE = 24;
const TILE_HANDLES_SKIP = new Set(['all', 'frontpage', 'sale']);

type Query = Record<string, unknown>;
const queryOf = (q: unknown) => (q ?? {}) as Query;

/** ?page=: a positive whole number, else page 1 (never an error for a browsing page). */
const pageParam = (raw: unknown) => (typeof raw === 'string' && /^\d{1,4}$/.test(raw) ? Math.max(1, Number(raw)) : 1);

export function registerPageRoutes(app: FastifyInstance, deps: StoreDeps): void {
  const notFound = withVisit(deps, (visit, _request, reply) => sendPage(reply, deps, visit, { title: 'Page not found', place: 'E404', body: notFoundView(), status: 404 }));

  app.get('/', withVisit(deps, async (visit, _request, reply) => {
    const { shop } = visit;
    const byHandle = (h: string) => shop.collections.find((c) => c.handle === h);
    const featured = await productsByIds(deps.db, shop.id, byHandle('frontpage')?.productIds.slice(0, 8) ?? []);
    const bestSellers = await productsByIds(deps.db, shop.id, byHandle('best-sellers')?.productIds.slice(0, 8) ?? []);
    const tileCollections = shop.collections.filter((c) => !TILE_HANDLES_SKIP.has(c.handle) && c.productIds.length).slice(0, 4);
    const covers = await productsByIds(deps.db, shop.id, tileCollections.map((c) => c.productIds[0]));
    const tiles = tileCollections.map((collection) => ({ collection, cover: covers.find((p) => p.id === collection.productIds[0]) }));
    return sendPage(reply, deps, visit, { title: 'Home', place: 'H', body: homeView(shop, { featured, bestSellers, tiles }) });
  }));

  app.get('/collections', withVisit(deps, (visit, _request, reply) => sendPage(reply, deps, visit, { title: 'Collections', place: 'NA', body: collectionsListView(visit.shop) })));

  app.get('/collections/:handle', withVisit(deps, async (visit, request, reply) => {
    const { handle } = request.params as { handle: string };
    const query = queryOf(request.query);
    const sort = isCollectionSort(query.sort_by) ? query.sort_by : 'manual';
    const data = HANDLE.test(handle) ? await collectionByHandle(deps.db, visit.shop.id, handle, { page: pageParam(query.page), perPage: PER_PAGE, sort }) : undefined;
    if (!data) return notFound(request, reply);
    return sendPage(reply, deps, visit, { title: data.collection.title, place: 'CAT', collectionId: data.collection.id, body: collectionView(visit.shop, data, sort) });
  }));

  app.get('/products/:handle', withVisit(deps, async (visit, request, reply) => {
    let { handle } = request.params as { handle: string };
    const query = queryOf(request.query);
    const asJs = handle.endsWith('.js');
    if (asJs) handle = handle.slice(0, -3);
    // The platform's product-page preview path (storefront-links: PDP) lands on a real product.
    if (handle === 'featured' && !asJs) {
      const first = visit.shop.collections.find((c) => c.handle === 'frontpage')?.productIds[0];
      const [product] = first ? await productsByIds(deps.db, visit.shop.id, [first]) : [];
      if (product) {
        const search = request.url.includes('?') ? request.url.slice(request.url.indexOf('?')) : '';
        return reply.redirect(`/products/${product.handle}${search}`, 302);
      }
    }
    const product = HANDLE.test(handle) ? await productByHandle(deps.db, visit.shop.id, handle) : undefined;
    if (asJs) {
      return product ? reply.header('cache-control', 'no-store').send(productJs(product)) : reply.code(404).send({ status: 404, message: 'Not Found', description: 'No such product' });
    }
    if (!product) return notFound(request, reply);
    const wanted = typeof query.variant === 'string' ? product.variants.find((v) => v.id === query.variant) : undefined;
    const fromOptions = variantForOptions(product, [1, 2, 3].map((i) => (typeof query[`option${i}`] === 'string' ? (query[`option${i}`] as string) : undefined)));
    const selected = wanted ?? fromOptions ?? product.variants.find((v) => v.availableForSale) ?? product.variants[0];
    return sendPage(reply, deps, visit, { title: product.title, place: 'PDP', productId: product.id, body: productView(visit.shop, product, selected) });
  }));

  app.get('/search', withVisit(deps, async (visit, request, reply) => {
    const raw = queryOf(request.query).q;
    const q = typeof raw === 'string' ? raw.trim().slice(0, 100) : '';
    const products = q ? await searchProducts(deps.db, visit.shop.id, q) : [];
    return sendPage(reply, deps, visit, { title: 'Search', place: 'NA', body: searchView(visit.shop, q, products) });
  }));

  app.get('/pages/:handle', withVisit(deps, async (visit, request, reply) => {
    const { handle } = request.params as { handle: string };
    const custom = customPage(visit.shop, handle);
    if (!custom) return notFound(request, reply);
    return sendPage(reply, deps, visit, { title: custom.title, place: `CUSTOM~${handle}`, body: custom.body });
  }));

  // The platform's 404 preview page: the 404 template, with its 404 status.
  app.get('/test-page/page-not-found', notFound);

  app.setNotFoundHandler(async (request, reply) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return reply.code(404).type('text/plain; charset=utf-8').send('Not found');
    return notFound(request, reply);
  });
}
