// Market statistics per KPI (spec §5): weighted mean and SD, a 3σ outlier drop, then the
// stats again on what is left, plus a plain median.
import { KPIS } from './kpis';
import { isIncludedInMarket, kpiPoint, MIN_SHOPS_EXCLUSIVE, OUTLIER_SIGMAS } from './rules';
import type { KpiMarketStats, MarketStats, SiteDataRow } from './types';

export interface WeightedPoint {
  value: number;
  weight: number;
}

/**
 * mean = Σwᵢxᵢ / Σwᵢ; deviation = √(Σwᵢ(xᵢ − mean)² / Σwᵢ) (population form: the shops are the
 * whole market, not a sample). NaN for both when Σw is 0.
 */
export function weightedMeanAndDeviation(points: readonly WeightedPoint[]): { mean: number; deviation: number; weightSum: number } {
  const weightSum = points.reduce((sum, p) => sum + p.weight, 0);
  if (!(weightSum > 0)) return { mean: Number.NaN, deviation: Number.NaN, weightSum };
  const mean = points.reduce((sum, p) => sum + p.weight * p.value, 0) / weightSum;
  const variance = points.reduce((sum, p) => sum + p.weight * (p.value - mean) ** 2, 0) / weightSum;
  return { mean, deviation: Math.sqrt(variance), weightSum };
}

/**
 * Plain median: middle value, or the mean of the two middle values. Chosen over a weighted
 * median so one very large shop cannot become "the market" on its own; the weighting already
 * shapes the mean and the deviation.
 */
export function median(values: readonly number[]): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

/**
 * The p-th percentile (0-1) of plain values, interpolated between the two nearest ranks
 * (the common "type 7" definition, as spreadsheets' PERCENTILE). Plain like the median: the
 * quartiles describe shops, not sessions, so a merchant reads "a quarter of shops are below".
 */
export function percentile(values: readonly number[], p: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const at = (sorted.length - 1) * p;
  const lo = Math.floor(at);
  const hi = Math.ceil(at);
  return sorted[lo] + (sorted[hi] - sorted[lo]) * (at - lo);
}

/** Points within 3 weighted SDs of the weighted mean (all of them when the SD is 0). */
export function dropOutliers<T extends WeightedPoint>(points: readonly T[]): T[] {
  const { mean, deviation } = weightedMeanAndDeviation(points);
  if (!Number.isFinite(mean)) return [...points];
  return points.filter((p) => Math.abs(p.value - mean) <= OUTLIER_SIGMAS * deviation);
}

/**
 * Stats of one KPI from counted points, or undefined when the market is too thin:
 * after the outlier drop the weight sum must be > 0 and there must be more than 2 shops.
 */
export function kpiStats(points: readonly WeightedPoint[]): KpiMarketStats | undefined {
  const kept = dropOutliers(points);
  const { mean, deviation, weightSum } = weightedMeanAndDeviation(kept);
  if (!(weightSum > 0) || kept.length <= MIN_SHOPS_EXCLUSIVE) return undefined;
  const values = kept.map((p) => p.value);
  return { median: median(values), p25: percentile(values, 0.25), p75: percentile(values, 0.75), deviation, mean, shopCount: kept.length, weightSum };
}

/** Per-KPI market stats from all site rows; only rows passing the inclusion bars take part. */
export function marketStats(rows: readonly SiteDataRow[]): MarketStats {
  const included = rows.filter(isIncludedInMarket);
  const result: MarketStats = {};
  for (const kpi of KPIS) {
    const points = included.flatMap((row) => kpiPoint(row, kpi) ?? []);
    const stats = kpiStats(points);
    if (stats) result[kpi.name] = stats;
  }
  return result;
}
