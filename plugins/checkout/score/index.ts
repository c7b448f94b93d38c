// Public surface of the Checkout Score engine.
export { bandFor, rankText, SCORE_BANDS, UNSCORED_BAND } from './bands';
export type { ScoreBand } from './bands';
export { SITE_DATA_FIELDS } from './fields';
export { KPI_SESSIONS, SCORE_PERIOD_DAYS, scorePeriods } from './periods';
export type { ScorePeriod } from './periods';
export { KPIS, ratio, withDerivedKpis } from './kpis';
export type { KpiDefinition } from './kpis';
export { rankAmong, ranker } from './rank';
export { hasEnoughOrders, isIncludedInMarket, kpiPoint, MIN_CONVERSIONS } from './rules';
export { scoreMarket, scoreSite } from './score';
export { dropOutliers, kpiStats, marketStats, median, percentile, weightedMeanAndDeviation } from './stats';
export { explainScore, POINTS_PER_DEVIATION, roundingSlack } from './explain';
export type { ExplainableSubScore, KpiExplanationFacts, ZeroWeightReason } from './explain';
export { clamp, subScore, subScoreStats } from './subscore';
export type * from './types';
export { INDUSTRIES, industryOf, PEER_KINDS, peerKeyOf, regionOf, SIZE_BANDS, sizeBandOf } from './peers';
export type { PeerKind, ShopProfile } from './peers';
