import type { Point, SeriesColumnOptions, XAxisOptions } from 'highcharts';
import { BY_DEVICE, input, report, stats } from '../testing/fixtures';
import { buildChartOptions } from './buildChartOptions';
import { categoricalOptions } from './categorical';

type Options = ReturnType<typeof categoricalOptions>;

/** Hovers a point: what Highcharts would call the formatter with. */
function hover(options: Options, index: number, seriesName = 'Conversion Rate'): string {
  const series = (options.series as SeriesColumnOptions[]).find((s) => s.name === seriesName);
  const point = { index, y: (series?.data as number[])[index], series: { name: seriesName } } as unknown as Point;
  return options.tooltip?.formatter?.call(point, {} as never) as string;
}

/** Clicks a point; returns the tooltip refresh spy. */
function click(options: Options) {
  const refresh = jest.fn();
  const point = { series: { chart: { tooltip: { refresh } } } } as unknown as Point;
  const handler = options.plotOptions?.series?.point?.events?.click;
  handler?.call(point, {} as never);
  return refresh;
}

describe('column and bar options', () => {
  it('has a category per group in report order, with nice names', () => {
    const options = buildChartOptions('column', input());
    expect((options.xAxis as XAxisOptions).categories).toEqual(['Desktop', 'Phone', 'Tablet']);
  });

  it('has a primary and a compare series', () => {
    const [primary, compare] = buildChartOptions('bar', input()).series as SeriesColumnOptions[];
    expect(primary).toMatchObject({ type: 'bar', name: 'Conversion Rate', data: [0.04, 0.02, 0.03] });
    expect(compare).toMatchObject({ type: 'bar', name: 'Previous period', data: [0.032, 0.025, null], dashStyle: 'Dash' });
  });

  it('escapes group names that come from shoppers', () => {
    const r = report([{ key: { experienceQualifiedName: '<img src=x onerror=alert(1)>' }, visits: stats(1, 1) }]);
    const options = buildChartOptions('column', input({ report: r, metric: 'visits', analyzeBy: 'experienceQualifiedName' }));
    expect((options.xAxis as XAxisOptions).categories).toEqual(['&lt;img src=x onerror=alert(1)&gt;']);
  });
});

describe('bar tooltip', () => {
  it('starts simple: the hovered value and a click hint', () => {
    const options = categoricalOptions(input(), 'column');
    const html = hover(options, 0);
    expect(html).toContain('<b>Desktop</b>');
    expect(html).toContain('Conversion Rate: <b>4.00%</b>');
    expect(html).toContain('Click for details');
    expect(html).not.toContain('Confidence');
  });

  it('toggles to the detail view and back on click, refreshing the open tooltip', () => {
    const options = categoricalOptions(input(), 'column');
    const refresh = click(options);
    expect(refresh).toHaveBeenCalledTimes(1);
    const detail = hover(options, 0);
    expect(detail).toContain('Conversion Rate: <b>4.00%</b>');
    expect(detail).toContain('Previous period: <b>3.20%</b>');
    expect(detail).toContain('Lift: <b>+25.00%</b>');
    expect(detail).toContain('Confidence: <b>97.00%</b>');
    expect(detail).toContain('Lift Interval: <b>+5.00% to +45.00%</b>');
    expect(detail).toContain('Probability to Win: <b>98.50%</b>');
    expect(detail).toContain('Sample Size Ratio: <b>1.4</b>');
    click(options);
    expect(hover(options, 0)).not.toContain('Confidence');
  });

  it('shows Unavailable for missing statistics and Missing CR Lift for a missing conversion-rate lift', () => {
    const options = categoricalOptions(input(), 'column');
    click(options);
    const tablet = hover(options, 2);
    expect(tablet).toContain('Previous period: <b>Unavailable</b>');
    expect(tablet).toContain('Lift: <b>Missing CR Lift</b>');
    expect(tablet).toContain('Confidence: <b>Unavailable</b>');
    expect(tablet).toContain('Lift Interval: <b>Unavailable</b>');
  });

  it('does not toggle without lift statistics', () => {
    const noStats = report(BY_DEVICE.groups.map((g) => ({ key: g.key, conversionRate: { primary: g.conversionRate?.primary } })));
    for (const options of [categoricalOptions(input({ compare: 'none' }), 'bar'), categoricalOptions(input({ report: noStats }), 'bar')]) {
      expect(options.plotOptions?.series?.point?.events?.click).toBeUndefined();
      expect(hover(options, 0)).not.toContain('Click for details');
    }
  });
});
