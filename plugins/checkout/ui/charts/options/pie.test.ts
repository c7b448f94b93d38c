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
    expect(formatter?.call({ name: 'Phone', index: 1 } as never, {} as never)).toBe('Phone: 30.00%');
  });

  it('says Other for the orders the report folded away, so shares are of all orders (issue 12, defect 1)', () => {
    // 300 orders; the report kept credit card 157 and paypal 91 (52 folded away).
    const orders = {
      ...report([
        { key: { transPaymentType: 'credit card' }, conversions: stats(157, null) },
        { key: { transPaymentType: 'paypal' }, conversions: stats(91, null) },
      ]),
      totals: { key: {}, conversions: stats(300, null) },
    };
    const shares = pieShares(input({ report: orders, metric: 'conversions', metricLabel: 'Orders', format: 'number', analyzeBy: 'transPaymentType' }));
    expect(shares.map((s) => [s.label, s.value])).toEqual([['Credit Card', 157], ['PayPal', 91], ['Other', 52]]);
    expect(shares[0].share).toBeCloseTo(0.523, 3);
  });

  it('adds no Other slice to a rate, nor when nothing was folded', () => {
    const rates = { ...report([{ key: { formFactor: 'phone' }, car: stats(0.7, null) }]), totals: { key: {}, car: stats(0.65, null) } };
    expect(pieShares(input({ report: rates, metric: 'car', metricLabel: 'CAR', format: 'percent' })).map((s) => s.label)).toEqual(['Phone']);
    const all = { ...visits, totals: { key: {}, visits: stats(1000, null) } };
    expect(pieShares({ ...pieInput, report: all }).map((s) => s.label)).toEqual(['Desktop', 'Phone', 'Tablet']);
  });
});
