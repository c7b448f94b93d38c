import type { Options } from 'highcharts';
import { categoricalOptions } from './categorical';
import type { ChartInput } from './common';
import { pieOptions } from './pie';
import { timeSeriesOptions } from './timeSeries';

/** The chart types drawn from the report alone (map needs the world map and geocodes; table is no chart). */
export type PlainChartType = 'line' | 'area' | 'column' | 'bar' | 'pie';

export function buildChartOptions(chartType: PlainChartType, input: ChartInput): Options {
  switch (chartType) {
    case 'line':
    case 'area':
      return timeSeriesOptions(input, chartType);
    case 'column':
    case 'bar':
      return categoricalOptions(input, chartType);
    case 'pie':
      return pieOptions(input);
  }
}
