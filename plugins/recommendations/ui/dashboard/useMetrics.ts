import { useEffect, useState } from 'react';
import { useApi, useSite } from 'sdk';
import type { RecChannel } from '../../model/places';
import type { MetricsAnswer } from './metricsTypes';
import { fetchMetrics } from './metricsPrefetch';

export type MetricsState = { state: 'loading' } | { state: 'ok'; data: MetricsAnswer } | { state: 'error'; message: string };

/**
 * A channel dashboard's numbers for a period: the impact of that channel's recommendations
 * only. The answer is big read-only data: it stays in React state, out of the MST store.
 */
export function useMetrics(from: string, to: string, channel: RecChannel): MetricsState {
  const api = useApi();
  const site = useSite();
  const key = `${site._id}|${from}|${to}|${channel}`;
  const [result, setResult] = useState<{ key: string; value: MetricsState }>({ key, value: { state: 'loading' } });
  useEffect(() => {
    let live = true;
    fetchMetrics(api, site._id, from, to, channel).then(
      (data) => live && setResult({ key, value: { state: 'ok', data } }),
      (error: unknown) => live && setResult({ key, value: { state: 'error', message: error instanceof Error ? error.message : String(error) } }),
    );
    return () => {
      live = false;
    };
  }, [api, key, site._id, from, to, channel]);
  return result.key === key ? result.value : { state: 'loading' };
}
