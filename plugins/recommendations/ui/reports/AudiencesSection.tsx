import { useMemo } from 'react';
import { BAR_HEIGHT, barOptions } from './chartOptions';
import { REPORTS } from './messages';
import { ReportChart } from './ReportChart';
import { ExportButton, ReportTable } from './ReportTable';
import type { ReportAnswer } from './reportTypes';
import { AUDIENCES, audiencesTable, type AudienceKey } from './tables';
import styles from './Reports.module.scss';

/** Device by visitor kind: who the recommendations work for. */
export function AudiencesSection({ answers, currency, from, to, dark }: { answers: ReadonlyMap<AudienceKey, ReportAnswer>; currency: string; from: string; to: string; dark: boolean }) {
  const table = useMemo(() => audiencesTable(answers, currency), [answers, currency]);
  const options = useMemo(() => {
    const present = AUDIENCES.filter((a) => answers.has(a.key));
    return barOptions(
      present.map((a) => REPORTS.audiences[a.key]),
      { label: REPORTS.metrics.revenue, kind: 'money' },
      present.map((a) => answers.get(a.key)!.summary.revenue),
      currency,
      dark,
    );
  }, [answers, currency, dark]);
  return (
    <>
      <div className={styles.toolbar}>
        <span className={styles.subtitle}>{REPORTS.metrics.revenue}</span>
        <ExportButton tables={[table]} section="audiences" from={from} to={to} />
      </div>
      <ReportChart options={options} height={BAR_HEIGHT} testId="rec-report-bars" />
      <ReportTable table={table} testId="rec-report-table" />
    </>
  );
}
