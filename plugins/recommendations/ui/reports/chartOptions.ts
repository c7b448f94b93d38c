// Highcharts options of the report charts (pure, so they are tested without a browser).
import type { Options, XAxisPlotLinesOptions } from 'highcharts';
import { axisLabel } from './axisLabel';
import { formatMetric } from './format';
import type { PlacedMarker } from './markers';
import { partialMarks, partialTitle } from './partial';
import { REPORTS } from './messages';
import type { ReportAnswer } from './reportTypes';
import type { MetricDef, MetricKind } from './sections';

/** Spec 9: chart heights about 275 and 200. */
export const TREND_HEIGHT = 275;
export const BAR_HEIGHT = 200;

const MARKER_COLORS = { published: '#238551', paused: '#c87619', plan: '#7961db', holdout: '#00a396' } as const;

function palette(dark: boolean) {
  const text = dark ? '#d3d8de' : '#404854';
  const grid = dark ? '#383e47' : '#e5e8eb';
  return { text, grid, axis: { labels: { style: { color: text } }, gridLineColor: grid, lineColor: grid } };
}

const base = (height: number, text: string): Options => ({
  chart: { backgroundColor: 'transparent', height, style: { fontFamily: 'inherit' } },
  title: { text: undefined },
  credits: { enabled: false },
  accessibility: { enabled: false },
  legend: { itemStyle: { color: text } },
});

/** A bucket's label on the axis: 'MM-DD' by day, 'MM-DD HH:mm' by hour. */
export const bucketLabel = (at: string, bucket: 'hour' | 'day') => (bucket === 'hour' ? at.slice(5) : at.slice(5, 10));

/**
 * One vertical line per bucket with changes; its label names the first kind, '+n' the others.
 * In the right half of `buckets` the label sits left of its line, so it stays in the plot.
 */
export function markerLines(placed: readonly PlacedMarker[], buckets: number): XAxisPlotLinesOptions[] {
  return placed.map((m) => {
    const right = m.index >= buckets / 2;
    return {
      value: m.index,
      color: MARKER_COLORS[m.kinds[0]],
      dashStyle: 'ShortDash',
      width: 2,
      zIndex: 3,
      className: `report-marker report-marker-${m.kinds[0]}`,
      label: {
        text: `${REPORTS.markerShort[m.kinds[0]]}${m.lines.length > 1 ? ` +${m.lines.length - 1}` : ''}`,
        rotation: 0,
        align: right ? 'right' : 'left',
        textAlign: right ? 'right' : 'left',
        x: right ? -4 : 4,
        y: 12,
        style: { color: MARKER_COLORS[m.kinds[0]], fontSize: '11px' },
      },
    };
  });
}

/** A section's chosen metric over the range, with the changes drawn where they happened. */
export function trendOptions(answer: ReportAnswer, metric: MetricDef, placed: readonly PlacedMarker[], dark: boolean): Options {
  const { text, axis } = palette(dark);
  const name = REPORTS.metrics[metric.key];
  const partial = partialMarks(answer.timeline, answer.period.partialAt, text);
  return {
    ...base(TREND_HEIGHT, text),
    xAxis: {
      ...axis,
      categories: answer.timeline.map((p) => bucketLabel(p.at, answer.period.bucket)),
      tickmarkPlacement: 'on',
      plotLines: markerLines(placed, answer.timeline.length),
      ...(partial && { plotBands: partial.plotBands }),
    },
    yAxis: { ...axis, title: { text: name, style: { color: text } }, min: 0 },
    tooltip: {
      formatter() {
        const i = this.index ?? 0;
        const changes = placed.find((m) => m.index === i)?.lines ?? [];
        return [`<b>${partialTitle(answer.timeline[i]?.at ?? '', i === partial?.index)}</b>`, `${name}: <b>${formatMetric(this.y, metric.kind, answer.currency)}</b>`, ...changes].join('<br/>');
      },
    },
    series: [{ type: 'line', name, data: answer.timeline.map((p) => p[metric.key] ?? null), color: '#2d72d2', ...(partial && { zoneAxis: 'x', zones: partial.zones }) }],
  };
}

/**
 * Bars per named item (recommendations, audiences): the axis shows spec 2's cut labels, the
 * tooltip the whole name.
 */
export function barOptions(names: readonly string[], metric: { label: string; kind: MetricKind }, values: readonly (number | null)[], currency: string, dark: boolean): Options {
  const { text, axis } = palette(dark);
  const { label } = metric;
  return {
    ...base(BAR_HEIGHT, text),
    legend: { enabled: false },
    xAxis: { ...axis, categories: names.map(axisLabel) },
    yAxis: { ...axis, title: { text: undefined }, min: 0 },
    tooltip: {
      formatter() {
        const i = this.index ?? 0;
        return `<b>${names[i] ?? ''}</b><br/>${label}: <b>${formatMetric(this.y, metric.kind, currency)}</b>`;
      },
    },
    series: [{ type: 'column', name: label, data: [...values], color: '#2d72d2', borderWidth: 0 }],
  };
}
