import { Callout } from '@blueprintjs/core';
import { useMemo } from 'react';
import { BAR_HEIGHT, barOptions } from './chartOptions';
import { REPORTS } from './messages';
import { ReportChart } from './ReportChart';
import { ExportButton, ReportTable } from './ReportTable';
import type { ReportAnswer } from './reportTypes';
import { recommendationsTable } from './tables';
import styles from './Reports.module.scss';

/** The chart shows this many (the most revenue impacted); the table has them all. */
export const TOP_BARS = 10;

export function RecommendationsSection({ answer, names, dark }: { answer: ReportAnswer; names: ReadonlyMap<string, string>; dark: boolean }) {
  const table = useMemo(() => recommendationsTable(answer, names), [answer, names]);
  const options = useMemo(() => {
    const top = table.keys.slice(0, TOP_BARS);
    const byId = new Map(answer.recommendations.map((r) => [r.recommendationId, r]));
    return barOptions(
      top.map((id) => names.get(id) ?? REPORTS.otherRecommendation),
      { label: REPORTS.recColumns.revenueImpacted, kind: 'money' },
      top.map((id) => byId.get(id)?.revenueImpacted ?? 0),
      answer.currency,
      dark,
    );
  }, [table, answer, names, dark]);
  if (!table.rows.length) return <Callout data-testid="rec-report-empty">{REPORTS.noRecommendations}</Callout>;
  return (
    <>
      <div className={styles.toolbar}>
        <span className={styles.subtitle}>{REPORTS.recColumns.revenueImpacted}</span>
        <ExportButton tables={[table]} section="recommendations" from={answer.period.from.slice(0, 10)} to={answer.period.to.slice(0, 10)} />
      </div>
      <ReportChart options={options} height={BAR_HEIGHT} testId="rec-report-bars" />
      <ReportTable table={table} testId="rec-report-table" />
    </>
  );
}
