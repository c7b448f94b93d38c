import { Classes } from '@blueprintjs/core';
import { useMemo } from 'react';
import { usePreferences } from 'sdk';
import { DISTRIBUTION_MESSAGES as M } from '../../messages';
import { useHighcharts } from '../charts/highcharts';
import { histogramOptions } from './histogramOptions';
import type { ScoreDistributionData } from './useScoreDistribution';

const isSmall = () => typeof window !== 'undefined' && window.matchMedia?.('(max-width: 599.95px)').matches === true;

export function DistributionHistogram({ data }: { data: ScoreDistributionData }) {
  const charts = useHighcharts();
  const { theme } = usePreferences();
  const options = useMemo(
    () => histogramOptions(data.bins, { theme, percent: data.type !== 'score', seriesName: M.sites, small: isSmall() }),
    [data, theme],
  );
  if (!charts) return <div className={Classes.SKELETON} style={{ height: 450 }} />;
  return (
    <div data-testid="chk-distribution-chart">
      <charts.HighchartsReact highcharts={charts.Highcharts} options={options} />
    </div>
  );
}
