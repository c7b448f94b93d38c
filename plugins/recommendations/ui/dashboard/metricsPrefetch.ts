// Kept out of the dashboard's chunk: the applet's entry module imports it for the dashboards'
// AppletPage.prefetch, so it stays small (the period rules and a fetch, nothing that renders).
import type { ApiService, PagePrefetchContext } from 'sdk';
import type { RecChannel } from '../../model/places';
import { prefetchInstallation } from '../shared/useInstallation';
import { loadHighcharts } from './highcharts';
import type { MetricsAnswer } from './metricsTypes';
import { DEFAULT_PERIOD, periodDays } from './period';

/**
 * A prefetched answer is used once, and only this soon after it was asked for: a dashboard
 * opened later asks again, so its numbers are as fresh as without a prefetch.
 */
export const PREFETCH_FRESH_MS = 10_000;

const ahead = new Map<string, { at: number; answer: Promise<MetricsAnswer> }>();

const keyOf = (siteId: string, from: string, to: string, channel: RecChannel) => `${siteId}|${from}|${to}|${channel}`;

function request(api: ApiService, from: string, to: string, channel: RecChannel): Promise<MetricsAnswer> {
  return api.fetch<MetricsAnswer>('/api2/recommendation/metrics', { query: { from, to, channel }, silent: true });
}

/** The channel's metrics for a period: the prefetched answer when one is fresh, else a new request. */
export function fetchMetrics(api: ApiService, siteId: string, from: string, to: string, channel: RecChannel, now = Date.now()): Promise<MetricsAnswer> {
  const key = keyOf(siteId, from, to, channel);
  const prefetched = ahead.get(key);
  ahead.delete(key);
  return prefetched && now - prefetched.at < PREFETCH_FRESH_MS ? prefetched.answer : request(api, from, to, channel);
}

/**
 * A dashboard's prefetch (AppletPage.prefetch): its metrics for the default period, and the
 * chart's Highcharts chunk, go out while the page's own chunks load, not after they rendered
 * (issue 32 item 33: they started ~0.9 s after navigation, then Highcharts only after the data).
 */
export function prefetchDashboard(channel: RecChannel) {
  return ({ site, api }: PagePrefetchContext, now = Date.now()): void => {
    const days = periodDays(DEFAULT_PERIOD, now, site.timeZone);
    const key = keyOf(site._id, days.from, days.to, channel);
    const existing = ahead.get(key);
    if (!existing || now - existing.at >= PREFETCH_FRESH_MS) {
      const answer = request(api, days.from, days.to, channel);
      // A failure is the page's to show, when it asks (it gets this same rejection).
      answer.catch(() => undefined);
      ahead.set(key, { at: now, answer });
    }
    void loadHighcharts().catch(() => undefined);
    prefetchInstallation({ site, api } as PagePrefetchContext);
  };
}
