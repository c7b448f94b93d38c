import { Classes } from '@blueprintjs/core';
import { formatCurrency } from '../shared/format';
import type { ExplanationRow } from './explanationRows';
import { EXPLAIN_MESSAGES as M } from './messages';

/** In a KPI's popover: the points it adds, why none, what the median would add, the money at stake. */
export function KpiExplanationFacts({ row, currency }: { row: ExplanationRow; currency: string }) {
  return (
    <div data-testid="chk-kpi-facts">
      <p>
        <strong data-testid="chk-kpi-points">{M.pointsOf(row.points, row.weightPct)}</strong>
        {row.zeroWeightReason === null && row.gainAtMedian !== null && <> · <span data-testid="chk-kpi-gain">{M.gainAtMedian(row.gainAtMedian)}</span></>}
      </p>
      {row.zeroWeightReason !== null && <p data-testid="chk-kpi-zero-weight">{M.zeroWeight[row.zeroWeightReason]}</p>}
      {row.hasRevenue && typeof row.revenueAtStake === 'number' && (
        <p data-testid="chk-kpi-revenue">{M.revenueText(row.name, formatCurrency(row.revenueAtStake, currency))}</p>
      )}
      {!row.hasRevenue && <p className={[Classes.TEXT_MUTED, Classes.TEXT_SMALL].join(' ')}>{M.noRevenue}</p>}
    </div>
  );
}
