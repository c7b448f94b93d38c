import { Classes } from '@blueprintjs/core';
import { useMemo } from 'react';
import { usePreferences } from 'sdk';
import { SCORE_MESSAGES as M } from '../../messages';
import { useHighcharts } from '../charts/highcharts';
import { bandOf } from '../shared/bandColours';
import { formatScore } from '../shared/format';
import { gaugeOptions } from './gaugeOptions';
import styles from './ScorePage.module.scss';

export interface ScoreGaugeProps {
  current: number | null;
  previous: number | null;
  loading: boolean;
}

/** The gauge with the current score big in its middle; Highcharts arrives in its own chunk. */
export function ScoreGauge({ current, previous, loading }: ScoreGaugeProps) {
  const charts = useHighcharts();
  const { theme } = usePreferences();
  const options = useMemo(
    () =>
      gaugeOptions({
        current: loading ? null : current,
        previous: loading ? null : previous,
        currentColour: bandOf(current).css,
        previousColour: bandOf(previous).css,
        theme,
        labels: { current: M.currentLabel, previous: M.previousLabel },
      }),
    [current, previous, loading, theme],
  );
  return (
    <div className={styles.gauge} data-testid="chk-gauge">
      {charts && <charts.HighchartsReact highcharts={charts.Highcharts} options={options} />}
      <div className={styles.gaugeCentre}>
        {loading ? (
          <>
            <span className={[styles.gaugeValue, Classes.SKELETON].join(' ')}>00</span>
            <span className={Classes.TEXT_MUTED} data-testid="chk-calculating">
              {M.calculating}
            </span>
          </>
        ) : (
          <>
            <span className={styles.gaugeValue} style={{ color: bandOf(current).css }} data-testid="chk-score-value">
              {formatScore(current)}
            </span>
            <span className={[Classes.TEXT_MUTED, Classes.TEXT_SMALL].join(' ')}>{M.previous(formatScore(previous))}</span>
          </>
        )}
      </div>
    </div>
  );
}
