import type { RecChannel } from '../../model/places';
import { fetchMetrics } from './metricsPrefetch';
import type { MetricsAnswer } from './metricsTypes';
import { useFetched, type Fetched, type Loader } from './useFetched';

export type MetricsState = Fetched<MetricsAnswer>;

/** The dashboard's own prefetch answers first when it is fresh (metricsPrefetch.ts). */
const loadMetrics: Loader<MetricsAnswer> = (api, siteId, q) => fetchMetrics(api, siteId, q.from, q.to, q.channel as RecChannel);

/** A channel dashboard's numbers for a period: the impact of that channel's recommendations only. */
export function useMetrics(from: string, to: string, channel: RecChannel): MetricsState {
  return useFetched<MetricsAnswer>('/api2/recommendation/metrics', { from, to, channel }, loadMetrics);
}
