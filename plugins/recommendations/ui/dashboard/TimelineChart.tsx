import { Classes } from '@blueprintjs/core';
import type { Options } from 'highcharts';
import { useMemo } from 'react';
import { usePreferences } from 'sdk';
import { DASHBOARD } from '../messages';
import { markerLines } from '../reports/chartOptions';
import { placeMarkers } from '../reports/markers';
import { partialMarks, partialTitle } from '../reports/partial';
import { count, money } from './format';
import { useHighcharts } from './highcharts';
import type { MetricsAnswer } from './metricsTypes';

/** Spec 9: chart heights about 275 and 200. */
export const CHART_HEIGHT = 275;

/**
 * Revenue (columns) and visits (line) per bucket of the metrics API, an hour or a day, with a
 * line where something changed (issue 14: so a merchant sees why a line moved).
 */
export function timelineOptions(data: MetricsAnswer, dark: boolean): Options {
  const text = dark ? '#d3d8de' : '#404854';
  const grid = dark ? '#383e47' : '#e5e8eb';
  const axis = { labels: { style: { color: text } }, gridLineColor: grid, lineColor: grid };
  const partial = partialMarks(data.timeline, data.period.partialAt, text);
  // The partial bucket's column is pale: a day half over is not a day of low revenue.
  const revenue = data.timeline.map((p, i) => (i === partial?.index ? { y: p.revenue, color: 'rgba(45, 114, 210, 0.35)', className: 'rec-partial-column' } : p.revenue));
  return {
    chart: { backgroundColor: 'transparent', height: CHART_HEIGHT, style: { fontFamily: 'inherit' } },
    title: { text: undefined },
    credits: { enabled: false },
    accessibility: { enabled: false },
    legend: { itemStyle: { color: text } },
    xAxis: {
      ...axis,
      categories: data.timeline.map((p) => (data.period.bucket === 'hour' ? p.at.slice(5) : p.at.slice(5, 10))),
      tickmarkPlacement: 'on',
      plotLines: markerLines(placeMarkers(data.markers ?? [], data.timeline, data.period.bucket, data.timeZone), data.timeline.length),
      ...(partial && { plotBands: partial.plotBands }),
    },
    yAxis: [
      { ...axis, title: { text: DASHBOARD.summary.revenue, style: { color: text } } },
      { ...axis, title: { text: DASHBOARD.summary.visits, style: { color: text } }, opposite: true },
    ],
    tooltip: {
      shared: true,
      formatter() {
        const points = this.points ?? [this];
        const lines = points.map((p) => `${p.series.name}: <b>${p.series.type === 'column' ? money(p.y ?? 0, data.currency) : count(p.y ?? 0)}</b>`);
        return [`<b>${partialTitle(data.timeline[this.index]?.at ?? '', this.index === partial?.index)}</b>`, ...lines].join('<br/>');
      },
    },
    series: [
      {
        type: 'column',
        name: DASHBOARD.summary.revenue,
        data: revenue,
        color: '#2d72d2',
      },
      { type: 'line', name: DASHBOARD.summary.visits, data: data.timeline.map((p) => p.visits), yAxis: 1, color: '#29a634', ...(partial && { zoneAxis: 'x', zones: partial.zones }) },
    ],
  };
}

export function TimelineChart({ data }: { data: MetricsAnswer }) {
  const loaded = useHighcharts();
  const { theme } = usePreferences();
  const options = useMemo(() => timelineOptions(data, theme === 'dark'), [data, theme]);
  if (!loaded) return <div className={Classes.SKELETON} style={{ height: CHART_HEIGHT }} data-testid="rec-chart-loading" />;
  const { Highcharts, HighchartsReact } = loaded;
  return (
    <div data-testid="rec-timeline" data-bucket={data.period.bucket}>
      <HighchartsReact highcharts={Highcharts} options={options} containerProps={{ style: { height: CHART_HEIGHT } }} />
    </div>
  );
}
