// Report definitions (spec §3 "Report definition"): plain data that says what a report
// queries and which controls it offers. The query builder turns one plus the user's
// selections into a GraphQL query; nothing in here knows about React.
import type { ChartType, Dimension, MetricName, ValueFormat } from '../../charts/types';
import type { PeriodAlias } from '../dates';

export type { ChartType, Dimension, MetricName, ValueFormat };

export type QueryKind = 'compareSessions' | 'sessions' | 'histogram' | 'organizations';

/**
 * A query variable: a string '$name' is resolved from the selections by the builder's
 * resolvers (where, compareTo, smoothing, filterBy…); any other value is sent as it is.
 */
export type QueryArg = string | number | boolean | null | readonly QueryArg[] | { readonly [key: string]: QueryArg };

export interface QueryDef {
  kind: QueryKind;
  /** Arguments by name; '$x' values are variables the builder resolves. */
  args: Readonly<Record<string, QueryArg>>;
  /** Metrics to select besides the report's own (e.g. visits for the table). */
  extraMetrics?: readonly MetricName[];
  /** True when the query is a time series (smoothing applies). */
  timeSeries: boolean;
}

export type ControlStyle = 'dateRange' | 'compare' | 'chartType' | 'smoothing' | 'analyzeBy' | 'textFilter' | 'numberRange';

export interface ReportControl {
  style: ControlStyle | string;
  /** The dimension a filter control filters on. */
  dimension?: string;
  /** For numberRange: the allowed bounds of an entry. */
  min?: number;
  max?: number;
}

export interface ReportChartSpec {
  chartType: ChartType;
  /** Which of the definition's queryDef entries feeds this chart. */
  queryIndex: number;
}

export interface ReportDefinition {
  id: string;
  name: string;
  /** Menu groups the report is listed under. */
  groups: readonly string[];
  subGroup: string;
  metricName: MetricName;
  metricLabel: string;
  format: ValueFormat;
  /** The dimension the report analyzes by (the `al` parameter). */
  analyzeBy: Dimension;
  /** Default period of the report, as a spec §9 alias. */
  period: PeriodAlias | string;
  queryDef: readonly QueryDef[];
  controls: readonly ReportControl[];
  /** Filters this report leaves out because they would rig its metric, with the reason shown. */
  unavailableFilters?: ReadonlyArray<{ dimension: string; reason: string }>;
  /** The chart shown first. */
  chart: ReportChartSpec;
  /** Every chart the report can switch to; a switch swaps the chart and the query index. */
  charts: readonly ReportChartSpec[];
  status: 'production';
  noTitle: boolean;
  /** Whether the KPI's lower values are better (for the delta colours). */
  negative: boolean;
}
