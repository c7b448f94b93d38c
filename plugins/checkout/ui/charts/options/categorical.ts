// column and bar: one category per group (in the report's order), primary and compare bars.
// With lift statistics a click on a bar toggles the tooltip's detail view (spec §4).
import type { Options, Point, SeriesBarOptions, SeriesColumnOptions } from 'highcharts';
import { escapeHtml } from '../escapeHtml';
import { compareLabel, hasLiftStats, marketWithheld } from '../metrics';
import { createTooltipToggle, tooltipHtml, type TooltipToggle } from '../tooltip';
import { baseOptions, chartNumber, chartRows, groupAxisStyle, valueAxis, type ChartInput } from './common';

type CategoricalType = 'column' | 'bar';
type Series = SeriesColumnOptions | SeriesBarOptions;

export function categoricalOptions(input: ChartInput, type: CategoricalType, toggle: TooltipToggle = createTooltipToggle()): Options {
  const { palette, compare } = input;
  const rows = chartRows(input);
  const canToggle = hasLiftStats(input.report, input.metric, compare);

  const series: Series[] = [
    { type, name: escapeHtml(input.metricLabel), color: palette.primary, data: rows.map((row) => chartNumber(row.value?.primary)) },
  ];
  const compareName = compareLabel(compare);
  if (compareName) {
    series.push({
      type,
      name: compareName,
      // A lighter fill with a dashed outline: the same "reference" look as the dashed line.
      color: `${palette.compare}66`,
      borderColor: palette.compare,
      borderWidth: 1,
      dashStyle: 'Dash',
      data: rows.map((row) => chartNumber(row.value?.compare)),
    });
  }

  return {
    ...baseOptions(input),
    xAxis: { ...groupAxisStyle(palette), categories: rows.map((row) => escapeHtml(row.label)) },
    yAxis: valueAxis(input),
    plotOptions: {
      series: {
        cursor: canToggle ? 'pointer' : undefined,
        point: {
          events: canToggle
            ? {
                click(this: Point) {
                  toggle.toggle();
                  // Redraw the open tooltip in the new view without waiting for the next hover.
                  this.series.chart.tooltip.refresh(this);
                  return false;
                },
              }
            : {},
        },
      },
    },
    tooltip: {
      ...baseOptions(input).tooltip,
      formatter(this: Point) {
        const row = rows[this.index];
        if (!row) return false;
        return tooltipHtml({ title: row.label, seriesName: this.series.name, y: this.y, value: row.value, marketWithheld: marketWithheld(row.group, compare) }, toggle.view, canToggle, input);
      },
    },
    series,
  };
}
