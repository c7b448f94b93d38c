/**
 * The shapes the recommendation engine reads: a shop's catalogue, its order lines and its
 * shoppers' product views. The demo storefront (server/storefront, server/catalog) produces
 * them, the engine (this folder) consumes them, and the recommendations API and the delivery
 * endpoint pass them between the two. Pure data: no database, no browser.
 *
 * Money is a number in the shop's currency (two decimals); times are ISO-8601 UTC strings.
 */

export interface SelectedOption {
  name: string;
  value: string;
}

export interface CatalogVariant {
  /** Platform-style numeric id as text ("44100000000123"). */
  id: string;
  /** "Red / M"; "Default Title" for a product without options. */
  title: string;
  price: number;
  /** Higher than price when the variant is on sale; null otherwise. */
  compareAtPrice: number | null;
  inventoryQuantity: number;
  /** False when sold out and the shop does not sell past zero. */
  availableForSale: boolean;
  selectedOptions: SelectedOption[];
  sku: string;
}

export interface CatalogOption {
  /** "Color", "Size", ... */
  name: string;
  values: string[];
}

export interface CatalogProduct {
  /** Platform-style numeric id as text ("8100000000123"). */
  id: string;
  handle: string;
  title: string;
  vendor: string;
  productType: string;
  tags: string[];
  /** Ids of every collection the product is in (automatic ones included). */
  collectionIds: string[];
  options: CatalogOption[];
  variants: CatalogVariant[];
  /** Lowest variant price, and that variant's compare-at price (null when not on sale). */
  price: number;
  compareAtPrice: number | null;
  /** True when any variant is available for sale. */
  available: boolean;
  tracksInventory: boolean;
  totalInventory: number;
  /** Average review rating 0-5 and the number of reviews; null rating = no reviews. */
  rating: number | null;
  ratingCount: number;
  /** Root-relative image path on the storefront origin ("/images/{site}/{handle}.svg"). */
  imageUrl: string;
  descriptionHtml: string;
  createdAt: string;
  /** False for drafts/archived products, which the storefront and engine never show. */
  published: boolean;
}

export interface CatalogCollection {
  /** Platform-style numeric id as text. */
  id: string;
  handle: string;
  title: string;
  description: string;
  productIds: string[];
}

export interface Catalog {
  siteId: string;
  currency: string;
  products: CatalogProduct[];
  collections: CatalogCollection[];
}

/** One line of a placed order: what the co-purchase and best-seller recipes learn from. */
export interface OrderLine {
  orderId: string;
  siteId: string;
  /** The shopper's stable visitor id (cookie) or customer id; repeat buyers share it. */
  visitorId: string;
  placedAt: string;
  productId: string;
  variantId: string;
  quantity: number;
  /** Unit price paid. */
  price: number;
}

/** A shopper looked at a product page. */
export interface ProductView {
  siteId: string;
  visitorId: string;
  productId: string;
  at: string;
}

/**
 * The recipes a recommendation's qualifiedName names (spec 3: qualifiedName is the recipe).
 * The template catalogue maps its templates onto these; each is defined in the engine.
 */
export const RECIPES = [
  'best-sellers',
  'trending',
  'bought-together',
  'similar',
  'recently-viewed',
  'personalized',
  'buy-again',
  'new-arrivals',
  'collection',
  'manual',
] as const;
export type Recipe = (typeof RECIPES)[number];

/** Spec 3 widgetOpts.displayUnavailableItems. */
export const DISPLAY_UNAVAILABLE = ['default', 'hide', 'show', 'show-end'] as const;
export type DisplayUnavailable = (typeof DISPLAY_UNAVAILABLE)[number];
