import { Callout, Classes } from '@blueprintjs/core';
import { useEffect, useState } from 'react';
import { resolveDateRange, useApi, useSite } from 'sdk';
import { DateRangeControl } from '../../dashboard/DateRangeControl';
import { count, money } from '../../dashboard/format';
import { DEFAULT_PERIOD, formatDays, periodDays, type DashboardPeriod } from '../../dashboard/period';
import { PLAN as M } from '../messages';
import { SettingsCard } from '../shared/SettingsCard';
import styles from './Plan.module.scss';

interface OgrRow {
  ogr: number;
  products_click_to_purchase: number;
  visits_impacted?: number;
  currency?: string;
}

/** Spec 7: from and to are UTC 'YYYY-MM-DD HH:mm:ss'. */
export const utcText = (iso: string) => new Date(iso).toISOString().slice(0, 19).replace('T', ' ');

type Result = { state: 'loading' } | { state: 'empty' } | { state: 'ok'; row: OgrRow };

/** The generated-revenue panel (spec 2): a date range, last 4 weeks by default, and three figures. */
export function RevenuePanel() {
  const api = useApi();
  const site = useSite();
  const [period, setPeriod] = useState<DashboardPeriod>(DEFAULT_PERIOD);
  const [result, setResult] = useState<Result>({ state: 'loading' });
  const now = Date.now();
  const days = periodDays(period, now, site.timeZone);

  useEffect(() => {
    let live = true;
    setResult({ state: 'loading' });
    const range = resolveDateRange(period.name, { now: Date.now(), siteTimeZone: site.timeZone, timeZoneKind: period.timeZoneKind });
    api
      .fetch<{ ogr?: { rows?: OgrRow[] } }>('/api2/info/ogr', { query: { from: utcText(range.spanUtc.start), to: utcText(range.spanUtc.end) }, silent: true })
      .then(
        (answer) => {
          const row = answer?.ogr?.rows?.[0];
          if (live) setResult(row && (row.ogr > 0 || (row.visits_impacted ?? 0) > 0) ? { state: 'ok', row } : { state: 'empty' });
        },
        () => live && setResult({ state: 'empty' }),
      );
    return () => {
      live = false;
    };
  }, [api, period, site.timeZone]);

  const currency = (result.state === 'ok' && result.row.currency) || site.currencyName || 'USD';
  const figure = (label: string, value: string, testId: string) => (
    <div className={styles.metric} data-testid={testId}>
      <span className={Classes.TEXT_MUTED}>{label}</span>
      <span className={styles.metricValue}>{value}</span>
    </div>
  );
  return (
    <SettingsCard title={M.revenue} text={M.revenueText} testId="rec-revenue">
      <div>
        <DateRangeControl value={period} label={`${period.name} · ${formatDays(days.from, days.to)}`} onApply={setPeriod} />
      </div>
      {result.state === 'loading' && <div data-testid="rec-revenue-loading">{M.loading}</div>}
      {result.state === 'empty' && (
        <Callout icon="chart" data-testid="rec-revenue-empty">
          {M.noData}
        </Callout>
      )}
      {result.state === 'ok' && (
        <div className={styles.metrics}>
          {figure(M.visitsImpacted, count(result.row.visits_impacted ?? 0), 'rec-revenue-visits')}
          {figure(M.revenueImpacted, money(result.row.ogr, currency), 'rec-revenue-impacted')}
          {figure(M.directClickRevenue, money(result.row.products_click_to_purchase, currency), 'rec-revenue-direct')}
        </div>
      )}
    </SettingsCard>
  );
}
