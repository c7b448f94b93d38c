// Shapes of the Checkout Score engine (spec §3). Pure data: no functions, so results can be
// serialised to the merchant's browser as-is.

/** One site's aggregated funnel data for a period (spec §3 "Site data row"). */
export interface SiteDataRow {
  siteId: string;
  car: number;
  checkoutEngagementRate: number;
  checkoutConversionRate: number;
  acceleratedCheckoutRate: number;
  mobileAbandonmentGap: number;
  cartsAbandoned: number;
  abandonedCartAmount: number;
  visits: number;
  carts: number;
  conversions: number;
  visitsReachedCheckout: number;
  regularCheckoutEngagements: number;
  acceleratedCheckouts: number;
}

/** The numeric fields of a row (everything but siteId). */
export type SiteDataField = Exclude<keyof SiteDataRow, 'siteId'>;

/**
 * Market statistics of one KPI. This is all a merchant's browser may receive about other
 * shops: aggregates only, never rows or per-shop values.
 */
export interface KpiMarketStats {
  /** Plain (unweighted) median of the values kept after the outlier drop. */
  median: number;
  /** 25th and 75th percentiles of the same kept values (the band beside each KPI). */
  p25: number;
  p75: number;
  /** Weighted standard deviation of the kept values. */
  deviation: number;
  /** Weighted mean of the kept values. */
  mean: number;
  /** Number of shops kept after the outlier drop. */
  shopCount: number;
  /** Sum of the weighting field over the kept shops. */
  weightSum: number;
}

/** Per KPI name; a KPI is absent when the market has too little data for it. */
export type MarketStats = Partial<Record<string, KpiMarketStats>>;

export interface Rank {
  /** Number of scored shops with a strictly lower score. */
  rank: number;
  /** Number of scored shops. */
  total: number;
  /** round(100 × rank / total): "better than N% of merchants". */
  rank100: number;
}

export interface SubScoreStats {
  /** True when lower values are better (the sub-score is inverted). */
  negative: boolean;
  /** value − market median. */
  delta: number;
  /** delta / market deviation (0 when the deviation is 0). */
  sigmas: number;
  /**
   * Signed points this value moves the sub-score away from the neutral 50, before clamping:
   * 25 × sigmas, negated for lower-is-better KPIs. So sub-score = clamp(50 + bias100).
   */
  bias100: number;
  /** Points one standard deviation spans on the 0-100 scale: always 25 (spec §9). */
  sigmaWidth100: number;
}

export interface SubScoreDetails {
  value: number;
  /** The row's weighting field for this KPI (e.g. carts for car). */
  valueWeight: number;
  stats: SubScoreStats;
  /** Rank of this sub-score among shops that have one (filled by scoreMarket). */
  rank: Rank;
}

export interface SubScore {
  name: string;
  weight: number;
  /** weight normalised to percent over the KPIs that have a sub-score; 0 when missing. */
  weightPct: number;
  /** round(score × weightPct / 100); 0 when missing. */
  weightScore: number;
  /** 0-100, or NaN when this KPI has no sub-score. */
  score: number;
  details: SubScoreDetails;
}

export interface ScoreResult {
  /** 0-100, or NaN when fewer than 4 sub-scores exist. */
  score: number;
  subScores: SubScore[];
  rank: Rank;
  isMock: boolean;
}
