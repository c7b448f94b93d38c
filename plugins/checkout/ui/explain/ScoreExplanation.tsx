import { Callout, Card, Classes, H4, H5, HTMLTable } from '@blueprintjs/core';
import { useRef } from 'react';
import { roundingSlack } from '../../score';
import { CsvExportButton } from '../charts/CsvExportButton';
import type { CheckoutScoreData } from '../data/useCheckoutScore';
import { formatCurrency, formatKpiValue, formatScore, MISSING } from '../shared/format';
import { comparedMarket, type ExplanationRow } from './explanationRows';
import { EXPLAIN_MESSAGES as M, peerKeyLabel } from './messages';
import { PeerPicker } from './PeerPicker';
import styles from './ScoreExplanation.module.scss';

export interface ScoreExplanationProps {
  data: CheckoutScoreData;
  rows: readonly ExplanationRow[];
  peerKind: string | null;
  onPeerKind(kind: string | null): void;
  /** The currency of the data's amounts (the demo store's in demo mode). */
  currency: string;
}

function revenueCell(row: ExplanationRow, currency: string): string {
  if (!row.hasRevenue || row.revenueAtStake === null) return MISSING;
  if (row.revenueAtStake === undefined) return '…';
  return formatCurrency(row.revenueAtStake, currency);
}

/**
 * Why the score is what it is: per KPI the store's value beside the market's quartiles, the
 * points it adds, what reaching the median would add and the money at stake; then how the
 * market is formed and the engine's choices, stated where the numbers are.
 */
export function ScoreExplanation({ data, rows, peerKind, onPeerKind, currency }: ScoreExplanationProps) {
  const table = useRef<HTMLTableElement>(null);
  const reasons = rows.filter((r) => r.zeroWeightReason !== null);
  const minShops = data.marketMinShops ?? data.marketNotice?.minShops ?? 5;
  const { peer } = comparedMarket(data, peerKind);
  return (
    <Card className={styles.card} data-testid="chk-explanation">
      <div className={styles.head}>
        <H4 className={styles.title}>{M.title}</H4>
        <PeerPicker data={data} value={peerKind} onChange={onPeerKind} />
      </div>
      <p>{data.current.score === null ? M.unscoredIntro : M.intro(formatScore(data.current.score))}</p>
      {peer && peer.key !== null && (
        <Callout compact icon="people" data-testid="chk-peer-note">
          {M.peerNote(`${M.peerKinds[peer.kind] ?? peer.kind}: ${peerKeyLabel(peer.kind, peer.key)}`)}
        </Callout>
      )}
      <div className={styles.tools}>
        <CsvExportButton table={table} title={M.title} />
      </div>
      <div className={styles.scroll}>
        <HTMLTable ref={table} compact striped className={styles.table} aria-label={M.title} data-testid="chk-explanation-table">
          <thead>
            <tr>
              <th>{M.kpi}</th>
              <th className={styles.number}>{M.yourValue}</th>
              <th className={styles.number}>{M.p25}</th>
              <th className={styles.number}>{M.median}</th>
              <th className={styles.number}>{M.p75}</th>
              <th className={styles.number}>{M.points}</th>
              <th className={styles.number}>{M.atMedian}</th>
              <th className={styles.number}>{M.revenueAtStake}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.name} data-testid={`chk-explanation-${row.name}`}>
                <td data-csv={row.label} className={styles.kpiCell}>
                  {row.label}
                  <div className={[Classes.TEXT_MUTED, Classes.TEXT_SMALL].join(' ')}>{row.lowerIsBetter ? M.lowerIsBetter : M.higherIsBetter}</div>
                </td>
                <td className={styles.number} data-label={M.yourValue}>
                  {formatKpiValue(row.name, row.value)}
                </td>
                <td className={styles.number} data-label={M.p25}>
                  {row.market ? formatKpiValue(row.name, row.market.p25) : M.peerTooSmall}
                </td>
                <td className={styles.number} data-label={M.median}>
                  {row.market ? formatKpiValue(row.name, row.market.median) : M.peerTooSmall}
                </td>
                <td className={styles.number} data-label={M.p75}>
                  {row.market ? formatKpiValue(row.name, row.market.p75) : M.peerTooSmall}
                </td>
                <td className={styles.number} data-label={M.points} data-testid="chk-explanation-points">
                  {M.pointsShort(row.points, row.weightPct)}
                </td>
                <td className={styles.number} data-label={M.atMedian}>
                  {row.gainAtMedian === null ? MISSING : M.gainShort(row.gainAtMedian)}
                </td>
                <td className={styles.number} data-label={M.revenueAtStake}>
                  {revenueCell(row, currency)}
                </td>
              </tr>
            ))}
          </tbody>
        </HTMLTable>
      </div>
      <ul className={styles.notes}>
        {reasons.map((row) => (
          <li key={row.name} data-testid={`chk-zero-weight-${row.name}`}>
            <strong>{row.label}</strong>: {M.zeroWeight[row.zeroWeightReason!]}
          </li>
        ))}
        <li>{M.revenueNote}</li>
      </ul>
      <div className={styles.columns}>
        <section data-testid="chk-market-note">
          <H5>{M.marketTitle}</H5>
          <p>{M.marketText(data.sitesMadeBar, data.sitesWithData)}</p>
          <p className={Classes.TEXT_MUTED}>{M.marketMinShops(minShops)}</p>
        </section>
        <section data-testid="chk-how-computed">
          <H5>{M.howTitle}</H5>
          <ul className={styles.howList}>
            <li>{M.howSubScore}</li>
            <li>{M.howRounding(roundingSlack(data.current.subScores))}</li>
            <li>{M.howBars}</li>
          </ul>
        </section>
      </div>
    </Card>
  );
}
