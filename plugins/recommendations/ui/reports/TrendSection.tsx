import { Card, Classes, HTMLSelect } from '@blueprintjs/core';
import { useMemo, useState } from 'react';
import { TREND_HEIGHT, trendOptions } from './chartOptions';
import { formatMetric } from './format';
import { MarkerList } from './MarkerList';
import { placeMarkers } from './markers';
import { REPORTS } from './messages';
import { ReportChart } from './ReportChart';
import { ExportButton, ReportTable } from './ReportTable';
import type { ReportAnswer } from './reportTypes';
import type { MetricDef, MetricKey, Section } from './sections';
import { trendTable } from './tables';
import styles from './Reports.module.scss';

/** Engagement or Sales: the period's numbers, one metric's trend with what changed, the buckets' table. */
export function TrendSection({ section, answer, metrics, dark }: { section: Section; answer: ReportAnswer; metrics: MetricDef[]; dark: boolean }) {
  const [chosen, setChosen] = useState<MetricKey>(metrics[0].key);
  const metric = metrics.find((m) => m.key === chosen) ?? metrics[0];
  const placed = useMemo(() => placeMarkers(answer.markers, answer.timeline, answer.period.bucket, answer.timeZone), [answer]);
  const options = useMemo(() => trendOptions(answer, metric, placed, dark), [answer, metric, placed, dark]);
  const table = useMemo(() => trendTable(answer, metrics), [answer, metrics]);
  return (
    <>
      <div className={styles.tiles} data-testid="rec-report-tiles">
        {metrics.map((m) => (
          <Card key={m.key} className={styles.tile} data-testid={`rec-report-${m.key}`}>
            <div className={Classes.TEXT_MUTED}>{REPORTS.metrics[m.key]}</div>
            <div className={styles.value} data-testid={`rec-report-${m.key}-value`} data-raw={answer.summary[m.key] ?? ''}>
              {formatMetric(answer.summary[m.key], m.kind, answer.currency)}
            </div>
          </Card>
        ))}
      </div>
      <div className={styles.toolbar}>
        <HTMLSelect value={metric.key} onChange={(e) => setChosen(e.currentTarget.value as MetricKey)} aria-label={REPORTS.sections[section]} data-testid="rec-report-metric">
          {metrics.map((m) => (
            <option key={m.key} value={m.key}>
              {REPORTS.metrics[m.key]}
            </option>
          ))}
        </HTMLSelect>
        <ExportButton tables={[table]} section={section} from={answer.period.from.slice(0, 10)} to={answer.period.to.slice(0, 10)} />
      </div>
      <ReportChart options={options} height={TREND_HEIGHT} testId="rec-report-trend" />
      <MarkerList answer={answer} />
      <ReportTable table={table} testId="rec-report-table" />
    </>
  );
}
