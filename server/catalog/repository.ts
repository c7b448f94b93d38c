/**
 * The demo shops' catalogue in PostgreSQL: what the storefront pages, the shop platform's
 * collections action and the recommendation engine read. Products keep the engine's
 * CatalogProduct shape in a jsonb doc; drafts are stored but never returned to shoppers.
 */
import { sql } from 'kysely';
import type { Catalog, CatalogCollection, CatalogProduct } from '../../plugins/recommendations/engine/types';
import type { Db } from '../db/database';
import { generateCatalog, type CatalogSite } from './generate';

export const COLLECTION_SORTS = [
  'manual',
  'best-selling',
  'title-ascending',
  'title-descending',
  'price-ascending',
  'price-descending',
  'created-descending',
  'created-ascending',
] as const;
export type CollectionSort = (typeof COLLECTION_SORTS)[number];
export const isCollectionSort = (value: unknown): value is CollectionSort => (COLLECTION_SORTS as readonly unknown[]).includes(value);

/** Writes the generated catalogue of each site: one statement per table (PGlite is slow per statement). */
export async function seedCatalogs(db: Db, sites: readonly CatalogSite[], now = new Date()): Promise<{ products: number; collections: number }> {
  const products: unknown[] = [];
  const collections: unknown[] = [];
  for (const site of sites) {
    const catalog = generateCatalog(site, now);
    catalog.products.forEach((p, position) =>
      products.push({ site_id: site.id, id: p.id, handle: p.handle, position, published: p.published, created_at: p.createdAt, doc: p }),
    );
    catalog.collections.forEach((c, position) => collections.push({ site_id: site.id, id: c.id, handle: c.handle, position, doc: c }));
  }
  if (products.length) {
    await sql`INSERT INTO catalog_products (site_id, id, handle, position, published, created_at, doc)
      SELECT site_id, id, handle, position, published, created_at, doc
      FROM jsonb_to_recordset(${JSON.stringify(products)}::jsonb)
        AS x(site_id text, id text, handle text, position integer, published boolean, created_at timestamptz, doc jsonb)`.execute(db);
  }
  if (collections.length) {
    await sql`INSERT INTO catalog_collections (site_id, id, handle, position, doc)
      SELECT site_id, id, handle, position, doc
      FROM jsonb_to_recordset(${JSON.stringify(collections)}::jsonb)
        AS x(site_id text, id text, handle text, position integer, doc jsonb)`.execute(db);
  }
  return { products: products.length, collections: collections.length };
}

/** Everything the engine needs about one shop (published products only). */
export async function loadCatalog(db: Db, siteId: string): Promise<Catalog> {
  const [site, products, collections] = await Promise.all([
    db.selectFrom('sites').select('currency_name').where('id', '=', siteId).executeTakeFirst(),
    db.selectFrom('catalog_products').select('doc').where('site_id', '=', siteId).where('published', '=', true).orderBy('position').execute(),
    listCollections(db, siteId),
  ]);
  return { siteId, currency: site?.currency_name ?? 'USD', products: products.map((r) => r.doc), collections };
}

export async function listCollections(db: Db, siteId: string): Promise<CatalogCollection[]> {
  const rows = await db.selectFrom('catalog_collections').select('doc').where('site_id', '=', siteId).orderBy('position').execute();
  return rows.map((r) => r.doc);
}

/** Collections whose title or handle contains `match` (case-insensitive), at most `limit`. */
export async function matchCatalogCollections(db: Db, siteId: string, match: string, limit = 50): Promise<CatalogCollection[]> {
  const needle = match.trim().toLowerCase();
  const all = await listCollections(db, siteId);
  return all.filter((c) => !needle || c.title.toLowerCase().includes(needle) || c.handle.includes(needle)).slice(0, limit);
}

export async function productByHandle(db: Db, siteId: string, handle: string): Promise<CatalogProduct | undefined> {
  const row = await db
    .selectFrom('catalog_products')
    .select('doc')
    .where('site_id', '=', siteId)
    .where('handle', '=', handle)
    .where('published', '=', true)
    .executeTakeFirst();
  return row?.doc;
}

export async function productById(db: Db, siteId: string, id: string): Promise<CatalogProduct | undefined> {
  const [product] = await productsByIds(db, siteId, [id]);
  return product;
}

/** Published products by id, in the order of `ids` (unknown ids skipped). */
export async function productsByIds(db: Db, siteId: string, ids: readonly string[]): Promise<CatalogProduct[]> {
  if (!ids.length) return [];
  const rows = await db
    .selectFrom('catalog_products')
    .select('doc')
    .where('site_id', '=', siteId)
    .where('id', 'in', [...new Set(ids)])
    .where('published', '=', true)
    .execute();
  const byId = new Map(rows.map((r) => [r.doc.id, r.doc]));
  return ids.map((id) => byId.get(id)).filter((p): p is CatalogProduct => p !== undefined);
}

/** The published product holding a variant id. */
export async function productByVariantId(db: Db, siteId: string, variantId: string): Promise<CatalogProduct | undefined> {
  const row = await db
    .selectFrom('catalog_products')
    .select('doc')
    .where('site_id', '=', siteId)
    .where('published', '=', true)
    .where(sql<boolean>`doc->'variants' @> ${JSON.stringify([{ id: variantId }])}::jsonb`)
    .executeTakeFirst();
  return row?.doc;
}

/** The first `limit` published products in catalogue order (the public products list). */
export async function listProducts(db: Db, siteId: string, limit: number, offset = 0): Promise<CatalogProduct[]> {
  const rows = await db
    .selectFrom('catalog_products')
    .select('doc')
    .where('site_id', '=', siteId)
    .where('published', '=', true)
    .orderBy('position')
    .limit(limit)
    .offset(offset)
    .execute();
  return rows.map((r) => r.doc);
}

const SORTERS: Record<Exclude<CollectionSort, 'manual'>, (a: CatalogProduct, b: CatalogProduct) => number> = {
  'best-selling': (a, b) => b.ratingCount - a.ratingCount,
  'title-ascending': (a, b) => a.title.localeCompare(b.title),
  'title-descending': (a, b) => b.title.localeCompare(a.title),
  'price-ascending': (a, b) => a.price - b.price,
  'price-descending': (a, b) => b.price - a.price,
  'created-descending': (a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt),
  'created-ascending': (a, b) => Date.parse(a.createdAt) - Date.parse(b.createdAt),
};

export interface CollectionPage {
  collection: CatalogCollection;
  products: CatalogProduct[];
  total: number;
  page: number;
  pages: number;
}

/** One page of a collection's products, sorted; undefined when the collection does not exist. */
export async function collectionByHandle(
  db: Db,
  siteId: string,
  handle: string,
  opts: { page?: number; perPage?: number; sort?: CollectionSort } = {},
): Promise<CollectionPage | undefined> {
  const row = await db.selectFrom('catalog_collections').select('doc').where('site_id', '=', siteId).where('handle', '=', handle).executeTakeFirst();
  if (!row) return undefined;
  const perPage = Math.max(1, opts.perPage ?? 24);
  const products = await productsByIds(db, siteId, row.doc.productIds);
  const sort = opts.sort ?? 'manual';
  if (sort !== 'manual') products.sort((a, b) => SORTERS[sort](a, b) || a.id.localeCompare(b.id));
  const pages = Math.max(1, Math.ceil(products.length / perPage));
  const page = Math.min(Math.max(1, opts.page ?? 1), pages);
  return { collection: row.doc, products: products.slice((page - 1) * perPage, page * perPage), total: products.length, page, pages };
}

/** Published products whose title, vendor, type or tags contain every word of the query. */
export async function searchProducts(db: Db, siteId: string, text: string, limit = 48): Promise<CatalogProduct[]> {
  const words = text.toLowerCase().split(/\s+/).filter(Boolean).slice(0, 8);
  if (!words.length) return [];
  let query = db.selectFrom('catalog_products').select('doc').where('site_id', '=', siteId).where('published', '=', true);
  for (const word of words) {
    // LIKE wildcards in the shopper's text are matched literally.
    const pattern = `%${word.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    query = query.where(sql<boolean>`lower(doc->>'title' || ' ' || (doc->>'vendor') || ' ' || (doc->>'productType') || ' ' || (doc->>'tags')) LIKE ${pattern}`);
  }
  const rows = await query.orderBy('position').limit(limit).execute();
  return rows.map((r) => r.doc);
}
