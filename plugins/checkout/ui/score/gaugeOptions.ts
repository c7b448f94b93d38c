import type { Options } from 'highcharts';
import type { Theme } from 'sdk';
import { chartColours } from '../shared/chartTheme';

export interface GaugeInput {
  current: number | null;
  previous: number | null;
  currentColour: string;
  previousColour: string;
  theme: Theme;
  labels: { current: string; previous: string };
}

// Outer ring: the last 4 weeks; inner, thinner ring: the 4 weeks before (a secondary dial).
const OUTER = { radius: '100%', innerRadius: '80%' } as const;
const INNER = { radius: '72%', innerRadius: '62%' } as const;

/**
 * The 'Checkout Score' solid gauge (spec §9: pane angles 225 to 495). The numbers are drawn
 * in HTML over the chart, so the chart has no data labels: they stay readable in both themes
 * and testable without a chart.
 */
export function gaugeOptions({ current, previous, currentColour, previousColour, theme, labels }: GaugeInput): Options {
  const colours = chartColours(theme);
  return {
    chart: { type: 'solidgauge', backgroundColor: 'transparent', height: 220, spacing: [0, 0, 0, 0], style: { fontFamily: 'inherit' } },
    title: { text: undefined },
    credits: { enabled: false },
    accessibility: { enabled: false },
    tooltip: { enabled: false },
    pane: {
      startAngle: 225,
      endAngle: 495,
      center: ['50%', '50%'],
      size: '100%',
      background: [
        { ...OUTER, outerRadius: OUTER.radius, backgroundColor: colours.track, borderWidth: 0, shape: 'arc' },
        { ...INNER, outerRadius: INNER.radius, backgroundColor: colours.track, borderWidth: 0, shape: 'arc' },
      ],
    },
    yAxis: { min: 0, max: 100, lineWidth: 0, tickWidth: 0, tickPositions: [], labels: { enabled: false } },
    plotOptions: { solidgauge: { dataLabels: { enabled: false }, enableMouseTracking: false, animation: { duration: 400 } } },
    series: [
      { type: 'solidgauge', name: labels.current, data: [{ y: current ?? 0, color: currentColour, ...OUTER }] },
      { type: 'solidgauge', name: labels.previous, data: [{ y: previous ?? 0, color: previousColour, ...INNER }] },
    ],
  };
}
