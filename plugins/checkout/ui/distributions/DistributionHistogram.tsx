import { Classes } from '@blueprintjs/core';
import { useMemo } from 'react';
import { usePreferences } from 'sdk';
import { DISTRIBUTION_MESSAGES as M } from '../../messages';
import { useHighcharts } from '../charts/highcharts';
import { CHART_LABELS } from '../charts/messages';
import { useChartLabel } from '../charts/useChartLabel';
import { histogramOptions } from './histogramOptions';
import type { ScoreDistributionData } from './useScoreDistribution';

const isSmall = () => typeof window !== 'undefined' && window.matchMedia?.('(max-width: 599.95px)').matches === true;

export function DistributionHistogram({ data }: { data: ScoreDistributionData }) {
  const charts = useHighcharts();
  // Its numbers are the grid's: the sites and their scores.
  const chartRef = useChartLabel(CHART_LABELS.chartAlt(M.title));
  const { theme } = usePreferences();
  const options = useMemo(
    () => histogramOptions(data.bins, { theme, percent: data.type !== 'score', seriesName: M.sites, small: isSmall() }),
    [data, theme],
  );
  if (!charts) return <div className={Classes.SKELETON} style={{ height: 450 }} />;
  return (
    <div data-testid="chk-distribution-chart">
      <charts.HighchartsReact ref={chartRef} highcharts={charts.Highcharts} options={options} />
    </div>
  );
}
