import type { Options } from 'highcharts';
import type { Theme } from 'sdk';
import { chartColours } from '../shared/chartTheme';

/** Rate bins come on the percent scale already (42 → '42%'); scores are plain points. */
export const binLabel = (value: number, percent: boolean) => (percent ? `${Math.round(value * 10) / 10}%` : String(Math.round(value * 100) / 100));

/** Columns of sites per bin, readable in both themes; 450 px high on small screens (spec §9). */
export function histogramOptions(
  bins: readonly { min: number; max: number; count: number }[],
  { theme, percent, seriesName, small }: { theme: Theme; percent: boolean; seriesName: string; small: boolean },
): Options {
  const c = chartColours(theme);
  const axisText = { style: { color: c.text } };
  return {
    chart: { type: 'column', backgroundColor: 'transparent', height: small ? 450 : 500, style: { fontFamily: 'inherit' } },
    title: { text: undefined },
    credits: { enabled: false },
    legend: { enabled: false },
    xAxis: {
      categories: bins.map((b) => `${binLabel(b.min, percent)}–${binLabel(b.max, percent)}`),
      labels: axisText,
      lineColor: c.grid,
      tickColor: c.grid,
    },
    yAxis: { title: { text: seriesName, style: { color: c.muted } }, labels: axisText, gridLineColor: c.grid, allowDecimals: false },
    tooltip: { backgroundColor: c.tooltipBg, style: { color: c.text } },
    plotOptions: { column: { groupPadding: 0, pointPadding: 0.05, borderWidth: 0 } },
    series: [{ type: 'column', name: seriesName, color: c.series, data: bins.map((b) => b.count) }],
  };
}
