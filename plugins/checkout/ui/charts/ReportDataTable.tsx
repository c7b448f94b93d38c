import { HTMLTable } from '@blueprintjs/core';
import { useRef } from 'react';
import { CsvExportButton } from './CsvExportButton';
import { formatPercent, formatValue } from './format';
import { DIMENSION_LABELS, groupLabel, keyDimensions } from './groupLabels';
import { CHART_LABELS } from './messages';
import { binLabel, compareLabel, foldedValue, hasMetric, isPartialBin, liftText, liftTone, marketWithheld, metricValue, smoothingNote } from './metrics';
import styles from './ReportDataTable.module.scss';
import type { ChartType, CompareMode, SessionReport, ValueFormat } from './types';

export interface ReportDataTableProps {
  report: SessionReport | undefined;
  metric: string;
  metricLabel: string;
  format: ValueFormat;
  currency?: string;
  timeZone?: string;
  analyzeBy: string | undefined;
  compare: CompareMode;
  /**
   * The smoothing the server applied to this time series ('gradual', 'stark', 'cumulative'),
   * as its label; absent or 'none' for raw values. The table says so above its numbers.
   */
  smoothing?: { kind: 'none' | 'average' | 'cumulative'; label: string };
  /** Hidden along with the report's filter pane (spec §4). */
  collapsed?: boolean;
  /**
   * The chart above. For 'table' the chart area already is this table, so this one renders
   * nothing: the report view can pass the chart's props to both without showing it twice.
   */
  chartType?: ChartType | string;
  className?: string;
}

const TONE_CLASS = { good: styles.good, bad: styles.bad, neutral: undefined } as const;

/** The report's numbers under the chart, in the report's order, formatted like the chart. */
export function ReportDataTable(props: ReportDataTableProps) {
  const { report, metric, metricLabel, compare, collapsed, chartType, className } = props;
  const tableRef = useRef<HTMLTableElement>(null);
  if (collapsed || chartType === 'table') return null;
  // The chart area explains an empty or unusable report; an empty table would only repeat it.
  if (!report || report.groups.length === 0 || !hasMetric(report, metric)) return null;

  const dimensions = keyDimensions(report, props.analyzeBy);
  const compareName = compareLabel(compare);
  const labelContext = { currency: props.currency, timeZone: props.timeZone, bin: report.period?.bin };
  const number = styles.number;
  // The table is where the exact numbers are read: no 1.2K, no $3.4M (the chart keeps those).
  const exact = { ...props, exact: true };
  const other = foldedValue(report, metric, props.analyzeBy);
  const note = smoothingNote(props.smoothing, report);

  const title = dimensions.length ? `${metricLabel} by ${dimensions.map((d) => DIMENSION_LABELS[d]).join(' and ')}` : metricLabel;

  return (
    <div className={[styles.scroll, className].filter(Boolean).join(' ')}>
      <div className={styles.tools}>
        <CsvExportButton table={tableRef} title={title} />
      </div>
      <HTMLTable ref={tableRef} compact striped className={styles.table} aria-label={metricLabel}>
        {note && (
          <caption className={styles.caption} data-testid="report-table-smoothing">
            {note}
          </caption>
        )}
        <thead>
          <tr>
            {dimensions.map((dimension) => (
              <th key={dimension}>{DIMENSION_LABELS[dimension]}</th>
            ))}
            <th className={number}>{metricLabel}</th>
            {compareName && (
              <>
                <th className={number}>{compareName}</th>
                <th className={number}>{CHART_LABELS.lift}</th>
                <th className={number}>{CHART_LABELS.confidence}</th>
              </>
            )}
          </tr>
        </thead>
        <tbody>
          {report.groups.map((group, index) => {
            const value = metricValue(group, metric);
            const withheld = marketWithheld(group, compare);
            return (
              // Groups have no id; the report's order is their identity for one render.
              <tr key={index}>
                {dimensions.map((dimension) => (
                  <td key={dimension}>{dimension === 'arrivalTimeUtc' ? binLabel(groupLabel(group.key, dimension, labelContext), isPartialBin(group, report)) : groupLabel(group.key, dimension, labelContext)}</td>
                ))}
                <td className={number}>{formatValue(value?.primary, exact)}</td>
                {compareName && (
                  <>
                    <td className={[number, withheld && styles.withheld].filter(Boolean).join(' ')}>
                      {withheld ? CHART_LABELS.marketTooSmall : formatValue(value?.compare, exact)}
                    </td>
                    <td className={[number, withheld ? styles.withheld : TONE_CLASS[liftTone(value?.lift, metric)]].filter(Boolean).join(' ')}>
                      {withheld ? CHART_LABELS.marketTooSmall : liftText(value, metric, compare)}
                    </td>
                    <td className={number}>{formatPercent(value?.confidence)}</td>
                  </>
                )}
              </tr>
            );
          })}
          {other !== null && (
            <tr data-testid="report-table-other">
              <td colSpan={Math.max(1, dimensions.length)}>{CHART_LABELS.other}</td>
              <td className={number}>{formatValue(other, exact)}</td>
              {compareName && <td colSpan={3} />}
            </tr>
          )}
        </tbody>
      </HTMLTable>
    </div>
  );
}
