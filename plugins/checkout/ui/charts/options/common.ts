// What every chart shares: the input the builders take, the themed base options, the value axis
// and the rows (group + label + metric value). Type-only Highcharts imports keep the builders
// out of the Highcharts chunk's way: they are plain functions of data, tested without a DOM.
import type { AxisLabelsFormatterContextObject, Options, XAxisOptions, YAxisOptions } from 'highcharts';
import { escapeHtml } from '../escapeHtml';
import { formatValue } from '../format';
import { groupLabel } from '../groupLabels';
import { CHART_MESSAGES } from '../messages';
import { metricValue } from '../metrics';
import type { ChartPalette } from '../theme';
import type { CompareMode, MetricValue, SessionGroup, SessionReport, ValueFormat } from '../types';

export interface ChartInput {
  report: SessionReport;
  metric: string;
  metricLabel: string;
  format: ValueFormat;
  currency?: string;
  timeZone?: string;
  analyzeBy: string | undefined;
  compare: CompareMode;
  height: number;
  palette: ChartPalette;
}

export interface ChartRow {
  group: SessionGroup;
  /** Plain text; escape it before it goes into Highcharts markup. */
  label: string;
  value: MetricValue | undefined;
}

export function chartRows(input: ChartInput): ChartRow[] {
  const context = { currency: input.currency, timeZone: input.timeZone, bin: input.report.period?.bin };
  return input.report.groups.map((group) => ({
    group,
    label: groupLabel(group.key, input.analyzeBy, context),
    value: metricValue(group, input.metric),
  }));
}

/** A finite number or null (Highcharts draws null as a gap, NaN as garbage). */
export function chartNumber(value: number | null | undefined): number | null {
  return typeof value === 'number' && Number.isFinite(value) ? value : null;
}

export function baseOptions({ height, timeZone, palette }: ChartInput): Options {
  return {
    chart: { height, backgroundColor: 'transparent', style: { fontFamily: 'inherit' } },
    title: { text: undefined },
    credits: { enabled: false },
    // The accessibility module is not loaded (README: size); this silences the console warning.
    // The data table under the chart carries the same numbers as real HTML.
    accessibility: { enabled: false },
    // Dates on the time axis and in tooltips are the site's local time, not the browser's.
    time: { timezone: timeZone || 'UTC' },
    lang: { noData: CHART_MESSAGES.noData },
    noData: { style: { color: palette.mutedText, fontWeight: 'normal' } },
    legend: {
      itemStyle: { color: palette.text },
      itemHoverStyle: { color: palette.mutedText },
      itemHiddenStyle: { color: palette.axisLine },
    },
    tooltip: { backgroundColor: palette.tooltipBackground, borderColor: palette.grid, style: { color: palette.text } },
  };
}

export function valueAxis(input: ChartInput): YAxisOptions {
  const { palette } = input;
  return {
    title: { text: escapeHtml(input.metricLabel), style: { color: palette.mutedText } },
    labels: {
      style: { color: palette.mutedText },
      formatter(this: AxisLabelsFormatterContextObject) {
        return formatValue(Number(this.value), input);
      },
    },
    gridLineColor: palette.grid,
  };
}

/** Axis colours for the category/time axis. */
export function groupAxisStyle(palette: ChartPalette): XAxisOptions {
  return {
    labels: { style: { color: palette.mutedText } },
    lineColor: palette.axisLine,
    tickColor: palette.axisLine,
    gridLineColor: palette.grid,
  };
}
