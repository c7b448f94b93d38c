// Test data: small catalogues and order lines written so the expected answers can be worked
// out by hand in the tests' comments.
import { DAY_MS } from './constants';
import type { Catalog, CatalogCollection, CatalogProduct, OrderLine, ProductView } from './types';

/** The fixed "today" of the tests. */
export const NOW = new Date('2024-06-30T00:00:00.000Z');

export const daysAgo = (days: number) => new Date(NOW.getTime() - days * DAY_MS).toISOString();

export function makeProduct(id: string, overrides: Partial<CatalogProduct> = {}): CatalogProduct {
  return {
    id,
    handle: `p-${id}`,
    title: `Product ${id}`,
    vendor: '',
    productType: '',
    tags: [],
    collectionIds: [],
    options: [],
    variants: [],
    price: 10,
    compareAtPrice: null,
    available: true,
    tracksInventory: true,
    totalInventory: 5,
    rating: null,
    ratingCount: 0,
    imageUrl: `/images/site/p-${id}.svg`,
    descriptionHtml: '',
    createdAt: '2024-01-01T00:00:00.000Z',
    published: true,
    ...overrides,
  };
}

export function makeCollection(id: string, productIds: string[] = [], overrides: Partial<CatalogCollection> = {}): CatalogCollection {
  return { id, handle: `c-${id}`, title: `Collection ${id}`, description: '', productIds, ...overrides };
}

export function makeCatalog(products: CatalogProduct[], collections: CatalogCollection[] = []): Catalog {
  return { siteId: 'site', currency: 'USD', products, collections };
}

export function makeLine(orderId: string, productId: string, overrides: Partial<OrderLine> = {}): OrderLine {
  return {
    orderId,
    siteId: 'site',
    visitorId: `v-${orderId}`,
    placedAt: daysAgo(1),
    productId,
    variantId: `${productId}-1`,
    quantity: 1,
    price: 10,
    ...overrides,
  };
}

/** One line per product id for one order (same visitor and time). */
export function makeOrder(orderId: string, productIds: string[], overrides: Partial<OrderLine> = {}): OrderLine[] {
  return productIds.map((productId) => makeLine(orderId, productId, overrides));
}

export function makeView(visitorId: string, productId: string, daysBefore: number): ProductView {
  return { siteId: 'site', visitorId, productId, at: daysAgo(daysBefore) };
}

/** A deterministic shuffle (seeded LCG) for "input order does not matter" tests. */
export function shuffled<T>(items: readonly T[], seed = 7): T[] {
  const out = [...items];
  let state = seed;
  for (let i = out.length - 1; i > 0; i--) {
    state = (state * 1103515245 + 12345) % 2147483648;
    const j = state % (i + 1);
    [out[i], out[j]] = [out[j], out[i]];
  }
  return out;
}
