import { Card, Classes, H4, Tag } from '@blueprintjs/core';
import type { GqlSubScore } from '../data/useCheckoutScore';
import type { KpiDefinition } from '../kpis/kpiDefinitions';
import { Delta } from '../shared/Delta';
import { formatKpiValue, formatScore, pointChange } from '../shared/format';
import { LinkList } from './LinkList';
import { INSIGHTS_MESSAGES as M } from './messages';
import styles from './InsightsPage.module.scss';

export interface InsightCardProps {
  kpi: KpiDefinition;
  current: GqlSubScore | undefined;
  previous: GqlSubScore | undefined;
  loading: boolean;
}

/** One KPI: its sub-score, the change in points vs the previous 4 weeks, and its reports. */
export function InsightCard({ kpi, current, previous, loading }: InsightCardProps) {
  const testId = `insight-${kpi.name}`;
  const skeleton = loading ? Classes.SKELETON : undefined;
  return (
    <Card className={styles.card} data-testid={testId}>
      <div className={styles.cardHeader}>
        <H4 className={styles.cardTitle}>{kpi.label}</H4>
        <Tag minimal className={styles.weight}>{M.weight(current?.weightPct ?? kpi.weight)}</Tag>
      </div>
      <div className={styles.scoreRow}>
        <span className={[styles.score, skeleton].filter(Boolean).join(' ')} data-testid={`${testId}-score`} aria-label={M.subScore}>
          {formatScore(current?.score)}
        </span>
        <span className={skeleton}>
          {/* A sub-score is better when higher, whichever direction the KPI itself is good in. */}
          <Delta value={pointChange(current?.score, previous?.score)} kind="points" missing={M.noCompare} testId={`${testId}-delta`} />{' '}
          <span className={Classes.TEXT_MUTED}>{M.vsPrevious}</span>
        </span>
      </div>
      <p className={[Classes.TEXT_MUTED, skeleton].filter(Boolean).join(' ')}>
        {M.value}: <strong data-testid={`${testId}-value`}>{formatKpiValue(kpi.name, current?.details.value)}</strong>
      </p>
      <p className={styles.cta}>{kpi.cta}</p>
      <p>{kpi.description}</p>
      <p className={[Classes.TEXT_SMALL, Classes.TEXT_MUTED].join(' ')}>
        {M.formula}: <code>{kpi.formulaText}</code>
      </p>
      <LinkList links={kpi.insightLinks} testId={`${testId}-links`} />
    </Card>
  );
}
