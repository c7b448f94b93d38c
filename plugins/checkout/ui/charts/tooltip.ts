// The bar/column tooltip (spec §4): a simple view (the hovered value) and, when the report has
// lift statistics, a detail view the user toggles by clicking a point. Pure string building so
// the views are tested without Highcharts.
import { escapeHtml } from './escapeHtml';
import { formatLift, formatNumber, formatPercent, formatValue } from './format';
import { CHART_LABELS, CHART_MESSAGES } from './messages';
import { compareLabel, liftText } from './metrics';
import type { CompareMode, MetricValue, ValueFormat } from './types';

export type TooltipView = 'simple' | 'detail';

export interface TooltipContext {
  metric: string;
  metricLabel: string;
  format: ValueFormat;
  currency?: string;
  compare: CompareMode;
}

export interface TooltipPoint {
  /** The group's label (plain text). */
  title: string;
  /** The hovered series and its value. */
  seriesName: string;
  y: number | null | undefined;
  value: MetricValue | undefined;
  /** The group's market values were withheld (metrics.ts marketWithheld). */
  marketWithheld?: boolean;
}

function intervalText(value: MetricValue | undefined): string {
  const lower = value?.liftInterval?.lower;
  const upper = value?.liftInterval?.upper;
  if (typeof lower !== 'number' || typeof upper !== 'number') return CHART_MESSAGES.unavailable;
  return `${formatLift(lower)} to ${formatLift(upper)}`;
}

/**
 * The detail view's lines as [label, text]; every missing part reads 'Unavailable', and a
 * withheld market's 'market too small'.
 */
export function detailRows(value: MetricValue | undefined, context: TooltipContext, marketWithheld = false): Array<[string, string]> {
  return [
    [context.metricLabel, formatValue(value?.primary, context)],
    [compareLabel(context.compare) ?? CHART_LABELS.market, marketWithheld ? CHART_LABELS.marketTooSmall : formatValue(value?.compare, context)],
    [CHART_LABELS.lift, marketWithheld ? CHART_LABELS.marketTooSmall : liftText(value, context.metric, context.compare)],
    [CHART_LABELS.confidence, formatPercent(value?.confidence)],
    [CHART_LABELS.liftInterval, intervalText(value)],
    [CHART_LABELS.probabilityToWin, formatPercent(value?.probabilityToWin)],
    [CHART_LABELS.sampleSizeRatio, formatNumber(value?.sampleSizeRatio)],
  ];
}

const line = (label: string, text: string) => `${escapeHtml(label)}: <b>${escapeHtml(text)}</b>`;

/**
 * The tooltip markup. `canToggle` adds the click hint; the detail view only exists when it is
 * true (no statistics → nothing to detail).
 */
export function tooltipHtml(point: TooltipPoint, view: TooltipView, canToggle: boolean, context: TooltipContext): string {
  const header = `<b>${escapeHtml(point.title)}</b>`;
  if (canToggle && view === 'detail') {
    const rows = detailRows(point.value, context, point.marketWithheld).map(([label, text]) => line(label, text));
    return [header, ...rows, `<i>${CHART_LABELS.clickForLess}</i>`].join('<br/>');
  }
  const lines = [header, line(point.seriesName, formatValue(point.y, context))];
  if (point.marketWithheld) lines.push(line(compareLabel(context.compare) ?? CHART_LABELS.market, CHART_LABELS.marketTooSmall));
  if (canToggle) lines.push(`<i>${CHART_LABELS.clickForDetails}</i>`);
  return lines.join('<br/>');
}

/** The view state of one chart: shared by its formatter and its point click handler. */
export interface TooltipToggle {
  readonly view: TooltipView;
  toggle(): TooltipView;
}

export function createTooltipToggle(): TooltipToggle {
  let view: TooltipView = 'simple';
  return {
    get view() {
      return view;
    },
    toggle() {
      view = view === 'simple' ? 'detail' : 'simple';
      return view;
    },
  };
}
