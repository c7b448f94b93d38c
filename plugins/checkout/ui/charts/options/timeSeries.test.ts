import type { AxisLabelsFormatterContextObject, Point, SeriesLineOptions, XAxisOptions, YAxisOptions } from 'highcharts';
import { BY_DAY, BY_DAY_TODAY, BY_DEVICE, input } from '../testing/fixtures';
import { DARK_PALETTE, LIGHT_PALETTE } from '../theme';
import { buildChartOptions } from './buildChartOptions';

const visitsByDay = (overrides = {}) =>
  input({ report: BY_DAY, metric: 'visits', metricLabel: 'Visits', format: 'number', analyzeBy: 'arrivalTimeUtc', timeZone: 'Europe/Berlin', ...overrides });

describe('line and area options', () => {
  it('puts the groups on a datetime axis in time order, in the site time zone', () => {
    const options = buildChartOptions('line', visitsByDay());
    expect((options.xAxis as XAxisOptions).type).toBe('datetime');
    expect(options.time?.timezone).toBe('Europe/Berlin');
    const [primary] = options.series as SeriesLineOptions[];
    expect(primary.name).toBe('Visits');
    expect(primary.data).toEqual([
      [Date.parse('2024-03-01T00:00:00Z'), 100],
      [Date.parse('2024-03-02T00:00:00Z'), 200],
      [Date.parse('2024-03-03T00:00:00Z'), 300],
    ]);
  });

  it('draws the comparison dashed, named after the compare mode, with gaps for missing values', () => {
    const [, previous] = buildChartOptions('area', visitsByDay()).series as SeriesLineOptions[];
    expect(previous).toMatchObject({ type: 'area', name: 'Previous period', dashStyle: 'Dash' });
    expect(previous.data).toEqual([
      [Date.parse('2024-03-01T00:00:00Z'), 90],
      [Date.parse('2024-03-02T00:00:00Z'), null],
      [Date.parse('2024-03-03T00:00:00Z'), 270],
    ]);
    const market = buildChartOptions('line', visitsByDay({ compare: 'market' })).series as SeriesLineOptions[];
    expect(market[1].name).toBe('Market');
  });

  it("marks the bin still in progress: the segment into it dotted, the axis says 'partial', the tooltip too (issue 32 item 10)", () => {
    const options = buildChartOptions('line', visitsByDay({ report: BY_DAY_TODAY }));
    const [primary] = options.series as SeriesLineOptions[];
    // The line is solid up to the last finished day (2 March), dotted from there into 3 March.
    expect(primary).toMatchObject({ zoneAxis: 'x', zones: [{ value: Date.parse('2024-03-02T00:00:00Z') }, { dashStyle: 'ShortDot' }] });
    const [line] = (options.xAxis as XAxisOptions).plotLines!;
    expect(line).toMatchObject({ value: Date.parse('2024-03-03T00:00:00Z'), label: { text: 'partial' } });
    const formatter = options.tooltip!.formatter as unknown as (this: Partial<Point>) => string;
    const html = formatter.call({ x: Date.parse('2024-03-03T00:00:00Z'), y: 300, series: { name: 'Visits' } as Point['series'] });
    expect(html).toContain('(partial, not over yet)');
    // A period that has ended has neither.
    const ended = buildChartOptions('line', visitsByDay());
    expect((ended.series as SeriesLineOptions[])[0].zones).toBeUndefined();
    expect((ended.xAxis as XAxisOptions).plotLines).toBeUndefined();
  });

  it('has a single series without a comparison', () => {
    expect(buildChartOptions('line', visitsByDay({ compare: 'none' })).series).toHaveLength(1);
  });

  it('formats the value axis as percent for rates', () => {
    const options = buildChartOptions('line', input({ analyzeBy: 'formFactor' }));
    const yAxis = options.yAxis as YAxisOptions;
    const label = yAxis.labels?.formatter?.call({ value: 0.035 } as AxisLabelsFormatterContextObject, {} as AxisLabelsFormatterContextObject);
    expect(label).toBe('3.50%');
    // Not a time dimension: the groups become categories.
    expect((options.xAxis as XAxisOptions).categories).toEqual(['Desktop', 'Phone', 'Tablet']);
  });

  it('shows the formatted value and the date in its tooltip', () => {
    const options = buildChartOptions('line', visitsByDay());
    const point = { x: Date.parse('2024-03-02T00:00:00Z'), y: 200, index: 1, series: { name: 'Visits' } } as unknown as Point;
    const html = options.tooltip?.formatter?.call(point, {} as never) as string;
    expect(html).toContain('Mar 2, 2024');
    expect(html).toContain('Visits: <b>200</b>');
  });

  it('is readable on the dark theme', () => {
    const light = buildChartOptions('line', visitsByDay({ palette: LIGHT_PALETTE }));
    const dark = buildChartOptions('line', visitsByDay({ palette: DARK_PALETTE }));
    expect(dark.legend?.itemStyle?.color).toBe(DARK_PALETTE.text);
    expect(light.legend?.itemStyle?.color).toBe(LIGHT_PALETTE.text);
    expect(DARK_PALETTE.text).not.toBe(LIGHT_PALETTE.text);
    expect((dark.yAxis as YAxisOptions).gridLineColor).toBe(DARK_PALETTE.grid);
    expect((dark.xAxis as XAxisOptions).labels?.style?.color).toBe(DARK_PALETTE.mutedText);
    expect(dark.chart?.backgroundColor).toBe('transparent');
    expect(BY_DEVICE.groups).toHaveLength(3);
  });
});
