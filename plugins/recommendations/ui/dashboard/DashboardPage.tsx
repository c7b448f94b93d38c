import { Button, Callout, Classes, H5, HTMLSelect, Tag } from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import { lazy, Suspense, useMemo, useState } from 'react';
import { useSession, useSite } from 'sdk';
import { REC_MESSAGES as R } from '../../model/messages';
import { CHANNEL_KINDS } from '../../model/places';
import { badgeCounts } from '../../messages';
import { DASHBOARD } from '../messages';
import { InstalledOnly } from '../shared/InstalledOnly';
import { appletMode } from '../shared/mode';
import { RecPage } from '../shared/RecPage';
import { useInstallation } from '../shared/useInstallation';
import { ProblemDialog } from '../store/ProblemDialog';
import { useRecStore } from '../store/useRecStore';
import { DateRangeControl } from './DateRangeControl';
import { LiftPanel } from './lift/LiftPanel';
import { LIFT } from './lift/messages';
import type { RecMetricsRow } from './metricsTypes';
import { DEFAULT_PERIOD, formatDays, periodDays, type DashboardPeriod } from './period';
import { RecTable } from './RecTable';
import { STATUS_FILTERS, type StatusFilter } from './statusFilter';
import { SummaryMetrics } from './SummaryMetrics';
import { TimelineChart } from './TimelineChart';
import { useMetrics } from './useMetrics';
import { useReadiness } from './useReadiness';
import { useThemeStatus } from './useThemeStatus';
import styles from './Dashboard.module.scss';

// The add dialogs (and the catalogue they read) load when Add is pressed, not with the dashboard.
const AddDialog = lazy(() => import('../gallery/AddDialog').then((m) => ({ default: m.AddDialog })));

const CHANNELS = {
  online: { kinds: CHANNEL_KINDS.online, title: DASHBOARD.onlineTitle },
  email: { kinds: CHANNEL_KINDS.email, title: DASHBOARD.emailTitle },
} as const;

/** A channel's dashboard (spec 2): period, summary, chart and the recommendations table. */
const Dashboard = observer(function Dashboard({ channel }: { channel: 'online' | 'email' }) {
  const { kinds, title } = CHANNELS[channel];
  const site = useSite();
  const { devMode } = useSession();
  const store = useRecStore();
  const installation = useInstallation();
  const readiness = useReadiness();
  // Installed in the theme: asked once the table is there, again when a row changes.
  const themeVersion = channel === 'online' && store.loadState === 'loaded' ? store.byKind(kinds).map((r) => `${r._id}:${r.__v}`).join(',') : null;
  const theme = useThemeStatus(themeVersion);
  const [period, setPeriod] = useState<DashboardPeriod>(DEFAULT_PERIOD);
  const [filter, setFilter] = useState<StatusFilter>('active');
  // "now" is fixed per period choice, so re-renders do not move the range.
  const days = useMemo(() => periodDays(period, Date.now(), site.timeZone), [period, site.timeZone]);
  const metrics = useMetrics(days.from, days.to, channel);
  const data = metrics.state === 'ok' ? metrics.data : undefined;
  const byRec = useMemo(() => new Map<string, RecMetricsRow>((data?.recommendations ?? []).map((r) => [r.recommendationId, r])), [data]);
  const blocked = installation.state === 'ok' && !!installation.check.blockModify;
  const counts = store.counts(kinds);
  const labels = badgeCounts(counts.live, counts.notLive);
  const everLive = store.byKind(kinds).some((r) => r.everProduction);
  const [adding, setAdding] = useState(false);
  // Spec 2: Add opens Add Recommendation, or Add a Growth Bot in hyper mode (spec 4's mode).
  const addKind = channel === 'email' ? 'email' : appletMode(site.flags?.HicPlusModernMode, store.recommendations);
  const add = <Button icon="add" intent="primary" text={DASHBOARD.add} onClick={() => setAdding(true)} data-testid="rec-add" />;

  const extra = (
    <div className={styles.headerExtra}>
      <Tag intent="success" round data-testid="rec-count-live">{labels.live}</Tag>
      <Tag round data-testid="rec-count-not-live">{labels.notLive}</Tag>
      {store.loadState === 'loaded' && !everLive && add}
    </div>
  );

  return (
    <RecPage title={title} extra={extra} testId={`rec-dashboard-${channel}`}>
      {blocked && <Callout intent="warning" icon="lock">{R.blockModify}</Callout>}
      <div className={styles.toolbar}>
        <DateRangeControl value={period} label={`${period.name}: ${formatDays(days.from, days.to)}`} onApply={setPeriod} />
        {data && <span className={styles.bucket}>{DASHBOARD.bucket[data.period.bucket]}</span>}
      </div>
      {metrics.state === 'error' ? (
        <Callout intent="danger" title={DASHBOARD.metricsFailed} data-testid="rec-metrics-error">
          <ul>
            <li>{metrics.message}</li>
          </ul>
        </Callout>
      ) : (
        <>
          {/* Online: the credited numbers are labelled apart from the holdout's caused ones. */}
          {channel === 'online' && (
            <div className={styles.sectionHead} data-testid="rec-attributed-head">
              <H5 className={styles.sectionTitle}>{LIFT.attributedTitle}</H5>
              <span className={Classes.TEXT_MUTED}>{LIFT.attributedText}</span>
            </div>
          )}
          <SummaryMetrics data={data} />
        </>
      )}
      {channel === 'online' && <LiftPanel from={days.from} to={days.to} />}
      {metrics.state !== 'error' && (data ? <TimelineChart data={data} /> : <div className={styles.chartSpace} />)}
      <div className={styles.toolbar}>
        <label className={styles.inlineField}>
          {DASHBOARD.status}
          <HTMLSelect value={filter} onChange={(e) => setFilter(e.currentTarget.value as StatusFilter)} data-testid="rec-status-filter">
            {STATUS_FILTERS.map((f) => (
              <option key={f} value={f}>
                {DASHBOARD.filters[f]}
              </option>
            ))}
          </HTMLSelect>
        </label>
        {store.loadState === 'loaded' && everLive && add}
      </div>
      <RecTable
        store={store}
        kinds={kinds}
        channel={channel}
        filter={filter}
        metrics={byRec}
        currency={data?.currency ?? site.currencyName ?? 'USD'}
        readiness={readiness}
        theme={channel === 'online' ? theme : undefined}
        staff={devMode}
        blocked={blocked}
      />
      {adding && (
        <Suspense fallback={null}>
          <AddDialog store={store} kind={addKind} onClose={() => setAdding(false)} />
        </Suspense>
      )}
      <ProblemDialog store={store} />
    </RecPage>
  );
});

export const OnlineDashboardPage = () => (
  <InstalledOnly>
    <Dashboard channel="online" />
  </InstalledOnly>
);

/** Spec 2: Email only when the email flag or dev mode is on (its nav link needs the flag). */
export function EmailDashboardPage() {
  const site = useSite();
  const { devMode } = useSession();
  const enabled = !!site.flags?.HicPlusEnableEmail || devMode;
  return (
    <InstalledOnly>
      {enabled ? (
        <Dashboard channel="email" />
      ) : (
        <RecPage title={DASHBOARD.emailTitle} testId="rec-dashboard-email-off">
          <Callout icon="envelope">{DASHBOARD.emailOff}</Callout>
        </RecPage>
      )}
    </InstalledOnly>
  );
}
