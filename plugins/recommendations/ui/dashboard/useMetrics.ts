import type { RecChannel } from '../../model/places';
import type { MetricsAnswer } from './metricsTypes';
import { useFetched, type Fetched } from './useFetched';

export type MetricsState = Fetched<MetricsAnswer>;

/** A channel dashboard's numbers for a period: the impact of that channel's recommendations only. */
export function useMetrics(from: string, to: string, channel: RecChannel): MetricsState {
  return useFetched<MetricsAnswer>('/api2/recommendation/metrics', { from, to, channel });
}
