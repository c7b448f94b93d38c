// line and area: the metric over time (analyzeBy arrivalTimeUtc) with the comparison dashed.
// Analyzed by anything else, the same chart runs over the groups as categories.
import type { Options, Point, SeriesAreaOptions, SeriesLineOptions, SeriesZonesOptionsObject, XAxisPlotLinesOptions } from 'highcharts';
import { escapeHtml } from '../escapeHtml';
import { binLabel, compareLabel, isPartialBin, marketWithheld } from '../metrics';
import { CHART_LABELS } from '../messages';
import { tooltipHtml } from '../tooltip';
import { baseOptions, chartNumber, chartRows, groupAxisStyle, valueAxis, type ChartInput, type ChartRow } from './common';

type TimeSeriesType = 'line' | 'area';
type Series = SeriesLineOptions | SeriesAreaOptions;

interface TimedRow extends ChartRow {
  x: number;
}

/** Rows with a parsable arrival time, oldest first (Highcharts needs sorted x). */
function timedRows(rows: ChartRow[]): TimedRow[] {
  return rows
    .map((row) => ({ ...row, x: Date.parse(row.group.key.arrivalTimeUtc ?? '') }))
    .filter((row) => Number.isFinite(row.x))
    .sort((a, b) => a.x - b.x);
}

/**
 * The bin still in progress (issue 32 item 10): the segment into it is dotted and the axis says
 * 'partial', so today's few hours do not read as a drop. Highcharts zones split the line at the
 * last finished bin.
 */
function partialMarks(rows: TimedRow[], input: ChartInput): { zones?: SeriesZonesOptionsObject[]; plotLines?: XAxisPlotLinesOptions[] } {
  const last = rows[rows.length - 1];
  if (!last || !isPartialBin(last.group, input.report)) return {};
  const before = rows[rows.length - 2];
  return {
    ...(before && { zones: [{ value: before.x }, { dashStyle: 'ShortDot' }] }),
    plotLines: [
      {
        value: last.x,
        color: input.palette.axisLine,
        dashStyle: 'ShortDot',
        width: 1,
        label: { text: CHART_LABELS.partial, rotation: 0, align: 'right', x: -4, y: 14, style: { color: input.palette.mutedText } },
      },
    ],
  };
}

export function timeSeriesOptions(input: ChartInput, type: TimeSeriesType): Options {
  const { palette, compare } = input;
  const datetime = input.analyzeBy === 'arrivalTimeUtc';
  const rows: ChartRow[] = datetime ? timedRows(chartRows(input)) : chartRows(input);
  // Time points are [x, y] pairs, not objects: hour bins over weeks pass Highcharts' turbo threshold.
  const points = (pick: (row: ChartRow) => number | null | undefined) =>
    rows.map((row) => (datetime ? [(row as TimedRow).x, chartNumber(pick(row))] : chartNumber(pick(row)))) as Series['data'];

  const partial = datetime ? partialMarks(rows as TimedRow[], input) : {};
  const zoned = partial.zones ? { zoneAxis: 'x' as const, zones: partial.zones } : {};
  const series: Series[] = [{ type, name: escapeHtml(input.metricLabel), color: palette.primary, data: points((row) => row.value?.primary), ...zoned }];
  const compareName = compareLabel(compare);
  if (compareName) {
    series.push({
      type,
      name: compareName,
      color: palette.compare,
      dashStyle: 'Dash',
      ...(type === 'area' ? { fillOpacity: 0.1 } : {}),
      data: points((row) => row.value?.compare),
    });
  }

  const byX = new Map(rows.map((row, index) => [datetime ? (row as TimedRow).x : index, row]));
  return {
    ...baseOptions(input),
    xAxis: datetime
      ? { ...groupAxisStyle(palette), type: 'datetime', ...(partial.plotLines && { plotLines: partial.plotLines }) }
      : { ...groupAxisStyle(palette), categories: rows.map((row) => escapeHtml(row.label)) },
    yAxis: valueAxis(input),
    plotOptions: { series: { marker: { enabled: rows.length <= 60 } }, area: { fillOpacity: 0.25 } },
    tooltip: {
      ...baseOptions(input).tooltip,
      formatter(this: Point) {
        const row = byX.get(datetime ? Number(this.x) : this.index);
        if (!row) return false;
        return tooltipHtml({ title: binLabel(row.label, isPartialBin(row.group, input.report)), seriesName: this.series.name, y: this.y, value: row.value, marketWithheld: marketWithheld(row.group, compare) }, 'simple', false, input);
      },
    },
    series,
  };
}
