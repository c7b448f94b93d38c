// The engine's thresholds and weights in one place, so a change is one reviewed line.

export const DAY_MS = 86_400_000;

/** Best sellers rank by units in this window first... */
export const BEST_SELLER_DAYS = 30;
/** ...then by units in this longer one (slow sellers in a quiet month still rank). */
export const BEST_SELLER_FALLBACK_DAYS = 90;

/** Trending compares the last TRENDING_RECENT_DAYS with the TRENDING_BASELINE_DAYS before them. */
export const TRENDING_RECENT_DAYS = 7;
export const TRENDING_BASELINE_DAYS = 28;
/**
 * Pseudo-units added to both sides of the trending ratio (additive smoothing): one sale of a
 * never-sold item scores (1 + 5) / (0 + 5) = 1.2, while 20 sales against a usual 4 a week
 * score (20 + 5) / (4 + 5) ≈ 2.78. Without it, 1 sale against 0 would be infinite.
 */
export const TRENDING_PRIOR_UNITS = 5;
/** An item must sell at least this many units in the recent window to be trending at all. */
export const TRENDING_MIN_UNITS = 2;
/** ...and its smoothed ratio must exceed this (1 = selling at its usual rate). */
export const TRENDING_MIN_SCORE = 1;

/** Orders older than this do not feed co-purchase pairs (tastes and catalogues move on). */
export const CO_PURCHASE_DAYS = 365;
/** A pair needs at least this many orders containing both products. */
export const MIN_SUPPORT_COUNT = 3;
/** ...and lift at least this: bought together more often than chance (lift 1). */
export const MIN_LIFT = 1.2;
/**
 * A basket with more distinct products than this contributes pairs only among its
 * MAX_BASKET_FOR_PAIRS largest lines (by quantity, then product id): a wholesale order of
 * 200 items would otherwise add ~20,000 pairs that say little about what goes together,
 * and pair counting stays linear in the order lines.
 */
export const MAX_BASKET_FOR_PAIRS = 20;

/**
 * Similarity weights (similar.ts has the formula): shared collections weigh most (merchants
 * curate them), then tags, then the same vendor, the same product type and a close price.
 */
export const SIMILARITY_WEIGHTS = { collections: 3, tags: 2, vendor: 1.5, productType: 1, price: 1 } as const;
export const SIMILARITY_MAX =
  SIMILARITY_WEIGHTS.collections + SIMILARITY_WEIGHTS.tags + SIMILARITY_WEIGHTS.vendor + SIMILARITY_WEIGHTS.productType + SIMILARITY_WEIGHTS.price;
/** Price closeness reaches 0 at this ratio between two prices (2 = double or half). */
export const PRICE_BAND_RATIO = 2;

/** Personalized: a viewed item weighs this much of a purchased one as a taste signal. */
export const VIEW_WEIGHT = 0.5;
/** Personalized: at most this many history items (most recent first) seed the candidates. */
export const MAX_HISTORY_SEEDS = 10;
/** Personalized: similarity (0-1 after dividing by SIMILARITY_MAX) counts half a co-purchase confidence. */
export const PERSONALIZED_SIMILARITY_WEIGHT = 0.5;
/** Products with one of these tags (case-insensitive) may be recommended again to their buyer. */
export const DEFAULT_CONSUMABLE_TAGS = ['consumable', 'replenishable', 'refill'] as const;
