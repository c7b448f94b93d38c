import { Card, Classes, PopoverNext } from '@blueprintjs/core';
import { SCORE_MESSAGES as M } from '../../messages';
import type { GqlKpiMarket, GqlSubScore } from '../data/useCheckoutScore';
import type { ExplanationRow } from '../explain/explanationRows';
import type { KpiDefinition } from '../kpis/kpiDefinitions';
import { bandOf } from '../shared/bandColours';
import { formatKpiValue, formatScore } from '../shared/format';
import { KpiExplanation } from './KpiExplanation';
import styles from './ScorePage.module.scss';

export interface KpiTileProps {
  subScore: GqlSubScore;
  definition: KpiDefinition | undefined;
  market: GqlKpiMarket | undefined;
  /** Points, gain at the median, revenue at stake (explain/explanationRows.ts). */
  explanation?: ExplanationRow;
  currency?: string;
  /**
   * The site has no Checkout Score: the tile shows what the gauge shows ('---', spec §2 "no
   * score"), not sub-scores that add up to no score (issue 32 item 8).
   */
  unscored?: boolean;
}

/** One KPI: label, sub-score in its band colour, the store's value; a click explains it. */
export function KpiTile({ subScore, definition, market, explanation, currency, unscored = false }: KpiTileProps) {
  const score = unscored ? null : subScore.score;
  const band = bandOf(score);
  return (
    <PopoverNext content={<KpiExplanation subScore={subScore} definition={definition} market={market} explanation={explanation} currency={currency} />} placement="bottom" targetTagName="div">
      <Card
        interactive
        className={styles.tile}
        style={{ borderLeftColor: band.css }}
        data-testid={`chk-kpi-tile-${subScore.name}`}
        role="button"
        tabIndex={0}
        aria-haspopup="dialog"
      >
        <span className={styles.tileLabel}>{definition?.label ?? subScore.label}</span>
        {/* The band's colour as a mark beside the number: pale bands as text fell below 3:1. */}
        <span className={styles.tileScore} data-testid="chk-kpi-score">
          <span className={styles.bandMark} style={{ backgroundColor: band.css }} aria-hidden="true" />
          {unscored ? M.unscored : formatScore(score)}
        </span>
        <span className={[Classes.TEXT_MUTED, Classes.TEXT_SMALL].join(' ')}>
          {M.yourValue}: {formatKpiValue(subScore.name, subScore.details.value)}
        </span>
        {subScore.marketSuppressed && (
          <span className={[Classes.TEXT_MUTED, Classes.TEXT_SMALL].join(' ')} data-testid="chk-kpi-market-too-small">
            {M.marketTooSmall}
          </span>
        )}
      </Card>
    </PopoverNext>
  );
}

/** A tile-shaped placeholder while the score is calculated. */
export function KpiTileSkeleton() {
  return (
    <Card className={styles.tile} data-testid="chk-kpi-tile-skeleton">
      <span className={[styles.tileLabel, Classes.SKELETON].join(' ')}>Checkout KPI</span>
      <span className={[styles.tileScore, Classes.SKELETON].join(' ')}>00</span>
      <span className={Classes.TEXT_MUTED}>{M.calculating}</span>
    </Card>
  );
}
