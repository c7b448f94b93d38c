import type { Options } from 'highcharts';
import { ChartLoading } from './ChartLoading';
import { useHighcharts } from './highcharts';

export interface HighchartsViewProps {
  options: Options;
  height: number;
  /** mapChart for the map (Highcharts Maps' projection and navigation); chart otherwise. */
  constructorType?: 'chart' | 'mapChart';
}

/** Draws options once the lazy Highcharts chunk is there; a spinner of the same height until then. */
export function HighchartsView({ options, height, constructorType = 'chart' }: HighchartsViewProps) {
  const loaded = useHighcharts();
  if (!loaded) return <ChartLoading height={height} />;
  const { Highcharts, HighchartsReact } = loaded;
  return (
    <HighchartsReact
      // A new factory needs a new chart: update() cannot turn a chart into a map.
      key={constructorType}
      highcharts={Highcharts}
      constructorType={constructorType}
      options={options}
      containerProps={{ style: { height } }}
    />
  );
}
