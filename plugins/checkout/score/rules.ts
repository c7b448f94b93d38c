// Data-quality rules for scoring (spec §5). Kept apart so each bar is stated once.
import type { KpiDefinition } from './kpis';
import type { SiteDataRow } from './types';

export const MIN_VISITS = 1000;
export const MIN_CARTS = 100;
export const MIN_CONVERSIONS = 100;
/** A row counts for a KPI only if its weighting field reaches this. */
export const MIN_KPI_WEIGHT = 50;
/** Values farther than this many weighted standard deviations from the weighted mean are dropped. */
export const OUTLIER_SIGMAS = 3;
/** Market stats need strictly more shops than this. */
export const MIN_SHOPS_EXCLUSIVE = 2;
/** A site scores only with at least this many of the 5 sub-scores. */
export const MIN_SUB_SCORES = 4;

/**
 * Spec §4 "Data status" and §9 "On-boarding": a store shows a Checkout Score once it has at
 * least 100 orders in the period; below that it sees the 'Checkout Zen is live' banner instead.
 * The one rule for both (issue 12, defect 7): the service withholds the score, the banner shows.
 */
export function hasEnoughOrders(conversions: number | null | undefined): boolean {
  return typeof conversions === 'number' && conversions >= MIN_CONVERSIONS;
}

/** Whether a site's data is solid enough to shape the market (visits ≥ 1000, carts ≥ 100, conversions ≥ 100). */
export function isIncludedInMarket(row: SiteDataRow): boolean {
  return row.visits >= MIN_VISITS && row.carts >= MIN_CARTS && row.conversions >= MIN_CONVERSIONS;
}

/**
 * The row's (value, weight) for a KPI, or undefined when it does not count: the value must be
 * finite (NaN/Infinity are skipped) and the weighting field finite and ≥ 50.
 */
export function kpiPoint(row: SiteDataRow, kpi: KpiDefinition): { value: number; weight: number } | undefined {
  const value = row[kpi.name];
  const weight = row[kpi.weightingField];
  if (!Number.isFinite(value) || !Number.isFinite(weight) || weight < MIN_KPI_WEIGHT) return undefined;
  return { value, weight };
}
