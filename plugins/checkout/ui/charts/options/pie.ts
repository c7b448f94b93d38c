// pie: each group's share of the primary value. Negative and missing values have no slice.
import type { Options, Point } from 'highcharts';
import { escapeHtml } from '../escapeHtml';
import { formatValue } from '../format';
import { CHART_LABELS } from '../messages';
import { foldedValue } from '../metrics';
import { baseOptions, chartNumber, chartRows, type ChartInput } from './common';

export interface PieShare {
  label: string;
  value: number;
  /** 0..1 of the sum of all slices. */
  share: number;
}

/**
 * The slices, and for a sum (visits, orders, revenue…) an 'Other' slice of what the report
 * folded away (groups too small in this measure): the total minus the groups shown, so the
 * shares are of the whole and not of the groups that happened to be kept.
 */
export function pieShares(input: ChartInput): PieShare[] {
  const rows = chartRows(input);
  const slices = rows
    .map((row) => ({ label: row.label, value: chartNumber(row.value?.primary) }))
    .filter((slice): slice is { label: string; value: number } => slice.value !== null && slice.value > 0);
  const other = foldedValue(input.report, input.metric, input.analyzeBy);
  if (other !== null) slices.push({ label: CHART_LABELS.other, value: other });
  const total = slices.reduce((sum, slice) => sum + slice.value, 0);
  return slices.map((slice) => ({ ...slice, share: total > 0 ? slice.value / total : 0 }));
}

export function pieOptions(input: ChartInput): Options {
  const { palette } = input;
  const shares = pieShares(input);
  const percent = (share: number) => `${(share * 100).toFixed(2)}%`;
  return {
    ...baseOptions(input),
    colors: [...palette.pie],
    plotOptions: {
      pie: {
        borderColor: palette.dark ? palette.mapBorder : undefined,
        dataLabels: {
          style: { color: palette.text, textOutline: 'none', fontWeight: 'normal' },
          formatter(this: Point) {
            return `${this.name}: ${percent(shares[this.index]?.share ?? 0)}`;
          },
        },
      },
    },
    tooltip: {
      ...baseOptions(input).tooltip,
      formatter(this: Point) {
        const slice = shares[this.index];
        if (!slice) return false;
        return `<b>${escapeHtml(slice.label)}</b><br/>${escapeHtml(input.metricLabel)}: <b>${formatValue(slice.value, input)}</b> (${percent(slice.share)})`;
      },
    },
    series: [{ type: 'pie', name: escapeHtml(input.metricLabel), data: shares.map((slice) => ({ name: escapeHtml(slice.label), y: slice.value })) }],
  };
}
