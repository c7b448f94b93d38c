// The charts' public surface: the report view (ui/report) and the other pages import from here.
export { ReportChart } from './ReportChart';
export { ReportDataTable, type ReportDataTableProps } from './ReportDataTable';
export { ChartErrorBox, type ChartErrorBoxProps } from './ChartErrorBox';
export { CHART_LABELS, CHART_MESSAGES, QUEUED_PREFIX } from './messages';
export { errorText, isQueuedError } from './errorText';
export { formatLift, formatPercent, formatValue, type FormatOptions } from './format';
export { DIMENSION_LABELS, groupLabel } from './groupLabels';
export { smoothingNote } from './metrics';
export { loadHighcharts, useHighcharts, type HighchartsModule, type HighchartsReactComponent, type LoadedHighcharts } from './highcharts';
export {
  CHART_TYPES,
  type Bin,
  type ChartType,
  type CompareMode,
  type Dimension,
  type GroupKey,
  type Interval,
  type MarketCheck,
  type MarketNotice,
  type MetricName,
  type MetricValue,
  type Period,
  type ReportChartProps,
  type SessionGroup,
  type SessionReport,
  type ValueFormat,
} from './types';
