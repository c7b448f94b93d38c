import { axisLabel } from './axisLabel';
import { barOptions, markerLines, trendOptions } from './chartOptions';
import { toCsv } from 'sdk';
import { csvName } from './csv';
import { duration, formatMetric } from './format';
import { placeMarkers } from './markers';
import type { ReportAnswer, ReportPoint } from './reportTypes';
import { sectionFrom, sectionsFor } from './sections';
import { readSegments, segmentQuery } from './segments';
import { audiencesTable, funnelSteps, funnelTable, recommendationsTable, trendTable } from './tables';

const point = (at: string, over: Partial<ReportPoint> = {}): ReportPoint => ({
  at, revenue: 0, visits: 0, conversions: 0, rpv: null, cr: null, aov: null, car: null, pagesViewed: 0, avgPageViews: null, avgClickCount: null, avgTimeOnSite: null, ...over,
});

function answer(over: Partial<ReportAnswer> = {}): ReportAnswer {
  return {
    siteId: 's1',
    currency: 'USD',
    timeZone: 'America/New_York',
    period: { from: '2026-11-01T04:00:00.000Z', to: '2026-11-04T05:00:00.000Z', bucket: 'day' },
    summary: { ...point('x', { revenue: 300, visits: 20, conversions: 3, rpv: 15, cr: 0.15, aov: 100, car: 0.25, pagesViewed: 90, avgPageViews: 4.5, avgClickCount: 0.4, avgTimeOnSite: 185 }), visitsImpacted: 5, revenueImpacted: 120, directClickRevenue: 40 },
    timeline: [point('2026-11-01 00:00', { visits: 5 }), point('2026-11-02 00:00', { visits: 7 }), point('2026-11-03 00:00', { visits: 8 })],
    recommendations: [
      { recommendationId: 'a', views: 100, clicks: 10, clickThrough: 0.1, addToCarts: 2, directClickRevenue: 40, visitsImpacted: 3, revenueImpacted: 20 },
      { recommendationId: 'b', views: 50, clicks: 5, clickThrough: 0.1, addToCarts: 1, directClickRevenue: 0, visitsImpacted: 2, revenueImpacted: 100 },
    ],
    markers: [],
    ...over,
  };
}

describe('axis labels (spec 2)', () => {
  it('keeps 12 characters, cuts 13 to 10 plus an ellipsis', () => {
    expect(axisLabel('Twelve chars')).toBe('Twelve chars');
    expect(axisLabel('Thirteen char')).toBe('Thirteen c…');
    expect(axisLabel('Desktop, new visitors')).toBe('Desktop, n…');
  });
});

describe('sections', () => {
  it('offers Funnels only in internal mode and falls back to the first section', () => {
    expect(sectionsFor(false)).toEqual(['engagement', 'sales', 'recommendations', 'audiences']);
    expect(sectionsFor(true)).toContain('funnels');
    expect(sectionFrom('funnels', false)).toBe('engagement');
    expect(sectionFrom('funnels', true)).toBe('funnels');
    expect(sectionFrom('sales', false)).toBe('sales');
    expect(sectionFrom(null, false)).toBe('engagement');
  });
});

describe('segments', () => {
  it('reads known choices from the query string and drops the rest', () => {
    const s = readSegments(new URLSearchParams('device=mobile&visitor=tv&pages=10&time=7&rec=id:abc123&result=abandoned'));
    expect(s).toEqual({ device: 'mobile', pages: '10', rec: 'id:abc123', result: 'abandoned' });
  });
  it('maps every choice to the metrics API filters', () => {
    expect(segmentQuery({ device: 'desktop', visitor: 'returning', result: 'buyer', pages: '5', time: '45', rec: 'clicked' })).toEqual({
      formFactor: 'desktop', newOrReturning: 'returning', buyer: 'true', pageViews: '5', timeOnSite: '45', recommendClicked: 'true',
    });
    expect(segmentQuery({ result: 'non-buyer', rec: 'not-clicked' })).toEqual({ buyer: 'false', recommendClicked: 'false' });
    expect(segmentQuery({ result: 'abandoned', rec: 'id:r1' })).toEqual({ abandonedCartValue: '0', recommendId: 'r1' });
  });
});

describe('formats', () => {
  it('reads seconds as minutes and seconds, ratios with two decimals, missing as a dash', () => {
    expect(duration(185)).toBe('3m 05s');
    expect(duration(42.4)).toBe('42s');
    expect(formatMetric(4.5, 'ratio', 'USD')).toBe('4.50');
    expect(formatMetric(0.153, 'percent', 'USD')).toBe('15.3%');
    expect(formatMetric(null, 'money', 'USD')).toBe('—');
  });
});

describe('markers', () => {
  it('puts each change in the local bucket that holds it and groups a bucket’s changes', () => {
    const markers = [
      // 03:30 UTC on Nov 2 is still Nov 1 in New York.
      { at: '2026-11-02T03:30:00.000Z', kind: 'published' as const, label: 'Cart picks' },
      { at: '2026-11-03T15:00:00.000Z', kind: 'paused' as const, label: 'Home row' },
      { at: '2026-11-03T16:00:00.000Z', kind: 'plan' as const, label: 'PERSONALIZE' },
      { at: '2026-12-01T00:00:00.000Z', kind: 'plan' as const, label: 'outside' },
    ];
    const placed = placeMarkers(markers, answer().timeline, 'day', 'America/New_York');
    expect(placed).toEqual([
      { index: 0, lines: ['Went live: Cart picks'], kinds: ['published'] },
      { index: 2, lines: ['Stopped: Home row', 'Plan changed: PERSONALIZE'], kinds: ['paused', 'plan'] },
    ]);
    const lines = markerLines(placed, 3);
    // In the right half the label sits left of its line, inside the plot.
    expect(lines.map((l) => [l.value, l.label?.text, l.label?.align])).toEqual([[0, 'Live', 'left'], [2, 'Stopped +1', 'right']]);
  });
  it('draws the lines on the trend and names the changes in its tooltip', () => {
    const a = answer({ markers: [{ at: '2026-11-02T15:00:00.000Z', kind: 'paused', label: 'Home row' }] });
    const opts = trendOptions(a, { key: 'visits', kind: 'count' }, placeMarkers(a.markers, a.timeline, 'day', a.timeZone), false);
    const xAxis = opts.xAxis as { categories: string[]; plotLines: Array<{ value: number }> };
    expect(xAxis.categories).toEqual(['11-01', '11-02', '11-03']);
    expect(xAxis.plotLines.map((l) => l.value)).toEqual([1]);
    expect((opts.series![0] as { data: number[] }).data).toEqual([5, 7, 8]);
    const tip = (opts.tooltip!.formatter as (this: unknown) => string).call({ index: 1, y: 7 });
    expect(tip).toContain('Stopped: Home row');
    expect(tip).toContain('Visits: <b>7</b>');
  });
  it("marks today's unfinished bucket on the trend: dotted into it, a 'partial' band, the tooltip says so (issue 32 item 10)", () => {
    const a = answer();
    const today = { ...a, period: { ...a.period, partialAt: a.timeline[2].at } };
    const opts = trendOptions(today, { key: 'visits', kind: 'count' }, [], false);
    expect(opts.series![0]).toMatchObject({ zoneAxis: 'x', zones: [{ value: 1 }, { dashStyle: 'ShortDot' }] });
    expect((opts.xAxis as { plotBands: Array<{ from: number; to: number; label: { text: string } }> }).plotBands).toEqual([
      expect.objectContaining({ from: 1.5, to: 2.5, label: expect.objectContaining({ text: 'partial' }) }),
    ]);
    const tip = (opts.tooltip!.formatter as (this: unknown) => string).call({ index: 2, y: 8 });
    expect(tip).toContain('(partial, not over yet)');
    // A range that has ended: nothing marked.
    const ended = trendOptions(a, { key: 'visits', kind: 'count' }, [], false);
    expect((ended.series![0] as { zones?: unknown }).zones).toBeUndefined();
    expect((ended.xAxis as { plotBands?: unknown }).plotBands).toBeUndefined();
  });
});

describe('tables and CSV', () => {
  it('lists the recommendations most revenue impacted first, with their names', () => {
    const t = recommendationsTable(answer(), new Map([['a', 'Cart picks']]));
    expect(t.keys).toEqual(['b', 'a']);
    expect(t.rows[0]).toEqual(['Removed recommendation', '50', '5', '10.0%', '1', '$0.00', '2', '$100.00']);
    expect(t.rows[1][0]).toBe('Cart picks');
  });
  it('one trend row per bucket', () => {
    const t = trendTable(answer(), [{ key: 'visits', kind: 'count' }, { key: 'avgTimeOnSite', kind: 'seconds' }]);
    expect(t.head).toEqual(['Day', 'Visits', 'Avg. Time on Site']);
    expect(t.rows[1]).toEqual(['2026-11-02', '7', '—']);
  });
  it('audiences in a fixed order, only those answered', () => {
    const t = audiencesTable(new Map([['mobileNew', answer()]]), 'USD');
    expect(t.rows).toEqual([['Mobile, new visitors', '20', '3', '$300.00', '15.0%', '$15.00', '4.50', '3m 05s']]);
  });
  it('funnels narrow visits to clicks to orders, and views to clicks to adds', () => {
    const clicked = answer({ summary: { ...answer().summary, visits: 4, conversions: 1 } });
    const steps = funnelSteps(answer(), clicked);
    expect(steps.visits.map((s) => s.value)).toEqual([20, 4, 1]);
    expect(steps.recommendations.map((s) => s.value)).toEqual([150, 15, 3]);
    expect(funnelTable(steps.visits).rows).toEqual([
      ['Visits', '20', '100.0%', '—'],
      ['Clicked a recommendation', '4', '20.0%', '20.0%'],
      ['Ordered after a click', '1', '5.0%', '25.0%'],
    ]);
  });
  it('writes RFC 4180 CSV and guards formula cells', () => {
    expect(toCsv([['Name', 'Revenue'], ['=cmd()', '$1,200'], ['a "b"', '-12.5']])).toBe('Name,Revenue\r\n\'=cmd(),"$1,200"\r\n"a ""b""",-12.5');
    expect(csvName('sales', '2026-11-01', '2026-11-03')).toBe('recommendation-reports-sales-2026-11-01-2026-11-03.csv');
  });
  it('cuts bar labels and keeps whole names in the tooltip', () => {
    const opts = barOptions(['Frequently bought together'], { label: 'Revenue', kind: 'money' }, [12], 'USD', true);
    expect((opts.xAxis as { categories: string[] }).categories).toEqual(['Frequently…']);
    expect((opts.tooltip!.formatter as (this: unknown) => string).call({ index: 0, y: 12 })).toContain('Frequently bought together');
  });
});
