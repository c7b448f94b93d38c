/**
 * The demo shops' catalogues, generated in code from the site id alone (seeded PRNG), so
 * every machine seeds the same products, and the order-history seed (analytics) can derive
 * the same catalogue without reading the database.
 */
import type { Catalog, CatalogCollection, CatalogOption, CatalogProduct, CatalogVariant } from '../../plugins/recommendations/engine/types';
import { createRng, hash32, type Rng } from './prng';
import { COLOR_NAMES } from './palette';
import { themeFor, type OptionSet, type ProductKind, type ShopTheme } from './themes';

export interface CatalogSite {
  id: string;
  external: string;
  currencyName: string;
}

const DAY_MS = 86_400_000;
/** The public demo shop has 100+ products; the other shops 40-80. */
export const DEMO_PRODUCT_COUNT = 120;

/** Rough conversion from the themes' USD price bands, so a yen shop does not sell tea at ¥12. */
const CURRENCY_FACTOR: Record<string, number> = { USD: 1, CAD: 1.35, GBP: 0.8, EUR: 0.92, AUD: 1.5, NOK: 10.5, JPY: 150 };

export const slugify = (text: string) =>
  text.toLowerCase().normalize('NFKD').replace(/[\u0300-\u036f]/g, '').replace(/ø/g, 'o').replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');

const escapeText = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** Shop prices: x.00 or x.95 in decimal currencies, whole tens in yen and kroner. */
export function roundPrice(value: number, factor: number): number {
  if (factor >= 5) return Math.max(10, Math.round(value / 10) * 10);
  const whole = Math.max(1, Math.round(value));
  return whole % 5 === 0 ? whole : whole - 0.05;
}

interface OptionPlan {
  options: CatalogOption[];
  /** Price multiplier per value of the first option that changes price (tea weights, frame sizes). */
  multipliers?: number[];
}

function optionPlan(set: OptionSet, rng: Rng, kind: ProductKind): OptionPlan {
  const colors = () => rng.sample(COLOR_NAMES, rng.int(2, 4));
  switch (set) {
    case 'apparel':
      return { options: [{ name: 'Color', values: colors().slice(0, 3) }, { name: 'Size', values: ['XS', 'S', 'M', 'L', 'XL'] }] };
    case 'kids':
      return { options: [{ name: 'Color', values: colors().slice(0, 2) }, { name: 'Size', values: ['2T', '3T', '4T', '5', '6', '8'] }] };
    case 'shoes':
      return { options: [{ name: 'Color', values: colors().slice(0, 2) }, { name: 'Size', values: ['7', '8', '9', '10', '11', '12'] }] };
    case 'color':
      return { options: [{ name: 'Color', values: colors() }] };
    case 'tea':
      return { options: [{ name: 'Weight', values: ['50 g', '100 g', '250 g'] }], multipliers: [1, 1.8, 4] };
    case 'frame':
      return kind.type === 'Bikes'
        ? { options: [{ name: 'Frame size', values: ['S', 'M', 'L'] }, { name: 'Color', values: colors().slice(0, 2) }] }
        : { options: [{ name: 'Size', values: ['Small', 'Medium', 'Large'] }], multipliers: [1, 1.35, 1.7] };
    default:
      return { options: [] };
  }
}

/** Every combination of the options' values, first option slowest. */
function combinations(options: CatalogOption[]): string[][] {
  return options.reduce<string[][]>((acc, option) => acc.flatMap((combo) => option.values.map((v) => [...combo, v])), [[]]);
}

function describe(kind: ProductKind, title: string, vendor: string, rng: Rng): string {
  const material = kind.materials ? rng.pick(kind.materials) : undefined;
  const lines = [
    `${title} by ${vendor}: ${rng.pick(['designed to be used every day', 'made to last for years', 'a customer favourite', 'built with care', 'our take on a classic'])}.`,
    rng.pick(['Thoughtful details, honest materials and a fit that works.', 'Small batches, checked by hand before they ship.', 'Pairs well with the rest of the collection.']),
  ];
  const bullets = [material ? `Material: ${material}` : `Type: ${kind.type}`, rng.pick(['Free returns within 30 days', 'Two-year warranty', 'Ships in recyclable packaging'])];
  return `<p>${escapeText(lines.join(' '))}</p><ul>${bullets.map((b) => `<li>${escapeText(b)}</li>`).join('')}</ul>`;
}

interface Ids {
  product(i: number): string;
  variant(i: number, v: number): string;
  collection(c: number): string;
}

/** Platform-style numeric ids, distinct per site (the hash spreads the sites apart). */
function idsFor(siteId: string): Ids {
  const h = hash32(siteId) % 900_000;
  return {
    product: (i) => String(7_000_000_000_000 + h * 1_000 + i),
    variant: (i, v) => String(44_000_000_000_000 + h * 100_000 + i * 50 + v),
    collection: (c) => String(400_000_000_000 + h * 100 + c),
  };
}

function makeProduct(site: CatalogSite, theme: ShopTheme, kind: ProductKind, title: string, handle: string, i: number, ids: Ids, rng: Rng, anchor: Date): CatalogProduct {
  const factor = CURRENCY_FACTOR[site.currencyName] ?? 1;
  const plan = optionPlan(kind.options, rng, kind);
  const [lo, hi] = kind.price;
  const base = lo * Math.pow(hi / lo, rng.next()) * factor;
  const onSale = rng.chance(0.22);
  const saleRatio = 1.15 + rng.next() * 0.35;
  const soldOut = rng.chance(0.07);
  const tracksInventory = rng.chance(0.92);
  const variants: CatalogVariant[] = combinations(plan.options).map((values, v) => {
    const multiplier = plan.multipliers ? plan.multipliers[plan.options[0].values.indexOf(values[0])] : 1;
    const price = roundPrice(base * multiplier, factor);
    let compareAtPrice: number | null = null;
    if (onSale) {
      compareAtPrice = roundPrice(price * saleRatio, factor);
      if (compareAtPrice <= price) compareAtPrice = price + (factor >= 5 ? 10 : 1);
    }
    const inventoryQuantity = soldOut || rng.chance(0.12) ? 0 : rng.int(1, 40);
    return {
      id: ids.variant(i, v),
      title: values.length ? values.join(' / ') : 'Default Title',
      price,
      compareAtPrice,
      inventoryQuantity,
      availableForSale: !tracksInventory || inventoryQuantity > 0,
      selectedOptions: values.map((value, k) => ({ name: plan.options[k].name, value })),
      sku: `${slugify(site.external).slice(0, 3).toUpperCase()}-${String(i + 1).padStart(4, '0')}-${String(v + 1).padStart(2, '0')}`,
    };
  });
  const cheapest = variants.reduce((a, b) => (b.price < a.price ? b : a));
  const reviewed = rng.chance(0.75);
  const popularity = rng.next() ** 2;
  const vendor = rng.pick(theme.vendors);
  // A tenth of the catalogue is new (last 30 days); the rest spread over the past year.
  const daysOld = rng.chance(0.1) ? rng.next() * 30 : 30 + rng.next() * 335;
  const material = kind.materials ? [slugify(rng.pick(kind.materials))] : [];
  const season = kind.season === 'all' ? [] : [kind.season];
  const tags = [...new Set([slugify(kind.type), ...season, ...material, ...(onSale ? ['sale'] : []), ...(daysOld < 30 ? ['new'] : [])])];
  return {
    id: ids.product(i),
    handle,
    title,
    vendor,
    productType: kind.type,
    tags,
    collectionIds: [],
    options: plan.options,
    variants,
    price: cheapest.price,
    compareAtPrice: cheapest.compareAtPrice,
    available: variants.some((v) => v.availableForSale),
    tracksInventory,
    totalInventory: variants.reduce((sum, v) => sum + v.inventoryQuantity, 0),
    rating: reviewed ? Math.min(5, Math.round((3.6 + rng.next() * 1.4) * 10) / 10) : null,
    ratingCount: reviewed ? Math.round(3 + popularity * 240) : 0,
    imageUrl: `/images/${site.id}/${handle}.svg`,
    descriptionHtml: describe(kind, title, vendor, rng),
    createdAt: new Date(anchor.getTime() - Math.round(daysOld * DAY_MS)).toISOString(),
    // A few drafts, never among the first products (the home page's picks).
    published: i < 10 || !rng.chance(0.03),
  };
}

function collectionsFor(theme: ShopTheme, products: CatalogProduct[], ids: Ids): CatalogCollection[] {
  const live = products.filter((p) => p.published);
  const top = (score: (p: CatalogProduct) => number, n: number, from = live) => [...from].sort((a, b) => score(b) - score(a) || a.id.localeCompare(b.id)).slice(0, n);
  const defs: Array<[string, string, string, CatalogProduct[]]> = [
    ['all', 'All products', 'Everything in the shop.', live],
    ['frontpage', 'Featured', 'Hand-picked favourites.', top((p) => (p.rating ?? 3) * Math.log(2 + p.ratingCount), 8, live.filter((p) => p.available))],
    ['new-arrivals', 'New Arrivals', 'Just landed in the shop.', top((p) => Date.parse(p.createdAt), 12)],
    ['best-sellers', 'Best Sellers', 'What everyone is buying right now.', top((p) => p.ratingCount, 12)],
    ['sale', 'Sale', 'Limited-time prices on selected pieces.', live.filter((p) => p.compareAtPrice !== null)],
  ];
  const categories = new Map<string, [string, CatalogProduct[]]>();
  for (const kind of theme.kinds) {
    const [handle, title] = kind.collection;
    if (!categories.has(handle)) categories.set(handle, [title, []]);
    categories.get(handle)![1].push(...live.filter((p) => p.productType === kind.type && !categories.get(handle)![1].includes(p)));
  }
  for (const [handle, [title, items]] of categories) defs.push([handle, title, `Shop ${title.toLowerCase()}.`, items]);
  const winter = live.filter((p) => p.tags.includes('winter'));
  const summer = live.filter((p) => p.tags.includes('summer'));
  if (winter.length) defs.push(['winter-essentials', 'Winter Essentials', 'Warm layers and cosy comforts for the cold months.', winter]);
  if (summer.length) defs.push(['summer-edit', 'The Summer Edit', 'Light, bright and ready for long days.', summer]);
  return defs
    .filter(([, , , items]) => items.length > 0)
    .map(([handle, title, description, items], c) => ({ id: ids.collection(c), handle, title, description, productIds: items.map((p) => p.id) }));
}

/** Midnight UTC of the day: catalogue dates count from it, so a seed an hour later matches. */
export const dayAnchor = (now: Date) => new Date(Math.floor(now.getTime() / DAY_MS) * DAY_MS);

/** The whole catalogue of one demo shop, identical for the same site and day. */
export function generateCatalog(site: CatalogSite, now = new Date()): Catalog {
  const theme = themeFor(site.external);
  const rng = createRng(`catalog:${site.id}`);
  const ids = idsFor(site.id);
  const anchor = dayAnchor(now);
  const count = site.external === 'vitrine-demo' ? DEMO_PRODUCT_COUNT : rng.int(40, 80);
  const used = new Set<string>();
  const products: CatalogProduct[] = [];
  // Kinds in a shuffled round so every kind gets its share.
  const order = rng.sample(theme.kinds, theme.kinds.length);
  for (let i = 0; i < count; i++) {
    const kind = order[i % order.length];
    let title = '';
    for (let attempt = 0; attempt < 20 && (!title || used.has(title)); attempt++) title = `${rng.pick(theme.words)} ${rng.pick(kind.nouns)}`;
    if (used.has(title)) title = `${title} ${i + 1}`;
    used.add(title);
    products.push(makeProduct(site, theme, kind, title, slugify(title), i, ids, rng, anchor));
  }
  const collections = collectionsFor(theme, products, ids);
  for (const collection of collections) {
    for (const id of collection.productIds) products.find((p) => p.id === id)!.collectionIds.push(collection.id);
  }
  return { siteId: site.id, currency: site.currencyName, products, collections };
}
