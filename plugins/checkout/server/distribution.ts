import { dropOutliers, isIncludedInMarket, KPIS, kpiPoint, type KpiDefinition, type SiteDataRow } from '../score';
import { marketOut, type KpiMarketOut } from './answer';
import { badRequest } from './errors';
import { histogram, type HistogramBin } from './histogram';
import type { ScoredMarket } from './market';
import { num } from './nulls';

export const DISTRIBUTION_TYPES = ['score', 'rate', 'rateRaw'] as const;
export type DistributionType = (typeof DISTRIBUTION_TYPES)[number];
/** The score screen's bin choices (spec §9 "Histogram default bin size 10 … 1, 2, 5 and 10"). */
export const SCORE_BIN_SIZES = [1, 2, 5, 10];

export interface SiteInfo {
  name: string | null;
  external: string | null;
  platform: string | null;
}

export interface DistributionArgs {
  type: string;
  kpi: string | null;
  binSize: number;
  /** The site whose score page shows the distributions: its zone sets the days, as for its merchants. */
  siteId?: string | null;
}

export interface ScoreDistributionOut {
  type: DistributionType;
  kpi: string | null;
  binSize: number;
  bins: HistogramBin[];
  sites: Array<{
    siteId: string;
    name: string | null;
    external: string | null;
    platform: string | null;
    score: number | null;
    madeBar: boolean;
    subScores: Array<{ name: string; rate: number | null; score: number | null; sigmas: number | null; sessions: number | null }>;
  }>;
  kpiStats: KpiMarketOut[];
  sitesMadeBar: number;
  sitesWithData: number;
}

/** Checks the arguments: every mistake is a BAD_REQUEST with the reason, never a 500. */
export function readDistributionArgs({ type, kpi, binSize }: DistributionArgs): { type: DistributionType; kpi: KpiDefinition | null; binSize: number } {
  if (!(DISTRIBUTION_TYPES as readonly string[]).includes(type)) throw badRequest(`type must be one of ${DISTRIBUTION_TYPES.join(', ')}`);
  const definition = kpi === null ? null : KPIS.find((k) => k.name === kpi);
  if (definition === undefined) throw badRequest(`Unknown kpi ${kpi}: one of ${KPIS.map((k) => k.name).join(', ')}`);
  if (type !== 'score' && !definition) throw badRequest(`kpi is required for type ${type}`);
  if (type === 'score' && !SCORE_BIN_SIZES.includes(binSize)) throw badRequest(`binSize for scores must be one of ${SCORE_BIN_SIZES.join(', ')}`);
  if (!(Number.isFinite(binSize) && binSize > 0)) throw badRequest('binSize must be a positive number');
  return { type: type as DistributionType, kpi: definition, binSize };
}

/**
 * Rates are fractions (0.42); their bins are on the percent scale (binSize 5 → 40-45 %) so
 * the histogram reads like the grid. 'rate' takes the values the market stats use — sites
 * that made the bar, counted for the KPI (weighting field ≥ 50), 3σ outliers dropped;
 * 'rateRaw' keeps the outliers ("Rate Raw (includes outliers)", spec §9).
 */
function rateValues(rows: readonly SiteDataRow[], kpi: KpiDefinition, keepOutliers: boolean): number[] {
  const points = rows.filter(isIncludedInMarket).flatMap((row) => kpiPoint(row, kpi) ?? []);
  return (keepOutliers ? points : dropOutliers(points)).map((p) => p.value * 100);
}

function scoreValues(scored: ScoredMarket, kpi: KpiDefinition | null): number[] {
  const index = kpi ? KPIS.indexOf(kpi) : -1;
  return [...scored.results.values()].map((r) => (index < 0 ? r.score : r.subScores[index].score));
}

/** Staff view (spec §2 "Sites histogram"): every site with data, named, with its sub-scores. */
export function scoreDistribution(
  scored: ScoredMarket,
  info: ReadonlyMap<string, SiteInfo>,
  args: ReturnType<typeof readDistributionArgs>,
): ScoreDistributionOut {
  const { type, kpi, binSize } = args;
  const bins =
    type === 'score'
      ? histogram(scoreValues(scored, kpi), binSize, { from: 0, to: 100 })
      : histogram(rateValues(scored.rows, kpi!, type === 'rateRaw'), binSize);

  const sites = scored.rows.map((row) => {
    const result = scored.results.get(row.siteId)!;
    const named = info.get(row.siteId);
    return {
      siteId: row.siteId,
      name: named?.name ?? null,
      external: named?.external ?? null,
      platform: named?.platform ?? null,
      score: num(result.score),
      madeBar: isIncludedInMarket(row),
      subScores: KPIS.map((k, i) => ({
        name: k.name,
        rate: num(row[k.name]),
        score: num(result.subScores[i].score),
        sigmas: num(result.subScores[i].details.stats.sigmas),
        sessions: num(row[k.weightingField]),
      })),
    };
  });
  // Best first, unscored last; the id breaks ties so the order is stable between loads.
  sites.sort((a, b) => (b.score ?? -1) - (a.score ?? -1) || a.siteId.localeCompare(b.siteId));

  return {
    type,
    kpi: kpi?.name ?? null,
    binSize,
    bins,
    sites,
    kpiStats: marketOut(scored),
    sitesMadeBar: scored.sitesMadeBar,
    sitesWithData: scored.sitesWithData,
  };
}
