import { AnchorButton, Classes, H5, HTMLTable, Intent } from '@blueprintjs/core';
import type { MouseEvent } from 'react';
import { useNavigation, useSession } from 'sdk';
import { SCORE_MESSAGES as M } from '../../messages';
import type { GqlKpiMarket, GqlSubScore } from '../data/useCheckoutScore';
import { insightHref, type KpiDefinition } from '../kpis/kpiDefinitions';
import { formatKpiValue } from '../shared/format';
import type { ExplanationRow } from '../explain/explanationRows';
import { KpiExplanationFacts } from '../explain/KpiExplanationFacts';
import { EXPLAIN_MESSAGES as X } from '../explain/messages';
import { ScoreAnalysisTable } from './ScoreAnalysisTable';
import styles from './ScorePage.module.scss';

export interface KpiExplanationProps {
  subScore: GqlSubScore;
  definition: KpiDefinition | undefined;
  market: GqlKpiMarket | undefined;
  explanation?: ExplanationRow;
  /** The currency of the data's amounts (revenue at stake). */
  currency?: string;
}

/** The trend report of a KPI: its over-time insight link, else its first one. */
function trendHref(definition: KpiDefinition | undefined, name: string): string {
  const link = definition?.insightLinks.find((l) => l.query.al === 'arrivalTimeUtc') ?? definition?.insightLinks[0];
  return insightHref(link?.query ?? { rpt: 1, pl: name, al: 'arrivalTimeUtc', cl: 'line' });
}

/** A KPI tile's popover: what it means, how it is computed, the store vs the market. */
export function KpiExplanation({ subScore, definition, market, explanation, currency = 'USD' }: KpiExplanationProps) {
  const { isStaff } = useSession();
  const { linkTo, navigate } = useNavigation();
  const trend = trendHref(definition, subScore.name);
  const follow = (event: MouseEvent) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey) return;
    event.preventDefault();
    navigate(trend);
  };
  return (
    <div className={styles.popover} data-testid={`chk-kpi-explanation-${subScore.name}`}>
      <H5>{definition?.label ?? subScore.label}</H5>
      {definition && <p>{definition.description}</p>}
      {definition && (
        <p className={Classes.TEXT_MUTED}>
          {M.formula}: <code data-testid="chk-kpi-formula">{definition.formulaText}</code>
        </p>
      )}
      <HTMLTable compact className={styles.versus}>
        <tbody>
          <tr>
            <th scope="row">{M.yourValue}</th>
            <td data-testid="chk-kpi-site-value">{formatKpiValue(subScore.name, subScore.details.value)}</td>
          </tr>
          <tr>
            <th scope="row">{M.marketMedian}</th>
            <td data-testid="chk-kpi-market-median" className={subScore.marketSuppressed ? Classes.TEXT_MUTED : undefined}>
              {subScore.marketSuppressed ? M.marketTooSmall : market ? formatKpiValue(subScore.name, market.median) : M.noMarket}
            </td>
          </tr>
          {market && !subScore.marketSuppressed && (
            <tr>
              <th scope="row">{X.quartiles}</th>
              <td data-testid="chk-kpi-quartiles">{[market.p25, market.median, market.p75].map((v) => formatKpiValue(subScore.name, v)).join(' / ')}</td>
            </tr>
          )}
        </tbody>
      </HTMLTable>
      {explanation && <KpiExplanationFacts row={explanation} currency={currency} />}
      <div className={styles.popoverActions}>
        <AnchorButton intent={Intent.PRIMARY} icon="timeline-line-chart" href={linkTo(trend)} onClick={follow} text={M.viewTrend} data-testid="chk-view-trend" />
        {definition && <AnchorButton variant="minimal" href={definition.helpUrl} target="_blank" rel="noopener noreferrer" rightIcon="share" text={M.learnMore} />}
      </div>
      {isStaff && <ScoreAnalysisTable subScore={subScore} />}
    </div>
  );
}
