// What recommend() is asked and what it answers.
import type { DisplayUnavailable, Recipe } from './types';

/** Where the widget renders and who looks at it. Every field is optional. */
export interface RecommendContext {
  /** The product page's product (PDP): never recommended to itself. */
  productId?: string | null;
  /** The collection page's collection (CAT): the collection recipe's scope when categoryIds is empty. */
  collectionId?: string | null;
  /** Cart contents (CRT, MCRT, CO): never recommended, and the anchors of bought-together. */
  cartProductIds?: readonly string[] | null;
  /** The shopper's visitor or customer id: their purchase and view history in the model. */
  visitorId?: string | null;
  /** Product ids the shopper viewed, newest first (e.g. from the storefront's local storage). */
  recentlyViewed?: readonly string[] | null;
  /** Products the shopper bought that the model may not know yet (e.g. from their account), newest first. */
  purchasedProductIds?: readonly string[] | null;
}

/** Global data rules (site settings) plus the widget's own max price and sold-out handling. */
export interface RecommendRules {
  /** Product ids or handles never shown. */
  excludeItems: readonly string[];
  /** Collection ids or handles whose products are never shown. */
  excludeCollections: readonly string[];
  /** Products with any of these tags (case-insensitive) are never shown. */
  excludeTags: readonly string[];
  /** When non-empty, only products with at least one of these tags are shown. */
  includeTags: readonly string[];
  /** widgetOpts.maxp: products priced above it are not shown; null = no limit. */
  maxPrice: number | null;
  /** widgetOpts.displayUnavailableItems; rules.ts defines each mode. */
  displayUnavailable: DisplayUnavailable;
}

export interface RecommendRequest {
  /** The recommendation's qualifiedName. */
  recipe: Recipe;
  /** How many products to return (at most). */
  slots: number;
  context?: RecommendContext;
  /** The collection recipe's collections (category.id or catIds[].id; ids or handles). */
  categoryIds?: readonly string[] | null;
  /** The manual recipe's products (widgetOpts.productIds, parsed), in the merchant's order. */
  productIds?: readonly string[] | null;
  rules?: Partial<RecommendRules>;
  /**
   * Product ids the page already shows in other widgets: taken only when nothing else (down
   * the whole fallback chain) fills the slots, so two widgets of a page do not repeat each
   * other. The manual recipe's own picks ignore it: the merchant chose them.
   */
  avoid?: ReadonlySet<string> | null;
}

export interface RecommendedItem {
  productId: string;
  /** The recipe whose ranking supplied this product: the one asked for, or a fallback of its chain. */
  source: Recipe;
  fallback: boolean;
  /** One short sentence for the console and tests ("12 sold in the last 30 days"). */
  reason: string;
  available: boolean;
}

export interface RecommendResult {
  recipe: Recipe;
  /** The recipe and its fallbacks, in the order they were tried. */
  chain: readonly Recipe[];
  /** The sold-out handling asked for (rules.ts resolves 'default' per source). */
  displayUnavailable: DisplayUnavailable;
  productIds: string[];
  items: RecommendedItem[];
}
