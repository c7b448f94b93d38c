import { H5 } from '@blueprintjs/core';
import { useMemo } from 'react';
import { REPORTS } from './messages';
import { ExportButton, ReportTable } from './ReportTable';
import type { ReportAnswer } from './reportTypes';
import { funnelSteps, funnelTable } from './tables';
import styles from './Reports.module.scss';

/** Internal mode: how visits and recommendation views narrow down to orders. */
export function FunnelsSection({ all, clicked, from, to }: { all: ReportAnswer; clicked: ReportAnswer; from: string; to: string }) {
  const tables = useMemo(() => {
    const steps = funnelSteps(all, clicked);
    return { visits: funnelTable(steps.visits), recommendations: funnelTable(steps.recommendations) };
  }, [all, clicked]);
  return (
    <>
      <div className={styles.toolbar}>
        <H5 className={styles.subtitle}>{REPORTS.visitsFunnel}</H5>
        <ExportButton tables={[tables.visits, tables.recommendations]} section="funnels" from={from} to={to} />
      </div>
      <ReportTable table={tables.visits} testId="rec-report-funnel-visits" />
      <H5 className={`${styles.subtitle} ${styles.spaced}`}>{REPORTS.recsFunnel}</H5>
      <ReportTable table={tables.recommendations} testId="rec-report-funnel-recs" />
    </>
  );
}
