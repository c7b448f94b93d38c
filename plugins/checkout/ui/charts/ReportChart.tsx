import { useMemo, useRef } from 'react';
import { ChartErrorBox } from './ChartErrorBox';
import { ChartLoading } from './ChartLoading';
import { chartState } from './chartState';
import { HighchartsView } from './HighchartsView';
import { MapChart } from './MapChart';
import { CHART_LABELS } from './messages';
import { buildChartOptions, type PlainChartType } from './options/buildChartOptions';
import type { MapDimension } from './options/map';
import styles from './ReportChart.module.scss';
import { ReportDataTable } from './ReportDataTable';
import { paletteFor } from './theme';
import type { ReportChartProps, SessionReport } from './types';
import { useDarkTheme } from './useDarkTheme';

interface PlainChartProps extends ReportChartProps {
  chartType: PlainChartType;
  report: SessionReport;
}

function PlainChart(props: PlainChartProps) {
  const { chartType, report, metric, metricLabel, format, currency, timeZone, analyzeBy, compare, height } = props;
  const ref = useRef<HTMLDivElement>(null);
  const dark = useDarkTheme(ref);
  const options = useMemo(
    () => buildChartOptions(chartType, { report, metric, metricLabel, format, currency, timeZone, analyzeBy, compare, height, palette: paletteFor(dark) }),
    [chartType, report, metric, metricLabel, format, currency, timeZone, analyzeBy, compare, height, dark],
  );
  return (
    <div ref={ref} className={styles.chart} data-chart-type={chartType} data-theme={dark ? 'dark' : 'light'}>
      <HighchartsView options={options} height={height} label={CHART_LABELS.chartAlt(metricLabel)} />
    </div>
  );
}

/**
 * The report's chart (spec §2 "Report view"), or the reason there is none: an undefined or
 * unknown chart type, a query error, no data, or a metric the report does not carry.
 */
export function ReportChart(props: ReportChartProps) {
  const state = chartState(props);
  if (state.kind === 'message') return <ChartErrorBox message={state.message} neutral={state.neutral} />;
  if (state.kind === 'loading') return <ChartLoading height={props.height} />;
  // chartState only answers 'chart' for a report with groups.
  const report = props.report as SessionReport;
  switch (state.chartType) {
    case 'table':
      return <ReportDataTable {...props} chartType={undefined} report={report} />;
    case 'map':
      return <MapChart {...props} report={report} analyzeBy={props.analyzeBy as MapDimension} />;
    default:
      return <PlainChart {...props} chartType={state.chartType} report={report} />;
  }
}
