/** Static pieces: the stylesheet and script, product images, and the public products list. */
import type { FastifyInstance } from 'fastify';
import { listProducts } from '../../catalog/repository';
import { productSvg } from '../../catalog/icons';
import { productLook } from '../../catalog/look';
import { productsJson } from '../ajax-json';
import { ASSETS } from '../assets';
import { escapeHtml } from '../html';
import { withVisit, type StoreDeps } from '../render';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const SITE_ID = /^[0-9a-f]{24}$/;
const IMAGE_FILE = /^([a-z0-9][a-z0-9-]{0,199})\.svg$/;

export function registerAssetRoutes(app: FastifyInstance, deps: StoreDeps): void {
  app.get('/assets/:file', async (request, reply) => {
    const asset = ASSETS.get(request.url.split('?')[0]);
    if (!asset) return reply.code(404).type('text/plain; charset=utf-8').send('Not found');
    return reply.header('cache-control', IMMUTABLE).type(asset.type).send(asset.body);
  });

  // The shop's initial on its accent colour.
  app.get('/favicon.svg', withVisit(deps, async (visit, _request, reply) => {
    const initial = escapeHtml(visit.shop.name.slice(0, 1).toUpperCase());
    return reply
      .header('cache-control', 'public, max-age=3600')
      .type('image/svg+xml')
      .send(`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="8" fill="${visit.shop.theme.accent}"/><text x="16" y="22" font-family="system-ui,sans-serif" font-size="18" font-weight="700" fill="#fff" text-anchor="middle">${initial}</text></svg>`);
  }));
  app.get('/favicon.ico', async (_request, reply) => reply.redirect('/favicon.svg', 301));

  // Product pictures: drawn from the product (its kind and colour), so they never change.
  app.get('/images/:site/:file', async (request, reply) => {
    const { site, file } = request.params as { site: string; file: string };
    const handle = IMAGE_FILE.exec(file)?.[1];
    if (!SITE_ID.test(site) || !handle) return reply.code(404).type('text/plain; charset=utf-8').send('Not found');
    const row = await deps.db
      .selectFrom('catalog_products')
      .innerJoin('sites', 'sites.id', 'catalog_products.site_id')
      .select(['catalog_products.doc', 'sites.external'])
      .where('catalog_products.site_id', '=', site)
      .where('catalog_products.handle', '=', handle)
      .executeTakeFirst();
    if (!row) return reply.code(404).type('text/plain; charset=utf-8').send('Not found');
    const look = productLook(row.external, row.doc);
    return reply.header('cache-control', IMMUTABLE).type('image/svg+xml').send(productSvg(look.icon, look.color, row.doc.title));
  });

  // The store's public products list (recommendations spec 7: test sites read it, limit 50).
  app.get('/products.json', withVisit(deps, async (visit, request, reply) => {
    const query = (request.query ?? {}) as Record<string, unknown>;
    const limitRaw = query.limit ?? '30';
    const pageRaw = query.page ?? '1';
    if (typeof limitRaw !== 'string' || !/^\d{1,3}$/.test(limitRaw) || Number(limitRaw) < 1 || Number(limitRaw) > 250) {
      return reply.code(400).send({ status: 400, message: 'Bad Request', description: 'limit must be a whole number from 1 to 250' });
    }
    if (typeof pageRaw !== 'string' || !/^\d{1,4}$/.test(pageRaw) || Number(pageRaw) < 1) {
      return reply.code(400).send({ status: 400, message: 'Bad Request', description: 'page must be a whole number from 1' });
    }
    const limit = Number(limitRaw);
    const products = await listProducts(deps.db, visit.shop.id, limit, (Number(pageRaw) - 1) * limit);
    const origin = `${request.protocol}://${request.headers.host ?? 'localhost'}`;
    return reply.header('cache-control', 'no-store').send({ products: products.map((p) => productsJson(p, origin)) });
  }, { json: true }));
}
