import type { SeriesPieOptions } from 'highcharts';
import { input, report, stats } from '../testing/fixtures';
import { buildChartOptions } from './buildChartOptions';
import { pieShares } from './pie';

describe('pie options', () => {
  const visits = report([
    { key: { formFactor: 'desktop' }, visits: stats(600, 1) },
    { key: { formFactor: 'phone' }, visits: stats(300, 1) },
    { key: { formFactor: 'tablet' }, visits: stats(100, 1) },
    { key: { formFactor: 'other' }, visits: stats(null, 1) },
  ]);
  const pieInput = input({ report: visits, metric: 'visits', metricLabel: 'Visits', format: 'number' });

  it('slices the primary values into shares, leaving out missing ones', () => {
    expect(pieShares(pieInput)).toEqual([
      { label: 'Desktop', value: 600, share: 0.6 },
      { label: 'Phone', value: 300, share: 0.3 },
      { label: 'Tablet', value: 100, share: 0.1 },
    ]);
  });

  it('charts one pie series of primary values only', () => {
    const options = buildChartOptions('pie', pieInput);
    expect(options.series).toHaveLength(1);
    expect((options.series as SeriesPieOptions[])[0].data).toEqual([
      { name: 'Desktop', y: 600 },
      { name: 'Phone', y: 300 },
      { name: 'Tablet', y: 100 },
    ]);
    const label = options.plotOptions?.pie?.dataLabels;
    const formatter = (Array.isArray(label) ? label[0] : label)?.formatter;
    expect(formatter?.call({ name: 'Phone', index: 1 } as never, {} as never)).toBe('Phone: 30.0%');
  });
});
