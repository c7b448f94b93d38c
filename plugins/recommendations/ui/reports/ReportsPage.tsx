import { Callout, NonIdealState, Spinner, Tab, Tabs, Tag } from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { usePreferences, useSession, useSite } from 'sdk';
import { DateRangeControl } from '../dashboard/DateRangeControl';
import { DEFAULT_PERIOD, formatDays, periodDays, type DashboardPeriod } from '../dashboard/period';
import { DASHBOARD } from '../messages';
import { InstalledOnly } from '../shared/InstalledOnly';
import { RecPage } from '../shared/RecPage';
import { useRecStore } from '../store/useRecStore';
import { AudiencesSection } from './AudiencesSection';
import { FunnelsSection } from './FunnelsSection';
import { REPORTS } from './messages';
import type { ReportAnswer } from './reportTypes';
import { RecommendationsSection } from './RecommendationsSection';
import { ENGAGEMENT_METRICS, SALES_METRICS, sectionFrom, sectionsFor, type Section } from './sections';
import { SegmentBar } from './SegmentBar';
import { readSegments, segmentQuery, withQuery, type SegmentKey } from './segments';
import { AUDIENCES, type AudienceKey } from './tables';
import { TrendSection } from './TrendSection';
import { useReports, type ReportRequest } from './useReports';
import styles from './Reports.module.scss';

const ONLINE_KINDS = ['online', 'hyper-online'];

/** The queries a section needs: one, the four audiences, or the two funnels. */
export function sectionRequests(section: Section, base: Record<string, string>): ReportRequest[] {
  if (section === 'audiences') return AUDIENCES.map((a) => ({ id: REPORTS.audiences[a.key], query: withQuery(base, a.query) }));
  if (section === 'funnels') {
    return [
      { id: REPORTS.funnels.visits, query: base },
      { id: REPORTS.funnels.clicked, query: withQuery(base, { recommendClicked: 'true' }) },
    ];
  }
  return [{ id: REPORTS.sections[section], query: base }];
}

/** Spec 2 Reports: sections in the query string, segment filters, the metrics of each section. */
const Reports = observer(function Reports() {
  const site = useSite();
  const { devMode } = useSession();
  const { theme } = usePreferences();
  const dark = theme === 'dark';
  const store = useRecStore();
  // Funnels and dev data are internal: the internal-reporting flag or dev mode.
  const internal = site.flags?.HicPlusInternalReporting === true || devMode;
  const [params, setParams] = useSearchParams();
  const section = sectionFrom(params.get('section'), internal);
  const segments = readSegments(params);
  const setParam = (name: string, value: string) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value) next.set(name, value);
        else next.delete(name);
        return next;
      },
      { replace: name !== 'section' },
    );
  const [period, setPeriod] = useState<DashboardPeriod>(DEFAULT_PERIOD);
  const days = useMemo(() => periodDays(period, Date.now(), site.timeZone), [period, site.timeZone]);
  const base = { from: days.from, to: days.to, ...segmentQuery(segments) };
  const requests = sectionRequests(section, base);
  const reports = useReports(requests);
  const recs = store.byKind(ONLINE_KINDS).map((r) => ({ id: r._id, title: r.title }));
  const names = useMemo(() => new Map(recs.map((r) => [r.id, r.title])), [JSON.stringify(recs)]);
  const first = reports.answers.get(requests[0].id);
  const currency = first?.currency ?? site.currencyName ?? 'USD';

  const body = () => {
    if (reports.loading) return <Spinner size={40} className={styles.loading} />;
    if (!first) return null;
    if (section === 'engagement') return <TrendSection section={section} answer={first} metrics={ENGAGEMENT_METRICS} dark={dark} />;
    if (section === 'sales') return <TrendSection section={section} answer={first} metrics={SALES_METRICS} dark={dark} />;
    if (section === 'recommendations') return <RecommendationsSection answer={first} names={names} dark={dark} />;
    if (section === 'audiences') {
      const byKey = new Map<AudienceKey, ReportAnswer>();
      for (const a of AUDIENCES) {
        const answer = reports.answers.get(REPORTS.audiences[a.key]);
        if (answer) byKey.set(a.key, answer);
      }
      return <AudiencesSection answers={byKey} currency={currency} from={days.from} to={days.to} dark={dark} />;
    }
    const clicked = reports.answers.get(requests[1].id);
    return clicked ? <FunnelsSection all={first} clicked={clicked} from={days.from} to={days.to} /> : null;
  };

  return (
    <RecPage title={REPORTS.title} testId="rec-reports">
      <div className={styles.toolbar}>
        <DateRangeControl value={period} label={`${period.name}: ${formatDays(days.from, days.to)}`} onApply={setPeriod} />
        {first && <span className={styles.muted}>{DASHBOARD.bucket[first.period.bucket]}</span>}
      </div>
      <SegmentBar value={segments} recommendations={recs} onChange={(key: SegmentKey, value) => setParam(key, value)} />
      <Tabs id="rec-report-sections" selectedTabId={section} onChange={(id) => setParam('section', String(id))} className={styles.tabs}>
        {sectionsFor(internal).map((s) => (
          <Tab
            key={s}
            id={s}
            title={REPORTS.sections[s]}
            tagContent={s === 'funnels' ? REPORTS.internalOnly : undefined}
            data-testid={`rec-report-tab-${s}`}
          />
        ))}
      </Tabs>
      {reports.errors.length > 0 && (
        <Callout intent="danger" title={REPORTS.errors} data-testid="rec-report-errors">
          <ul>
            {reports.errors.map((e) => (
              <li key={e}>{e}</li>
            ))}
          </ul>
        </Callout>
      )}
      <div className={styles.section} data-testid={`rec-report-${section}`}>
        {!reports.loading && !first && !reports.errors.length ? <NonIdealState title={REPORTS.noData} /> : body()}
      </div>
      {internal && first && (
        <Tag minimal className={styles.muted} data-testid="rec-report-dev">
          {`${first.siteId} · ${first.timeZone} · ${first.period.from} → ${first.period.to}`}
        </Tag>
      )}
    </RecPage>
  );
});

export const ReportsPage = () => (
  <InstalledOnly>
    <Reports />
  </InstalledOnly>
);
