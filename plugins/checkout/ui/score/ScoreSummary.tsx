import { Card, Classes, H4, H5, Intent, PopoverNext, Tag } from '@blueprintjs/core';
import { usePreferences } from 'sdk';
import { rankText } from '../../score';
import { BAND_ADVICE, SCORE_MESSAGES as M } from '../../messages';
import type { CheckoutScoreData } from '../data/useCheckoutScore';
import { bandOf, bandTextColour } from '../shared/bandColours';
import { Delta } from '../shared/Delta';
import { formatScore, pointChange } from '../shared/format';
import { ScoreGauge } from './ScoreGauge';
import styles from './ScorePage.module.scss';

/**
 * The score remark: the band's label and what to do about it. An unscored site hears why:
 * too little data, or a market too small to be shown to it (`marketMinShops`).
 */
function Remark({ score, marketMinShops }: { score: number | null; marketMinShops: number | undefined }) {
  const band = bandOf(score);
  const { theme } = usePreferences();
  const scored = score !== null;
  const withheld = !scored && marketMinShops !== undefined;
  return (
    <div className={styles.popover} data-testid="chk-score-remark">
      <H5 style={{ color: bandTextColour(score, theme) }}>{scored ? band.label : M.unscored}</H5>
      <p>{scored ? BAND_ADVICE[band.label] : withheld ? M.marketTooSmallRemark(marketMinShops) : M.unscoredRemark}</p>
      {!scored && !withheld && <p className={Classes.TEXT_MUTED}>{M.unscoredAdvice}</p>}
    </div>
  );
}

/** The gauge card: score, band, rank and the trend vs the previous four weeks (spec §9). */
export function ScoreSummary({ data, loading }: { data: CheckoutScoreData | undefined; loading: boolean }) {
  const current = data?.current.score ?? null;
  const previous = data?.previous.score ?? null;
  const band = bandOf(current);
  const rank100 = data?.current.rank.rank100;
  const trend = pointChange(current, previous);
  // Unscored because a KPI's market was withheld now (not for lack of data, not only before).
  const withheldMinShops = data?.current.subScores.some((s) => s.marketSuppressed) ? data.marketNotice?.minShops : undefined;
  return (
    <Card className={styles.summary} data-testid="chk-score-summary">
      <div className={styles.summaryHead}>
        <H4 className={styles.noMargin}>{M.title}</H4>
        {data?.isMock && (
          <Tag intent={Intent.WARNING} minimal data-testid="chk-mock-score">
            {M.sample}
          </Tag>
        )}
      </div>
      <PopoverNext content={<Remark score={current} marketMinShops={withheldMinShops} />} placement="bottom" disabled={loading} targetTagName="div" className={styles.gaugeTarget}>
        {/* Named by its own text, not aria-label: the gauge's numbers are visible but drawn in
            an svg that is hidden from assistive tech (the score is read out beside it). */}
        <button type="button" className={styles.gaugeButton} data-testid="chk-gauge-button">
          <span className={styles.srOnly}>{current === null ? M.remarkButton : M.gaugeButton(formatScore(current))}</span>
          <span aria-hidden="true">
            <ScoreGauge current={current} previous={previous} loading={loading} />
          </span>
        </button>
      </PopoverNext>
      {loading ? (
        <p className={Classes.SKELETON}>{M.calculating}</p>
      ) : (
        <div className={styles.summaryFacts}>
          <Tag round style={{ backgroundColor: band.css, color: band.onCss }} data-testid="chk-band">
            {current === null ? M.unscored : band.label}
          </Tag>
          {rank100 !== null && rank100 !== undefined && current !== null && <strong data-testid="chk-rank">{rankText(rank100)}</strong>}
          <span data-testid="chk-trend">
            {trend === null ? (
              <span className={Classes.TEXT_MUTED}>{M.noTrend}</span>
            ) : (
              <>
                <Delta value={trend} kind="points" missing="" /> <span className={Classes.TEXT_MUTED}>{M.trendSuffix}</span>
              </>
            )}
          </span>
        </div>
      )}
    </Card>
  );
}
