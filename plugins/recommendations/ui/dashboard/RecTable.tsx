import { Callout, HTMLTable, NonIdealState } from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { DASHBOARD } from '../messages';
import type { RecommendationInstance, RecStoreInstance } from '../store/RecStore';
import type { RecMetricsRow } from './metricsTypes';
import { RecRow } from './RecRow';
import { StaffInfoDialog } from './StaffInfoDialog';
import { passes, type StatusFilter } from './statusFilter';
import type { Readiness } from './useReadiness';
import type { ThemeRowState, ThemeStatus } from './useThemeStatus';
import styles from './Dashboard.module.scss';

export interface RecTableProps {
  store: RecStoreInstance;
  kinds: readonly string[];
  channel: 'online' | 'email';
  filter: StatusFilter;
  metrics: Map<string, RecMetricsRow>;
  currency: string;
  readiness: Record<string, Readiness>;
  /** Installed in the theme per recommendation; loaded after the table (useThemeStatus). */
  theme?: ThemeStatus;
  staff: boolean;
  blocked: boolean;
}

/** The per-recommendation table (spec 2), filtered by status. */
export const RecTable = observer(function RecTable(props: RecTableProps) {
  const [info, setInfo] = useState<RecommendationInstance | null>(null);
  const { store } = props;
  if (store.loadState === 'error') return <Callout intent="danger">{DASHBOARD.loadFailed}</Callout>;
  const rows = store.byKind(props.kinds).filter((r) => passes(props.filter, r.displayStatus));
  const c = DASHBOARD.columns;
  const themeOf = (rec: RecommendationInstance): ThemeRowState => {
    if (props.channel !== 'online' || rec.kind === 'email' || !props.theme) return 'none';
    return props.theme.states[rec._id] ?? (props.theme.loaded ? 'unknown' : 'checking');
  };
  return (
    <div className={styles.tableWrap}>
      <HTMLTable className={styles.table} compact striped data-testid="rec-table">
        <thead>
          <tr>
            <th>{c.name}</th>
            <th>{c.status}</th>
            <th className={styles.num}>{c.views}</th>
            <th className={styles.num}>{c.clicks}</th>
            <th className={styles.num}>{c.ctr}</th>
            <th className={styles.num}>{c.revenue}</th>
            <th className={styles.num}>{c.direct}</th>
            <th>{c.actions}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((rec) => (
            <RecRow
              key={rec._id}
              rec={rec}
              store={store}
              channel={props.channel}
              metrics={props.metrics.get(rec._id)}
              currency={props.currency}
              readiness={props.readiness[rec._id]}
              theme={themeOf(rec)}
              staff={props.staff}
              blocked={props.blocked}
              onStaffInfo={setInfo}
            />
          ))}
        </tbody>
      </HTMLTable>
      {store.loadState === 'loaded' && rows.length === 0 && <NonIdealState icon="filter" description={DASHBOARD.noRecommendations} />}
      <StaffInfoDialog rec={info} readiness={info ? props.readiness[info._id] : undefined} onClose={() => setInfo(null)} />
    </div>
  );
});
