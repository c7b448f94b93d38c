import type { Options } from 'highcharts';
import { ChartLoading } from './ChartLoading';
import { useHighcharts } from './highcharts';
import { useChartLabel } from './useChartLabel';

export interface HighchartsViewProps {
  options: Options;
  height: number;
  /** What the chart shows, for screen readers (its svg is an image). */
  label: string;
  /** mapChart for the map (Highcharts Maps' projection and navigation); chart otherwise. */
  constructorType?: 'chart' | 'mapChart';
}

/** Draws options once the lazy Highcharts chunk is there; a spinner of the same height until then. */
export function HighchartsView({ options, height, label, constructorType = 'chart' }: HighchartsViewProps) {
  const loaded = useHighcharts();
  const chartRef = useChartLabel(label);
  if (!loaded) return <ChartLoading height={height} />;
  const { Highcharts, HighchartsReact } = loaded;
  return (
    <HighchartsReact
      ref={chartRef}
      // A new factory needs a new chart: update() cannot turn a chart into a map.
      key={constructorType}
      highcharts={Highcharts}
      constructorType={constructorType}
      options={options}
      containerProps={{ style: { height } }}
    />
  );
}
