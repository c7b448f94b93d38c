import type { MetricsAnswer } from './metricsTypes';
import { timelineOptions } from './TimelineChart';

const point = (at: string) => ({ at, revenue: 10, visits: 2, conversions: 1, rpv: 5, cr: 0.5, aov: 10 });

describe('the dashboard timeline', () => {
  it('draws a line at the day a recommendation went live, in the site’s zone', () => {
    const data: MetricsAnswer = {
      siteId: 's',
      currency: 'USD',
      timeZone: 'Europe/Berlin',
      period: { from: '2026-11-01T00:00:00.000Z', to: '2026-11-03T00:00:00.000Z', bucket: 'day' },
      summary: { ...point(''), visitsImpacted: 0, revenueImpacted: 0, directClickRevenue: 0 },
      timeline: [point('2026-11-01 00:00'), point('2026-11-02 00:00')],
      recommendations: [],
      // 23:30 UTC on Nov 1 is already Nov 2 in Berlin.
      markers: [{ at: '2026-11-01T23:30:00.000Z', kind: 'published', label: 'Cart' }],
    };
    const xAxis = timelineOptions(data, false).xAxis as { plotLines: Array<{ value: number; label: { text: string } }> };
    expect(xAxis.plotLines).toHaveLength(1);
    expect(xAxis.plotLines[0]).toMatchObject({ value: 1, label: { text: 'Live' } });
    expect((timelineOptions({ ...data, markers: undefined }, false).xAxis as { plotLines: unknown[] }).plotLines).toEqual([]);
  });
});
