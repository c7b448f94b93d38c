import type { ApiService, PagePrefetchContext, SiteInfo } from 'sdk';
import { fetchMetrics, PREFETCH_FRESH_MS, prefetchDashboard } from './metricsPrefetch';
import { DEFAULT_PERIOD, periodDays } from './period';

jest.mock('./highcharts', () => ({ loadHighcharts: jest.fn(() => Promise.resolve({})) }));
const { loadHighcharts } = jest.requireMock('./highcharts') as { loadHighcharts: jest.Mock };
jest.mock('../shared/useInstallation', () => ({ prefetchInstallation: jest.fn() }));
const { prefetchInstallation } = jest.requireMock('../shared/useInstallation') as { prefetchInstallation: jest.Mock };

const NOW = Date.parse('2026-11-20T15:00:00Z');
const site = { _id: 's1', timeZone: 'America/New_York' } as SiteInfo;

function setup() {
  let n = 0;
  const fetch = jest.fn(() => Promise.resolve({ answer: ++n }));
  const api = { fetch } as unknown as ApiService;
  return { api, fetch, context: { site, api } as unknown as PagePrefetchContext };
}

describe('the dashboards ask for their metrics ahead of their chunks (issue 32 item 33)', () => {
  const { from, to } = periodDays(DEFAULT_PERIOD, NOW, site.timeZone);

  it("sends the default period's metrics, the installation check and Highcharts while the page loads; the page then takes that answer", async () => {
    const { api, fetch, context } = setup();
    prefetchDashboard('email')(context, NOW);
    expect(fetch).toHaveBeenCalledWith('/api2/recommendation/metrics', { query: { from, to, channel: 'email' }, silent: true });
    expect(loadHighcharts).toHaveBeenCalled();
    expect(prefetchInstallation).toHaveBeenCalled();
    await expect(fetchMetrics(api, site._id, from, to, 'email', NOW + 500)).resolves.toEqual({ answer: 1 });
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('uses a prefetched answer once: the next opening asks again', async () => {
    const { api, fetch, context } = setup();
    prefetchDashboard('online')(context, NOW);
    await fetchMetrics(api, site._id, from, to, 'online', NOW);
    await expect(fetchMetrics(api, site._id, from, to, 'online', NOW)).resolves.toEqual({ answer: 2 });
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('does not serve a stale prefetch, nor one of another channel or period', async () => {
    const { api, fetch, context } = setup();
    prefetchDashboard('online')(context, NOW);
    await expect(fetchMetrics(api, site._id, from, to, 'online', NOW + PREFETCH_FRESH_MS)).resolves.toEqual({ answer: 2 });
    prefetchDashboard('online')(context, NOW);
    await expect(fetchMetrics(api, site._id, from, to, 'email', NOW)).resolves.toEqual({ answer: 4 });
    await expect(fetchMetrics(api, site._id, '2026-01-01', to, 'online', NOW)).resolves.toEqual({ answer: 5 });
    expect(fetch).toHaveBeenCalledTimes(5);
  });
});
