// A synthetic shop for the engine part of `npm run bench`: 10,000 products and 1,000,000 order
// lines, generated from a fixed seed so every run measures the same data. Shaped like a real
// shop where it matters to the engine: long-tail popularity, baskets of 1-6 products with
// complementary products bought together, repeat buyers, sales spread over 180 days.
import type { Catalog, CatalogProduct, OrderLine, ProductView } from '../../plugins/recommendations/engine';

const DAY_MS = 86_400_000;

/** mulberry32: small, fast, good enough for test data; same seed → same stream. */
function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export interface SyntheticShop {
  catalog: Catalog;
  orders: OrderLine[];
  views: ProductView[];
  now: Date;
  /** Visitors with several orders (for the personal recipes' requests). */
  loyalVisitors: string[];
}

export function syntheticShop(opts: { products: number; lines: number; views: number; seed?: number }): SyntheticShop {
  const rnd = random(opts.seed ?? 42);
  const int = (n: number) => Math.floor(rnd() * n);
  const now = new Date('2024-06-30T00:00:00.000Z');
  const COLLECTIONS = 100;
  const GROUP = 10; // products i..i+9 complement each other (bought together more often)

  const products: CatalogProduct[] = [];
  const members: string[][] = Array.from({ length: COLLECTIONS }, () => []);
  for (let i = 0; i < opts.products; i++) {
    const id = String(8_100_000_000_000 + i);
    const group = Math.floor(i / GROUP);
    const collectionIds = [`4100${group % COLLECTIONS}`, ...(rnd() < 0.3 ? [`4100${int(COLLECTIONS)}`] : [])];
    for (const c of new Set(collectionIds)) members[Number(c.slice(4))].push(id);
    const price = Math.round(Math.exp(1.6 + rnd() * 4.6) * 100) / 100; // ~5 to ~500
    products.push({
      id,
      handle: `product-${i}`,
      title: `Product ${i}`,
      vendor: `Vendor ${group % 50}`,
      productType: `Type ${int(30)}`,
      tags: Array.from({ length: 2 + int(4) }, () => `tag-${int(200)}`),
      collectionIds: [...new Set(collectionIds)],
      options: [],
      variants: [],
      price,
      compareAtPrice: rnd() < 0.2 ? Math.round(price * 125) / 100 : null,
      available: rnd() > 0.05,
      tracksInventory: true,
      totalInventory: int(50),
      rating: rnd() < 0.6 ? Math.round((3 + rnd() * 2) * 10) / 10 : null,
      ratingCount: int(200),
      imageUrl: `/images/bench/product-${i}.svg`,
      descriptionHtml: '',
      createdAt: new Date(now.getTime() - int(730) * DAY_MS).toISOString(),
      published: rnd() > 0.02,
    });
  }
  const catalog: Catalog = {
    siteId: 'bench',
    currency: 'USD',
    products,
    collections: members.map((productIds, c) => ({ id: `4100${c}`, handle: `collection-${c}`, title: `Collection ${c}`, description: '', productIds })),
  };

  // Long-tail popularity: weight ∝ 1 / (rank + 10)^0.9 over a shuffled rank, sampled by binary search.
  const rank = Array.from({ length: opts.products }, (_, i) => i).sort(() => rnd() - 0.5);
  const cumulative = new Float64Array(opts.products);
  let total = 0;
  for (let i = 0; i < opts.products; i++) cumulative[i] = total += 1 / (rank[i] + 10) ** 0.9;
  const popular = () => {
    const x = rnd() * total;
    let lo = 0;
    let hi = opts.products - 1;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (cumulative[mid] < x) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  };

  const LOYAL = 20_000;
  const loyalVisitors = Array.from({ length: LOYAL }, (_, v) => `loyal-${v}`);
  const orders: OrderLine[] = [];
  for (let o = 0; orders.length < opts.lines; o++) {
    const orderId = String(5_500_000_000 + o);
    const visitorId = rnd() < 0.3 ? loyalVisitors[int(LOYAL)] : `v-${int(400_000)}`;
    const placedAt = new Date(now.getTime() - rnd() * 180 * DAY_MS).toISOString();
    const first = popular();
    const size = 1 + Math.min(5, Math.floor(-Math.log(1 - rnd()) * 1.6)); // mostly 1-3, up to 6
    for (let k = 0; k < size && orders.length < opts.lines; k++) {
      const p = k === 0 ? first : rnd() < 0.5 ? Math.min(opts.products - 1, first - (first % GROUP) + int(GROUP)) : popular();
      const product = products[p];
      orders.push({ orderId, siteId: 'bench', visitorId, placedAt, productId: product.id, variantId: `${product.id}1`, quantity: 1 + (rnd() < 0.1 ? int(3) : 0), price: product.price });
    }
  }

  const views: ProductView[] = [];
  for (let k = 0; k < opts.views; k++) {
    const visitorId = loyalVisitors[int(LOYAL)];
    views.push({ siteId: 'bench', visitorId, productId: products[popular()].id, at: new Date(now.getTime() - rnd() * 30 * DAY_MS).toISOString() });
  }
  return { catalog, orders, views, now, loyalVisitors };
}
