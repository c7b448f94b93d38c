// Wire shapes of the `checkoutScore` GraphQL query (server/analytics/CONTRACT.md §5).
// They differ from the engine's types (plugins/checkout/score/types.ts): NaN crosses the
// wire as null, and labels come from the server.

export interface GqlScoreRank {
  rank: number | null;
  total: number;
  rank100: number | null;
}

export interface GqlSubScoreStats {
  negative: boolean;
  delta: number | null;
  sigmas: number | null;
  bias100: number | null;
  sigmaWidth100: number;
}

export interface GqlSubScoreDetails {
  value: number | null;
  valueWeight: number | null;
  stats: GqlSubScoreStats;
  rank: GqlScoreRank;
}

export interface GqlSubScore {
  name: string;
  label: string;
  weight: number;
  weightPct: number;
  weightScore: number;
  /** null when this KPI has no sub-score. */
  score: number | null;
  /** The KPI's market was too small for this reader: score, stats and rank are null. */
  marketSuppressed: boolean;
  details: GqlSubScoreDetails;
}

export interface GqlScoreResult {
  /** null when unscored (fewer than 4 sub-scores). */
  score: number | null;
  subScores: GqlSubScore[];
  rank: GqlScoreRank;
  isMock: boolean;
}

export interface GqlKpiMarket {
  name: string;
  median: number;
  /** The market's 25th / 75th percentiles (the band beside each KPI); the staff grid omits them. */
  p25?: number | null;
  p75?: number | null;
  deviation: number;
  mean: number;
  shopCount: number;
}

/** One of the 13 site data fields: primary = last 4 weeks, compare = the 4 weeks before. */
export interface GqlSiteFieldValue {
  name: string;
  primary: number | null;
  compare: number | null;
}

export interface GqlPeriod {
  min: string;
  max: string;
  bin?: string | null;
}

export interface CheckoutScoreData {
  siteId: string;
  current: GqlScoreResult;
  previous: GqlScoreResult;
  market: GqlKpiMarket[];
  fields: GqlSiteFieldValue[];
  period: GqlPeriod;
  comparePeriod: GqlPeriod;
  sitesMadeBar: number;
  sitesWithData: number;
  isMock: boolean;
  /** Present when a KPI's market was too small for this reader (its KPIs in `kpis`). */
  marketNotice: { reason: string; minShops: number; kpis: string[] } | null;
  /** MARKET_MIN_SHOPS (absent in answers cached before it was asked for). */
  marketMinShops?: number;
  /** Absent in answers cached before peer groups existed. */
  peerGroups?: GqlPeerGroup[];
}

/** The site's peers of one kind (industry | size | region); withheld when too few shops. */
export interface GqlPeerGroup {
  kind: string;
  key: string | null;
  /** Other shops in the group that made the bar; null when withheld. */
  shopCount: number | null;
  suppressed: boolean;
  market: GqlKpiMarket[];
  withheldKpis: string[];
}

export interface CheckoutScoreResponse {
  checkoutScore: CheckoutScoreData;
}
