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

  it("marks today's unfinished bucket, so its low numbers do not read as a drop (issue 32 item 10)", () => {
    const data: MetricsAnswer = {
      siteId: 's',
      currency: 'USD',
      timeZone: 'UTC',
      period: { from: '2026-11-01T00:00:00.000Z', to: '2026-11-04T00:00:00.000Z', bucket: 'day', partialAt: '2026-11-03 00:00' },
      summary: { ...point(''), visitsImpacted: 0, revenueImpacted: 0, directClickRevenue: 0 },
      timeline: [point('2026-11-01 00:00'), point('2026-11-02 00:00'), point('2026-11-03 00:00')],
      recommendations: [],
    };
    const options = timelineOptions(data, true);
    const [revenue, visits] = options.series as Array<{ data: unknown[]; zones?: unknown }>;
    expect(revenue.data[2]).toMatchObject({ y: 10, className: 'rec-partial-column' });
    expect(revenue.data[1]).toBe(10);
    expect(visits).toMatchObject({ zoneAxis: 'x', zones: [{ value: 1 }, { dashStyle: 'ShortDot' }] });
    expect((options.xAxis as { plotBands: Array<{ label: { text: string } }> }).plotBands[0].label.text).toBe('partial');
    const tip = (options.tooltip!.formatter as (this: unknown) => string).call({ index: 2, points: [{ y: 10, series: { name: 'Revenue', type: 'column' } }, { y: 2, series: { name: 'Visits', type: 'line' } }] });
    expect(tip).toContain('2026-11-03 00:00 (partial, not over yet)');
    expect(tip).toContain('Visits: <b>2</b>');
  });
});
