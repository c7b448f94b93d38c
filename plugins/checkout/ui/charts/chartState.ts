// What the chart area shows for a set of props, decided before any Highcharts code runs.
import { hasMetric } from './metrics';
import { CHART_MESSAGES } from './messages';
import { isMapDimension } from './options/map';
import { CHART_TYPES, type ChartType, type ReportChartProps } from './types';

export type ChartState =
  | { kind: 'message'; message: string; neutral: boolean }
  | { kind: 'loading' }
  | { kind: 'chart'; chartType: ChartType };

const message = (text: string, neutral = false): ChartState => ({ kind: 'message', message: text, neutral });

export function isChartType(value: string): value is ChartType {
  return (CHART_TYPES as readonly string[]).includes(value);
}

type StateProps = Pick<ReportChartProps, 'chartType' | 'report' | 'metric' | 'analyzeBy' | 'error' | 'loading'>;

export function chartState({ chartType, report, metric, analyzeBy, error, loading }: StateProps): ChartState {
  // A report definition without a chart is a configuration problem: no query result changes that.
  if (!chartType) return message(CHART_MESSAGES.notDefined);
  if (!isChartType(chartType)) return message(CHART_MESSAGES.typeNotDefined(chartType));
  if (error !== undefined) return message(error || CHART_MESSAGES.unexpected, error === CHART_MESSAGES.queued);
  if (loading) return { kind: 'loading' };
  if (!report || report.groups.length === 0) return message(CHART_MESSAGES.noData);
  if (!hasMetric(report, metric)) return message(CHART_MESSAGES.noDataIndex);
  // A map needs a place per group: any other grouping has nothing to put on it.
  if (chartType === 'map' && !isMapDimension(analyzeBy)) return message(CHART_MESSAGES.noDataIndex);
  return { kind: 'chart', chartType };
}
