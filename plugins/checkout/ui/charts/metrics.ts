// Reading one metric out of a report, and what its comparison says.
import { KPIS } from '../../score/kpis';
import { formatLift } from './format';
import { CHART_LABELS, CHART_MESSAGES } from './messages';
import type { CompareMode, MetricValue, SessionGroup, SessionReport } from './types';

/** Metrics that are sums over sessions: groups add up to the total, so what is folded is total − shown. */
export const ADDITIVE_METRICS: ReadonlySet<string> = new Set([
  'visits', 'carts', 'conversions', 'revenue', 'pageViews', 'visitsReachedCheckout',
  'regularCheckoutEngagements', 'acceleratedCheckouts', 'cartsAbandoned', 'abandonedCartAmount',
]);

/**
 * What a grouped report folded away in a sum (groups too small in the measure shown, null
 * groups removed): the total minus the groups shown, or null when nothing was folded, the
 * metric is not a sum, or the report is a time series (smoothing makes its bins no sum).
 */
export function foldedValue(report: SessionReport, metric: string, analyzeBy: string | undefined): number | null {
  if (!ADDITIVE_METRICS.has(metric) || analyzeBy === 'arrivalTimeUtc' || !report.totals) return null;
  const whole = metricValue(report.totals, metric)?.primary;
  if (typeof whole !== 'number' || !Number.isFinite(whole)) return null;
  const shown = report.groups.reduce((sum, group) => {
    const value = metricValue(group, metric)?.primary;
    return sum + (typeof value === 'number' && Number.isFinite(value) ? value : 0);
  }, 0);
  const other = whole - shown;
  // Rounding noise of summed doubles is not a group.
  return other > Math.abs(whole) * 1e-9 ? other : null;
}

export function metricValue(group: SessionGroup, metric: string): MetricValue | undefined {
  const value = (group as Record<string, unknown>)[metric];
  return value && typeof value === 'object' ? (value as MetricValue) : undefined;
}

/** False when no group carries the metric: the query and the chart disagree (spec §8 'appropiate data index'). */
export function hasMetric(report: SessionReport, metric: string): boolean {
  return report.groups.some((group) => metricValue(group, metric) !== undefined);
}

const present = (value: unknown) => value !== null && value !== undefined;

/** Whether any group has statistics to show in the detail tooltip. */
export function hasLiftStats(report: SessionReport, metric: string, compare: CompareMode): boolean {
  if (compare === 'none') return false;
  return report.groups.some((group) => {
    const value = metricValue(group, metric);
    return !!value && [value.lift, value.confidence, value.liftInterval, value.probabilityToWin, value.sampleSizeRatio].some(present);
  });
}

/** The group is the time bin still in progress: its numbers are partial, so far. */
export function isPartialBin(group: SessionGroup, report: SessionReport): boolean {
  const start = report.period?.partialBinStart;
  return !!start && group.key.arrivalTimeUtc !== undefined && Date.parse(group.key.arrivalTimeUtc ?? '') === Date.parse(start);
}

/** A group's label, marked when its bin is not over yet. */
export function binLabel(label: string, partial: boolean): string {
  return partial ? `${label} ${CHART_LABELS.partialSuffix}` : label;
}

/** What the server did to a time series' values, in words; null for raw values. */
export function smoothingNote(smoothing: { kind: 'none' | 'average' | 'cumulative'; label: string } | undefined, report: SessionReport): string | null {
  if (!smoothing || smoothing.kind === 'none') return null;
  if (smoothing.kind === 'cumulative') return CHART_LABELS.cumulativeValues;
  const partial = report.groups.some((group) => isPartialBin(group, report));
  return partial ? `${CHART_LABELS.smoothedValues(smoothing.label)}. ${CHART_LABELS.partialNotSmoothed}` : CHART_LABELS.smoothedValues(smoothing.label);
}

/** The group's market values were withheld: its compare and lift read 'market too small'. */
export function marketWithheld(group: SessionGroup, compare: CompareMode): boolean {
  return compare === 'market' && group.marketSuppressed === true;
}

export function compareLabel(compare: CompareMode): string | undefined {
  if (compare === 'previousPeriod') return CHART_LABELS.previousPeriod;
  if (compare === 'market') return CHART_LABELS.market;
  return undefined;
}

/** Spec §8: the three report sections whose lift the merchant expects to see. */
const MISSING_LIFT: Readonly<Record<string, string>> = {
  rpv: CHART_MESSAGES.missingRpvLift,
  conversionRate: CHART_MESSAGES.missingCrLift,
  aov: CHART_MESSAGES.missingAovLift,
};

/** The lift as text: signed percent, the section's 'Missing … Lift' while comparing, else 'Unavailable'. */
export function liftText(value: MetricValue | undefined, metric: string, compare: CompareMode): string {
  const lift = value?.lift;
  if (typeof lift === 'number' && Number.isFinite(lift)) return formatLift(lift);
  return (compare !== 'none' && MISSING_LIFT[metric]) || CHART_MESSAGES.unavailable;
}

// Abandonment goes down when the checkout gets better: a negative lift is good news there.
const LOWER_IS_BETTER: ReadonlySet<string> = new Set([
  ...KPIS.filter((kpi) => kpi.lowerIsBetter).map((kpi) => kpi.name),
  'cartsAbandoned',
  'abandonedCartAmount',
]);

export type LiftTone = 'good' | 'bad' | 'neutral';

export function liftTone(lift: number | null | undefined, metric: string): LiftTone {
  if (typeof lift !== 'number' || !Number.isFinite(lift) || lift === 0) return 'neutral';
  return lift > 0 !== LOWER_IS_BETTER.has(metric) ? 'good' : 'bad';
}
