/**
 * Months of believable orders for one demo shop, generated from its catalogue with a PRNG
 * keyed by the site: the recommendation recipes need real signal to learn from.
 * - bundles: a few pairs and triples of products that are bought together (high lift);
 * - seasons: winter-tagged products sell in the cold months, summer ones in the warm ones
 *   (flipped for shops in the southern hemisphere);
 * - new arrivals: a product sells only after it was created, and sells more in its first weeks;
 * - repeat buyers: a share of orders come from a small pool of returning visitor ids.
 * Each day draws from its own PRNG (site + day), so a day's orders are the same whatever window
 * is generated: a later start adds the days since the last one without rewriting history.
 */
import type { Catalog, CatalogProduct } from '../../../plugins/recommendations/engine/types';
import { dayAnchor } from '../../catalog/generate';
import { createRng, hash32, type Rng } from '../../catalog/prng';

const DAY_MS = 86_400_000;

export interface SeedOrder {
  orderId: string;
  siteId: string;
  visitorId: string;
  placedAtMs: number;
  total: number;
  currency: string;
  itemCount: number;
}

export interface SeedOrderLine {
  orderId: string;
  siteId: string;
  productId: string;
  variantId: string;
  quantity: number;
  price: number;
}

export interface OrderSeedShop {
  catalog: Catalog;
  external: string;
  timeZone: string;
}

export interface OrderSeedOptions {
  days: number;
  now: Date;
  /** Only days starting at or after this instant (a top-up of the days since the last start). */
  fromMs?: number;
}

/** The returning-buyer pool is sized for this much history, whatever window is generated. */
const POOL_DAYS = 180;

/** Share of orders that are one of the shop's bundles, and of orders from returning buyers. */
export const BUNDLE_SHARE = 0.22;
export const REPEAT_SHARE = 0.3;
/** Orders per local hour (UTC here, close enough): quiet nights, an evening peak. */
const HOUR_WEIGHTS = [2, 1, 1, 1, 1, 2, 4, 6, 8, 9, 10, 11, 12, 11, 10, 10, 11, 12, 14, 16, 17, 15, 10, 5];
const HOUR_CUMULATIVE = HOUR_WEIGHTS.map((_, i) => HOUR_WEIGHTS.slice(0, i + 1).reduce((a, b) => a + b, 0));
const WEEKDAY = [1.1, 1.05, 1.0, 0.97, 0.95, 0.92, 1.0];

const cumulative = (weights: number[]) => {
  let acc = 0;
  return weights.map((w) => (acc += w));
};

/** 1 in the season a product is for, low in the opposite one. */
export function seasonFactor(product: CatalogProduct, month: number, southern: boolean): number {
  const m = southern ? (month + 6) % 12 : month;
  const winter = m === 10 || m === 11 || m === 0 || m === 1;
  const summer = m >= 5 && m <= 7;
  if (product.tags.includes('winter')) return winter ? 4 : summer ? 0.25 : 1;
  if (product.tags.includes('summer')) return summer ? 4 : winter ? 0.25 : 1;
  return 1;
}

function pickVariant(product: CatalogProduct, rng: Rng) {
  const available = product.variants.filter((v) => v.availableForSale);
  return rng.pick(available.length ? available : product.variants);
}

/** Pairs and triples across product types, the shop's "frequently bought together". */
export function bundlesFor(products: CatalogProduct[], rng: Rng): CatalogProduct[][] {
  const bundles: CatalogProduct[][] = [];
  const count = Math.min(10, Math.max(3, Math.floor(products.length / 10)));
  const used = new Set<string>();
  for (let i = 0; i < count * 4 && bundles.length < count; i++) {
    const a = rng.pick(products);
    const others = products.filter((p) => p.productType !== a.productType && !used.has(p.id) && p.id !== a.id);
    if (used.has(a.id) || others.length < 2) continue;
    const [b, c] = rng.sample(others, 2);
    const bundle = rng.chance(0.35) && c.productType !== b.productType ? [a, b, c] : [a, b];
    bundle.forEach((p) => used.add(p.id));
    bundles.push(bundle);
  }
  return bundles;
}

/** The seeded orders of one shop over the `days` before `now` (whole days, up to today's midnight). */
export function generateShopOrders(shop: OrderSeedShop, opts: OrderSeedOptions): { orders: SeedOrder[]; lines: SeedOrderLine[]; bundles: string[][] } {
  const { catalog } = shop;
  const products = catalog.products.filter((p) => p.published);
  const orders: SeedOrder[] = [];
  const lines: SeedOrderLine[] = [];
  if (!products.length || opts.days <= 0) return { orders, lines, bundles: [] };
  const h = hash32(catalog.siteId) % 900_000;
  const perDay = shop.external === 'vitrine-demo' ? 40 : 6 + (h % 18);
  const southern = shop.timeZone.startsWith('Australia/');
  const bundles = bundlesFor(products, createRng(`orders:${catalog.siteId}`));
  const created = products.map((p) => Date.parse(p.createdAt));
  const popularity = products.map((p) => 5 + p.ratingCount);
  const repeatPool = Math.max(20, Math.round(perDay * POOL_DAYS * 0.05));
  const anchor = dayAnchor(opts.now).getTime();

  for (let d = opts.days; d >= 1; d--) {
    const dayStart = anchor - d * DAY_MS;
    if (opts.fromMs !== undefined && dayStart < opts.fromMs) continue;
    const epochDay = dayStart / DAY_MS;
    const rng = createRng(`orders:${catalog.siteId}:${epochDay}`);
    const date = new Date(dayStart);
    const weights = products.map((p, i) => {
      if (created[i] > dayStart) return 0;
      const fresh = dayStart - created[i] < 45 * DAY_MS ? 2.5 : 1;
      return popularity[i] * fresh * seasonFactor(p, date.getUTCMonth(), southern);
    });
    const cum = cumulative(weights);
    if (cum[cum.length - 1] <= 0) continue;
    const liveBundles = bundles.filter((b) => b.every((p) => Date.parse(p.createdAt) <= dayStart));
    const n = Math.round(perDay * WEEKDAY[date.getUTCDay()] * (0.7 + 0.6 * rng.next()));
    for (let k = 0; k < n; k++) {
      // Unique per shop, day and number: a top-up never reuses an id.
      const orderId = `${5_000_000 + h}${String(epochDay).padStart(6, '0')}${String(k).padStart(3, '0')}`;
      const picked = new Map<string, CatalogProduct>();
      if (liveBundles.length && rng.chance(BUNDLE_SHARE)) {
        for (const p of rng.pick(liveBundles)) picked.set(p.id, p);
        if (rng.chance(0.25)) {
          const extra = products[rng.weighted(cum)];
          picked.set(extra.id, extra);
        }
      } else {
        const size = rng.chance(0.6) ? 1 : rng.chance(0.7) ? 2 : 3;
        for (let tries = 0; picked.size < size && tries < size * 4; tries++) {
          const p = products[rng.weighted(cum)];
          picked.set(p.id, p);
        }
      }
      const visitorId = rng.chance(REPEAT_SHARE) ? `seed-${h}-r${rng.int(1, repeatPool)}` : `seed-${h}-n${epochDay}-${k}`;
      let total = 0;
      let itemCount = 0;
      for (const p of picked.values()) {
        const variant = pickVariant(p, rng);
        const quantity = rng.chance(0.88) ? 1 : rng.chance(0.8) ? 2 : 3;
        total += variant.price * quantity;
        itemCount += quantity;
        lines.push({ orderId, siteId: catalog.siteId, productId: p.id, variantId: variant.id, quantity, price: variant.price });
      }
      const minute = rng.weighted(HOUR_CUMULATIVE) * 60 + rng.int(0, 59);
      orders.push({
        orderId,
        siteId: catalog.siteId,
        visitorId,
        placedAtMs: dayStart + minute * 60_000 + rng.int(0, 59) * 1000,
        total: Math.round(total * 100) / 100,
        currency: catalog.currency,
        itemCount,
      });
    }
  }
  return { orders, lines, bundles: bundles.map((b) => b.map((p) => p.id)) };
}
