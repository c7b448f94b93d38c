import { Callout, Card, Classes, FormGroup, HTMLSelect, HTMLTable, Intent } from '@blueprintjs/core';
import { useMemo, useRef } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useSite } from 'sdk';
import { CsvExportButton } from '../charts/CsvExportButton';
import { formatLift, formatPercent } from '../charts/format';
import { useDemoMode } from '../demo/demoMode';
import { errorText } from '../shared/errorText';
import { formatInteger, MISSING } from '../shared/format';
import { Page } from '../shared/Page';
import { useScrollRegion } from '../shared/useScrollRegion';
import { biggestDropOff, buildFunnel } from './funnel';
import styles from './FunnelPage.module.scss';
import { FUNNEL_MESSAGES as M } from './messages';
import { useFunnelData } from './useFunnelData';

const RANGES = Object.keys(M.periods);
const DEFAULT_RANGE = 'l2w'; // spec §9: the default range is Last 2 Weeks

/** checkout/funnel: the checkout's steps, how many sessions reach each and where they leave. */
export function FunnelPage() {
  const site = useSite();
  const { dataSiteId } = useDemoMode();
  // Period and device live in the URL: Share and reload keep them.
  const [params, setParams] = useSearchParams();
  const range = RANGES.includes(params.get('range') ?? '') ? params.get('range')! : DEFAULT_RANGE;
  const device = params.get('device') || null;
  const setParam = (name: string, value: string | null) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      if (value) next.set(name, value);
      else next.delete(name);
      return next;
    });
  const { loading, error, counts } = useFunnelData({ siteId: dataSiteId, range, timeZone: site.timeZone || undefined, device });
  const rows = useMemo(() => (counts ? buildFunnel(counts, true) : []), [counts]);
  const worst = biggestDropOff(rows);
  const table = useRef<HTMLTableElement>(null);
  const scrollRegion = useScrollRegion(M.title);
  const empty = !loading && !error && rows.length > 0 && rows[0].reached === 0;

  return (
    <Page title={M.title} testId="chk-funnel">
      <p className={Classes.TEXT_MUTED}>{M.intro}</p>
      <div className={styles.controls}>
        <FormGroup label={M.period} labelFor="chk-funnel-range" inline>
          <HTMLSelect id="chk-funnel-range" value={range} onChange={(e) => setParam('range', e.currentTarget.value)} options={RANGES.map((r) => ({ value: r, label: M.periods[r] }))} />
        </FormGroup>
        <FormGroup label={M.device} labelFor="chk-funnel-device" inline>
          <HTMLSelect
            id="chk-funnel-device"
            value={device ?? ''}
            onChange={(e) => setParam('device', e.currentTarget.value || null)}
            options={[{ value: '', label: M.allDevices }, ...Object.entries(M.devices).map(([value, label]) => ({ value, label }))]}
          />
        </FormGroup>
      </div>
      {error !== undefined && (
        <Callout intent={Intent.DANGER} data-testid="chk-funnel-error">
          {errorText(error instanceof Error ? error : new Error(String(error)))}
        </Callout>
      )}
      {empty && <Callout data-testid="chk-funnel-empty">{M.noData}</Callout>}
      {loading && !counts && <p className={Classes.SKELETON}>{M.loading}</p>}
      {!empty && rows.length > 0 && (
        <Card className={styles.card}>
          {worst && (
            <Callout intent={Intent.WARNING} icon="path-search" data-testid="chk-funnel-worst">
              {M.biggestDropOff(M.steps[worst.step], formatInteger(worst.left), formatPercent(worst.left / worst.reached))}
            </Callout>
          )}
          <div className={styles.tools}>
            <CsvExportButton table={table} title={`${M.title} ${M.periods[range]}${device ? ` ${M.devices[device]}` : ''}`} />
          </div>
          <div className={styles.scroll} {...scrollRegion}>
            <HTMLTable ref={table} compact striped className={styles.table} aria-label={M.title} data-testid="chk-funnel-table">
              <thead>
                <tr>
                  <th>{M.step}</th>
                  <th className={styles.number}>{M.sessions}</th>
                  <th className={styles.bar}>{M.shareOfStart}</th>
                  <th className={styles.number}>{M.continued}</th>
                  <th className={styles.number}>{M.left}</th>
                  <th className={styles.number}>{M.previous}</th>
                  <th className={styles.number}>{M.change}</th>
                </tr>
              </thead>
              <tbody>
                {rows.map((row) => (
                  <tr key={row.step} data-testid={`chk-funnel-${row.step}`}>
                    <td>{M.steps[row.step]}</td>
                    <td className={styles.number}>{formatInteger(row.reached)}</td>
                    <td className={styles.bar} data-csv={formatPercent(row.shareOfStart)}>
                      <span className={styles.barTrack} aria-hidden="true">
                        <span className={styles.barFill} style={{ width: `${Math.round((row.shareOfStart ?? 0) * 100)}%` }} />
                      </span>
                      <span className={styles.barValue}>{formatPercent(row.shareOfStart)}</span>
                    </td>
                    <td className={styles.number}>{row.continued === null ? MISSING : formatPercent(row.continued)}</td>
                    <td className={styles.number}>{row.step === 'checkout-confirm' ? MISSING : formatInteger(row.left)}</td>
                    <td className={styles.number}>{formatInteger(row.reachedBefore)}</td>
                    <td className={styles.number}>{row.change === null ? MISSING : formatLift(row.change)}</td>
                  </tr>
                ))}
              </tbody>
            </HTMLTable>
          </div>
          <p className={[Classes.TEXT_MUTED, Classes.TEXT_SMALL].join(' ')}>{M.definition}</p>
        </Card>
      )}
    </Page>
  );
}
