import { Spinner } from '@blueprintjs/core';
import { CHART_LABELS } from './messages';
import styles from './ReportChart.module.scss';

/** Holds the chart's height while data or Highcharts load, so the page does not jump. */
export function ChartLoading({ height }: { height: number }) {
  return (
    <div className={styles.loading} style={{ height }} role="status" aria-busy="true" aria-label={CHART_LABELS.loading}>
      <Spinner size={32} />
    </div>
  );
}
