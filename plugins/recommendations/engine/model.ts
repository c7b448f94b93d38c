// The precomputed shop model every recipe reads (built by buildShopModel).
import type { CatalogCollection, CatalogProduct } from './types';
import type { Csr } from './csr';

export interface ModelOptions {
  /** Tags (case-insensitive) of products a shopper may be recommended again. */
  consumableTags?: readonly string[];
  /** Co-purchase thresholds and window; constants.ts has the defaults and why. */
  minSupportCount?: number;
  minLift?: number;
  coPurchaseDays?: number;
  maxBasketForPairs?: number;
}

/** Attributes of the catalogue as ints, with the inverted lists similarity walks. */
export interface CatalogIndex {
  /** Published and unpublished products, sorted by id (compareIds): index = position. */
  products: CatalogProduct[];
  productIndex: Map<string, number>;
  /** Handle → index: the exclusion list may name products by handle as well as by id. */
  handleIndex: Map<string, number>;
  price: Float64Array;
  available: Uint8Array;
  published: Uint8Array;
  createdAtMs: Float64Array;
  consumable: Uint8Array;
  /** Collections sorted by id; a product's collections are its own list ∪ the collection's productIds. */
  collections: CatalogCollection[];
  /** Collection id and handle → collection index (rules name collections either way). */
  collectionKey: Map<string, number>;
  productCollections: Csr;
  collectionProducts: Csr;
  /** Tags lowercased and trimmed: the platform treats tags case-insensitively. */
  tagIndex: Map<string, number>;
  productTags: Csr;
  tagProducts: Csr;
  /** -1 for an empty vendor / product type (which then matches nothing). */
  vendor: Int32Array;
  vendorProducts: Csr;
  productType: Int32Array;
  typeProducts: Csr;
}

export interface SalesIndex {
  units7: Int32Array;
  /** Units in the TRENDING_BASELINE_DAYS before the recent window. */
  unitsBaseline: Int32Array;
  units30: Int32Array;
  units90: Int32Array;
  /** Revenue in cents (integers, so sums do not depend on line order). */
  revenueCents30: Float64Array;
  revenueCents90: Float64Array;
  /** Product indexes: units 30 d desc, 90 d desc, rating desc, rating count desc, id. */
  bestSellerOrder: Int32Array;
  /** Products that qualify as trending, best first, and every product's score (0 when not trending). */
  trendingOrder: Int32Array;
  trendingScore: Float64Array;
  /** createdAt desc, then id. */
  newArrivalsOrder: Int32Array;
}

/** Directed co-purchase rules a → b that passed the support and lift thresholds. */
export interface CoPurchaseIndex {
  /** Orders in the co-purchase window (T in the lift formula). */
  orders: number;
  /** Orders in the window containing each product. */
  productOrders: Int32Array;
  /** a's partners b, best first (confidence desc, lift desc, id); same positions in the arrays below. */
  partners: Csr;
  count: Int32Array;
  confidence: Float64Array;
  lift: Float64Array;
}

/** Per-visitor purchase history, in buy-again order (orders desc, last purchase desc, id). */
export interface HistoryIndex {
  visitorIndex: Map<string, number>;
  purchases: Csr;
  /** Distinct orders containing the product, units, and time of the latest one (ms), at the same positions. */
  orders: Int32Array;
  units: Int32Array;
  lastAtMs: Float64Array;
  /** Product views per visitor, newest first, deduplicated. */
  views: Map<string, Int32Array>;
}

export interface ShopModel {
  siteId: string;
  nowMs: number;
  size: number;
  catalog: CatalogIndex;
  sales: SalesIndex;
  coPurchase: CoPurchaseIndex;
  history: HistoryIndex;
}
