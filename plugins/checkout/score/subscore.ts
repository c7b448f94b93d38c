// One KPI's sub-score (spec §9): 50 is the market median, each deviation is worth 25 points.
import type { KpiMarketStats, SubScoreStats } from './types';

/** Points per standard deviation on the 0-100 scale. */
export const SIGMA_WIDTH_100 = 25;
const NEUTRAL = 50;

export function clamp(value: number, min = 0, max = 100): number {
  return Math.min(max, Math.max(min, value));
}

/**
 * delta = value − median; sigmas = delta / deviation (0 when deviation is 0, so a market with no
 * spread rates everyone neutral); bias100 = ±25 × sigmas, negative for lower-is-better KPIs.
 */
export function subScoreStats(value: number, stats: KpiMarketStats, lowerIsBetter: boolean): SubScoreStats {
  const delta = value - stats.median;
  const sigmas = stats.deviation > 0 ? delta / stats.deviation : 0;
  const bias100 = (lowerIsBetter ? -1 : 1) * SIGMA_WIDTH_100 * sigmas;
  return { negative: lowerIsBetter, delta, sigmas, bias100, sigmaWidth100: SIGMA_WIDTH_100 };
}

/** sub-score = clamp(50 ± 25 × (value − median) / deviation, 0, 100); 50 when deviation is 0. */
export function subScore(value: number, stats: KpiMarketStats, lowerIsBetter: boolean): number {
  return clamp(NEUTRAL + subScoreStats(value, stats, lowerIsBetter).bias100);
}
