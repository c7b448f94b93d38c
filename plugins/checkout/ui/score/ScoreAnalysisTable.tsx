import { HTMLTable } from '@blueprintjs/core';
import { SCORE_MESSAGES as M } from '../../messages';
import type { GqlSubScore } from '../data/useCheckoutScore';
import { MISSING } from '../shared/format';

const num = (value: number | null | undefined) =>
  typeof value === 'number' && Number.isFinite(value) ? String(Math.round(value * 10000) / 10000) : MISSING;

/** Staff only: how the sub-score was computed, every engine number as it came from the server. */
export function ScoreAnalysisTable({ subScore }: { subScore: GqlSubScore }) {
  const { details } = subScore;
  const rank = details.rank;
  const rows: [string, string][] = [
    ['value', num(details.value)],
    ['valueWeight', num(details.valueWeight)],
    ['weight', num(subScore.weight)],
    ['weightPct', num(subScore.weightPct)],
    ['weightScore', num(subScore.weightScore)],
    ['delta', num(details.stats.delta)],
    ['sigmas', num(details.stats.sigmas)],
    ['bias100', num(details.stats.bias100)],
    ['sigmaWidth100', num(details.stats.sigmaWidth100)],
    ['rank', rank.rank === null ? MISSING : `${rank.rank} / ${rank.total} (${num(rank.rank100)}%)`],
  ];
  return (
    <HTMLTable compact striped data-testid="chk-score-analysis" aria-label={M.analysis} style={{ width: '100%' }}>
      <caption>{M.analysis}</caption>
      <tbody>
        {rows.map(([name, value]) => (
          <tr key={name}>
            {/* A td, not a th: Blueprint stripes td cells only, and the row would look split. */}
            <td>
              <strong>{name}</strong>
            </td>
            <td>{value}</td>
          </tr>
        ))}
      </tbody>
    </HTMLTable>
  );
}
