import { arrange, compareValues, type ArrangedRow } from './arrange';
import type { KeyValue } from './types';

const row = (values: KeyValue[], visits: number, car: number | null = null): ArrangedRow & { id: string } => ({
  id: values.join('|'),
  values,
  rawShare: visits,
  primaryOf: (m) => (m === 'visits' ? visits : m === 'car' ? car : null),
});
const ids = (rows: Array<{ id: string }>) => rows.map((r) => r.id);
const base = { analyzeBy: ['formFactor'] as const, removeNullGroups: false, visitsShareMin: null, orderBy: [], limit: 1000 };

describe('arrange', () => {
  const rows = [row(['tablet'], 5, 0.9), row(['phone'], 50, 0.2), row([null], 10, null), row(['desktop'], 35, 0.5)];

  it('default order: busiest first', () => {
    expect(ids(arrange(rows, { ...base, analyzeBy: ['formFactor'] }))).toEqual(['phone', 'desktop', '', 'tablet']);
  });

  it('default order of a time series: by time', () => {
    const series = [row([3], 1), row([1], 9), row([2], 5)];
    expect(ids(arrange(series, { ...base, analyzeBy: ['arrivalTimeUtc'] }))).toEqual(['1', '2', '3']);
  });

  it('orders by a metric (nulls last either way) or a dimension, ties by key', () => {
    expect(ids(arrange(rows, { ...base, orderBy: [{ field: 'car', direction: 'asc' }] }))).toEqual(['phone', 'desktop', 'tablet', '']);
    expect(ids(arrange(rows, { ...base, orderBy: [{ field: 'car', direction: 'desc' }] }))).toEqual(['tablet', 'desktop', 'phone', '']);
    expect(ids(arrange(rows, { ...base, orderBy: [{ field: 'formFactor', direction: 'asc' }] }))).toEqual(['desktop', 'phone', 'tablet', '']);
    const ties = [row(['b'], 1), row(['a'], 1)];
    expect(ids(arrange(ties, { ...base, orderBy: [{ field: 'visits', direction: 'desc' }] }))).toEqual(['a', 'b']);
  });

  it('removeNullGroups drops groups with a null key value', () => {
    expect(ids(arrange(rows, { ...base, removeNullGroups: true }))).toEqual(['phone', 'desktop', 'tablet']);
    const twoDims = [row(['phone', null], 1), row(['phone', 'US'], 1)];
    expect(ids(arrange(twoDims, { ...base, analyzeBy: ['formFactor', 'country'], removeNullGroups: true }))).toEqual(['phone|US']);
  });

  it('filterBy keeps groups with at least the share of all visits (null groups count in the total)', () => {
    // total 100: tablet 5 % is dropped at 6 %, kept at exactly 5 %.
    expect(ids(arrange(rows, { ...base, visitsShareMin: 0.06 }))).toEqual(['phone', 'desktop', '']);
    expect(ids(arrange(rows, { ...base, visitsShareMin: 0.05 }))).toHaveLength(4);
    expect(ids(arrange(rows, { ...base, visitsShareMin: 0.2, removeNullGroups: true }))).toEqual(['phone', 'desktop']);
  });

  it('reads each sort key once per row, not once per comparison', () => {
    const calls: string[] = [];
    const counted = rows.map((r) => ({ ...r, primaryOf: (m: Parameters<ArrangedRow['primaryOf']>[0]) => (calls.push(r.id), r.primaryOf(m)) }));
    expect(ids(arrange(counted, base))).toEqual(['phone', 'desktop', '', 'tablet']);
    expect(calls.sort()).toEqual(ids(rows).sort());
  });

  it('limit keeps the first groups after ordering', () => {
    expect(ids(arrange(rows, { ...base, limit: 2 }))).toEqual(['phone', 'desktop']);
  });

  it('compareValues: numbers, booleans, strings, nulls last', () => {
    expect([compareValues(1, 2, 'asc'), compareValues(1, 2, 'desc'), compareValues(false, true, 'asc'), compareValues('b', 'a', 'asc')]).toEqual([-1, 1, -1, 1]);
    expect([compareValues(null, 1, 'asc'), compareValues(null, 1, 'desc'), compareValues(null, null, 'asc')]).toEqual([1, 1, 0]);
  });
});
