// The report view's state (JBrowse style): the user's selections are an MST model, the
// definition and the GraphQL query are views derived from them. Answers (large rows) stay
// outside, frozen, in useReportData.
import { getEnv, types, type Instance, type SnapshotIn } from 'mobx-state-tree';
import { DEFAULT_REPORT_DATE_RANGE, REPORT_DATE_RANGES, type ReportRangeName } from '../dates';
import { buildReportDefinition, chartFor } from '../definitions/buildReportDefinition';
import type { ReportChartSpec, ReportDefinition } from '../definitions/types';
import { buildReportQuery, SMOOTHINGS, type BuiltQuery, type ReportSelections } from '../query/buildReportQuery';
import { RANGE_OPERATORS, type RangeFilterValue } from '../query/rangeFilter';

export const COMPARE_MODES = ['none', 'previousPeriod', 'market'] as const;

const RangeFilter = types.model('RangeFilter', {
  op: types.enumeration([...RANGE_OPERATORS]),
  value: types.maybe(types.number),
});

export const ReportSelectionsModel = types
  .model('ReportSelections', {
    metric: types.string,
    analyzeBy: types.string,
    chartType: types.string,
    dateName: types.optional(types.enumeration<ReportRangeName>([...REPORT_DATE_RANGES, 'Custom']), DEFAULT_REPORT_DATE_RANGE),
    customStart: types.maybe(types.string),
    customEnd: types.maybe(types.string),
    compare: types.optional(types.enumeration([...COMPARE_MODES]), 'none'),
    smoothing: types.optional(types.enumeration([...SMOOTHINGS]), 'default'),
    textFilters: types.map(types.array(types.string)),
    rangeFilters: types.map(RangeFilter),
  })
  .views((self) => ({
    /** Plain data, rebuilt only when metric or dimension change (computed). */
    get definition(): ReportDefinition | undefined {
      return buildReportDefinition(self.metric, self.analyzeBy);
    },
  }))
  .views((self) => ({
    get chart(): ReportChartSpec | undefined {
      const definition = self.definition;
      return definition && (chartFor(definition, self.chartType) ?? definition.chart);
    },
    /** The selections as the query builder reads them. */
    get plain(): ReportSelections {
      const textFilters: Record<string, string[]> = {};
      self.textFilters.forEach((values, key) => (textFilters[key] = [...values]));
      const rangeFilters: Record<string, RangeFilterValue> = {};
      self.rangeFilters.forEach((f, key) => (rangeFilters[key] = { op: f.op, value: f.value }));
      return {
        chartType: self.chartType,
        date: { name: self.dateName, customStart: self.customStart, customEnd: self.customEnd },
        compare: self.compare,
        smoothing: self.smoothing,
        textFilters,
        rangeFilters,
      };
    },
  }))
  .actions((self) => ({
    setChartType(chartType: string) {
      self.chartType = chartType;
    },
    setAnalyzeBy(dimension: string) {
      self.analyzeBy = dimension;
      // A chart the new dimension does not offer (a map by device) falls back to its default,
      // and so does one that reads another query: a line chart is the time series, so after
      // choosing Device it would keep showing dates instead of Desktop/Phone/Tablet.
      const definition = self.definition;
      const chart = definition && chartFor(definition, self.chartType);
      if (definition && (!chart || chart.queryIndex !== definition.chart.queryIndex)) self.chartType = definition.chart.chartType;
    },
    setDateRange(name: ReportRangeName, custom?: { start: string; end: string }) {
      self.dateName = name;
      self.customStart = name === 'Custom' ? custom?.start : undefined;
      self.customEnd = name === 'Custom' ? custom?.end : undefined;
    },
    setCompare(mode: (typeof COMPARE_MODES)[number]) {
      self.compare = mode;
    },
    setSmoothing(smoothing: (typeof SMOOTHINGS)[number]) {
      self.smoothing = smoothing;
    },
    setTextFilter(dimension: string, values: readonly string[]) {
      if (values.length === 0) self.textFilters.delete(dimension);
      else self.textFilters.set(dimension, [...values]);
    },
    setRangeFilter(field: string, filter: RangeFilterValue) {
      if (filter.op === 'all') self.rangeFilters.delete(field);
      else self.rangeFilters.set(field, { op: filter.op, value: filter.value });
    },
  }));

export type ReportSelectionsInstance = Instance<typeof ReportSelectionsModel>;
export type ReportSelectionsSnapshot = SnapshotIn<typeof ReportSelectionsModel>;

export interface ReportStoreEnv {
  /** The current time; injected so tests resolve ranges against a fixed now. */
  now: () => number;
}

export type QueryState = { built: BuiltQuery; error?: undefined } | { built?: undefined; error: Error };

export const ReportStore = types
  .model('ReportStore', {
    selections: ReportSelectionsModel,
    /** The site whose data is read (the demo site while demo mode is on). */
    siteId: types.string,
    timeZone: types.maybe(types.string),
  })
  .views((self) => ({
    /** The GraphQL query for the current selections, or the error a broken definition throws. */
    get query(): QueryState | undefined {
      const definition = self.selections.definition;
      if (!definition) return undefined;
      try {
        const { now } = getEnv<ReportStoreEnv>(self);
        return { built: buildReportQuery(definition, self.selections.plain, { siteId: self.siteId, now: now(), timeZone: self.timeZone }) };
      } catch (error) {
        return { error: error instanceof Error ? error : new Error(String(error)) };
      }
    },
  }))
  .actions((self) => ({
    setContext(siteId: string, timeZone: string | undefined) {
      self.siteId = siteId;
      self.timeZone = timeZone;
    },
  }));

export type ReportStoreInstance = Instance<typeof ReportStore>;

/** The selections a report opens with: the link's, over the user's saved default for it. */
export function initialSelections(
  metric: string,
  analyzeBy: string,
  chartType: string | undefined,
  saved: unknown,
): ReportSelectionsSnapshot {
  const base: ReportSelectionsSnapshot = { metric, analyzeBy, chartType: chartType ?? '' };
  const merged = saved && typeof saved === 'object' ? { ...(saved as object), ...base, chartType: chartType ?? (saved as { chartType?: string }).chartType ?? '' } : base;
  // A stale saved snapshot (an option renamed since) is dropped rather than breaking the page.
  const snapshot = ReportSelectionsModel.is(merged) ? merged : base;
  const definition = buildReportDefinition(metric, analyzeBy);
  const chart = definition && snapshot.chartType ? chartFor(definition, snapshot.chartType) : undefined;
  if (definition && !chart) return { ...snapshot, chartType: definition.chart.chartType };
  return snapshot;
}
