import { Classes } from '@blueprintjs/core';
import type { Options } from 'highcharts';
import { useMemo } from 'react';
import { usePreferences } from 'sdk';
import { SCORE_MESSAGES as M } from '../../messages';
import { useHighcharts } from '../charts/highcharts';
import { bandOf, bandTextColour } from '../shared/bandColours';
import { formatScore } from '../shared/format';
import { gaugeOptions } from './gaugeOptions';
import styles from './ScorePage.module.scss';
import { useGaugeChartWanted, useValueAfterPaint } from './useGaugeChart';

export interface ScoreGaugeProps {
  current: number | null;
  previous: number | null;
  loading: boolean;
}

/** The dial behind the number; Highcharts arrives in its own chunk when this mounts. */
function GaugeChart({ options }: { options: Options }) {
  const charts = useHighcharts();
  return charts ? <charts.HighchartsReact highcharts={charts.Highcharts} options={options} /> : null;
}

/**
 * The gauge with the current score big in its middle. The number is HTML and shows as soon
 * as the score is known; the chart follows (useGaugeChartWanted, useValueAfterPaint).
 */
export function ScoreGauge({ current, previous, loading }: ScoreGaugeProps) {
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
  const chartWanted = useGaugeChartWanted(loading);
  const chartOptions = useValueAfterPaint(options);
  return (
    <div className={styles.gauge} data-testid="chk-gauge">
      {chartWanted && <GaugeChart options={chartOptions} />}
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
            <span className={styles.gaugeValue} style={{ color: bandTextColour(current, theme) }} data-testid="chk-score-value">
              {formatScore(current)}
            </span>
            <span className={[Classes.TEXT_MUTED, Classes.TEXT_SMALL].join(' ')}>{M.previous(formatScore(previous))}</span>
          </>
        )}
      </div>
    </div>
  );
}
