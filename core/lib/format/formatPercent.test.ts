import { formatPercent } from './formatPercent';

describe('formatPercent', () => {
  it('shows 2 decimals', () => {
    expect(formatPercent(0.1234)).toBe('12.34%');
    expect(formatPercent(0.12345)).toBe('12.35%');
    expect(formatPercent(0)).toBe('0.00%');
    expect(formatPercent(0.5)).toBe('50.00%');
    expect(formatPercent(0.00001)).toBe('0.00%');
  });

  it('shows a Percent of exactly 1 as 0.9999', () => {
    expect(formatPercent(1)).toBe('99.99%');
  });

  it('shows a sample-size ratio of 1 as 100%', () => {
    expect(formatPercent(1, { sampleSizeRatio: true })).toBe('100.00%');
    expect(formatPercent(0.25, { sampleSizeRatio: true })).toBe('25.00%');
  });

  it('adjusts only exactly 1', () => {
    expect(formatPercent(0.99999)).toBe('100.00%');
    expect(formatPercent(1.0001)).toBe('100.01%');
    expect(formatPercent(1.5)).toBe('150.00%');
    expect(formatPercent(12.5)).toBe('1,250.00%');
  });

  it('shows negatives, without a lone minus on zero', () => {
    expect(formatPercent(-0.025)).toBe('-2.50%');
    expect(formatPercent(-1)).toBe('-100.00%');
    expect(formatPercent(-0)).toBe('0.00%');
    expect(formatPercent(-0.000001)).toBe('0.00%');
  });

  it.each([NaN, Infinity, -Infinity, null, undefined])('%s → ---', (value) => {
    expect(formatPercent(value)).toBe('---');
  });

  it('takes a number of decimals', () => {
    expect(formatPercent(0.12345, { decimals: 0 })).toBe('12%');
    expect(formatPercent(1, { decimals: 0 })).toBe('100%');
  });
});
