import { Card, Classes } from '@blueprintjs/core';
import { DASHBOARD } from '../messages';
import { count, money } from './format';
import type { MetricsAnswer } from './metricsTypes';
import styles from './Dashboard.module.scss';

type Key = keyof typeof DASHBOARD.summary;
const TILES: { key: Key; kind: 'money' | 'count' }[] = [
  { key: 'revenueImpacted', kind: 'money' },
  { key: 'directClickRevenue', kind: 'money' },
  { key: 'visitsImpacted', kind: 'count' },
  { key: 'revenue', kind: 'money' },
  { key: 'visits', kind: 'count' },
  { key: 'conversions', kind: 'count' },
];

/** The summary numbers of the period, skeletons while they load. */
export function SummaryMetrics({ data }: { data?: MetricsAnswer }) {
  return (
    <div className={styles.summary} data-testid="rec-summary">
      {TILES.map(({ key, kind }) => {
        const value = data?.summary[key];
        const text = data ? (kind === 'money' ? money(value, data.currency) : count(value)) : '0000';
        return (
          <Card key={key} className={styles.tile} data-testid={`rec-summary-${key}`}>
            <div className={Classes.TEXT_MUTED}>{DASHBOARD.summary[key]}</div>
            <div className={`${styles.value} ${data ? '' : Classes.SKELETON}`} data-testid={`rec-summary-${key}-value`} data-raw={value ?? ''}>
              {text}
            </div>
          </Card>
        );
      })}
    </div>
  );
}
