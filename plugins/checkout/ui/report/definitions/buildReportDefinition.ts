// Builds the report an insight link asks for (pl = metric, al = analyze-by dimension).
// Every report has the same two queries so a chart-type switch only changes the index:
//   0: a time series over arrivalTimeUtc (line, area; for Trend also column and table),
//   1: the metric grouped by `al` (column, bar, pie, map, table).
import { dimensionInfo, TEXT_FILTER_DIMENSIONS } from './dimensions';
import { filterNotApplicable } from './filterScope';
import { isMetricName, LOWER_IS_BETTER, METRICS } from './metrics';
import type { ChartType, Dimension, QueryDef, ReportChartSpec, ReportControl, ReportDefinition } from './types';

/** Dimensions a report may analyze by (the Analyze By block offers these). */
export const ANALYZE_BY_DIMENSIONS = [
  'arrivalTimeUtc',
  'formFactor',
  'newOrReturning',
  'attributionChannel',
  'attributionSource',
  'arrivalPageClass',
  'exitPageClass',
  'cartValueBy100',
  'transPaymentType',
  'country',
] as const satisfies readonly Dimension[];

/** Groups below 0.5 % of the measure shown are noise in a grouped chart (spec §7 filterBy); the pie folds them into 'Other'. */
export const VISITS_SHARE_MIN = 0.005;

const TIME = 'arrivalTimeUtc';

const timeSeriesQuery = (): QueryDef => ({
  kind: 'compareSessions',
  timeSeries: true,
  extraMetrics: ['visits'],
  // No filterBy: with hour bins most single bins hold less than 0.5 % of the visits.
  args: {
    where: '$where',
    compareTo: '$compareTo',
    analyzeBy: [TIME],
    removeNullGroups: true,
    smoothing: '$smoothing',
    orderBy: [{ field: TIME, direction: 'asc' }],
  },
});

const groupedQuery = (dimension: Dimension): QueryDef => ({
  kind: 'compareSessions',
  timeSeries: false,
  extraMetrics: ['visits'],
  args: {
    where: '$where',
    compareTo: '$compareTo',
    analyzeBy: [dimension],
    // Null groups are sessions the dimension does not apply to (no order → no payment type).
    removeNullGroups: true,
    // Cart-value buckets read left to right; other groups biggest first.
    orderBy: [dimension === 'cartValueBy100' ? { field: dimension, direction: 'asc' } : { field: 'visits', direction: 'desc' }],
    filterBy: '$filterBy',
  },
});

function chartsFor(dimension: Dimension, percent: boolean): ReportChartSpec[] {
  if (dimension === TIME) {
    return (['line', 'area', 'column', 'table'] as const).map((chartType) => ({ chartType, queryIndex: 0 }));
  }
  const grouped: ChartType[] = ['column', 'bar'];
  // Shares of a whole only make sense for counts and amounts, not for rates.
  if (!percent) grouped.push('pie');
  if (dimension === 'country') grouped.unshift('map');
  grouped.push('table');
  return [
    ...grouped.map((chartType) => ({ chartType, queryIndex: 1 })),
    { chartType: 'line', queryIndex: 0 },
    { chartType: 'area', queryIndex: 0 },
  ];
}

const FILTER_CONTROLS: readonly ReportControl[] = [
  ...TEXT_FILTER_DIMENSIONS.map((dimension) => ({ style: 'textFilter', dimension })),
  { style: 'numberRange', dimension: 'cartValue', min: 0 },
];

/** The controls of a metric's report: every filter that means something for it (filterScope.ts). */
function controlsFor(metric: string): ReportControl[] {
  return [
    { style: 'dateRange' },
    { style: 'compare' },
    { style: 'chartType' },
    { style: 'smoothing' },
    { style: 'analyzeBy' },
    ...FILTER_CONTROLS.filter((c) => !filterNotApplicable(metric, c.dimension!)),
  ];
}

/** The filters a metric's report leaves out, each with its reason. */
function unavailableFiltersFor(metric: string): Array<{ dimension: string; reason: string }> {
  return FILTER_CONTROLS.flatMap((c) => {
    const reason = filterNotApplicable(metric, c.dimension!);
    return reason ? [{ dimension: c.dimension!, reason }] : [];
  });
}

/**
 * The report for metric `pl` analyzed by `al`, or undefined when it cannot be built (unknown
 * metric or dimension, or a pair that has no meaning: the phone-vs-desktop gap per device).
 */
export function buildReportDefinition(pl: string | null | undefined, al: string | null | undefined): ReportDefinition | undefined {
  if (!pl || !al || !isMetricName(pl)) return undefined;
  if (!(ANALYZE_BY_DIMENSIONS as readonly string[]).includes(al)) return undefined;
  if (pl === 'mobileAbandonmentGap' && al === 'formFactor') return undefined;
  const dimension = dimensionInfo(al);
  if (!dimension) return undefined;
  const metric = METRICS[pl];
  const charts = chartsFor(dimension.name, metric.format === 'percent' || metric.format === 'points');
  const queryDef = [timeSeriesQuery(), groupedQuery(dimension.name)];
  return {
    id: `${pl}.${al}`,
    name: dimension.name === TIME ? `${metric.label} Trend` : `${metric.label} by ${dimension.label}`,
    groups: ['Checkout'],
    subGroup: dimension.name === TIME ? 'Trends' : 'Segments',
    metricName: pl,
    metricLabel: metric.label,
    format: metric.format,
    analyzeBy: dimension.name,
    period: 'l2w',
    queryDef: dimension.name === TIME ? [queryDef[0]] : queryDef,
    controls: controlsFor(pl),
    unavailableFilters: unavailableFiltersFor(pl),
    chart: charts[0],
    charts,
    status: 'production',
    noTitle: false,
    negative: LOWER_IS_BETTER.has(pl),
  };
}

/** The chart of `cl` in a definition, or the default when cl is absent; undefined for a type it does not offer. */
export function chartFor(definition: ReportDefinition, cl: string | null | undefined): ReportChartSpec | undefined {
  if (!cl) return definition.chart;
  return definition.charts.find((c) => c.chartType === cl);
}
