import { formatLift, formatNumber, formatPercent, formatValue, formatWholeCurrency } from './format';

describe('formatValue', () => {
  it('shows fractions as percent with 2 decimals', () => {
    expect(formatValue(0.12345, { format: 'percent' })).toBe('12.35%');
    expect(formatValue(0.04, { format: 'percent' })).toBe('4.00%');
    expect(formatPercent(1)).toBe('100.00%');
  });

  it('shortens large numbers with K/M/B and keeps small ones', () => {
    expect(formatValue(999, { format: 'number' })).toBe('999');
    expect(formatValue(12.345, { format: 'number' })).toBe('12.35');
    expect(formatValue(1234, { format: 'number' })).toBe('1.2K');
    expect(formatValue(2_500_000, { format: 'number' })).toBe('2.5M');
    expect(formatNumber(3_100_000_000)).toBe('3.1B');
  });

  it('formats money in the site currency, compact when large', () => {
    expect(formatValue(12.5, { format: 'currency', currency: 'USD' })).toBe('$12.50');
    expect(formatValue(12500, { format: 'currency', currency: 'usd' })).toBe('$12.5K');
    expect(formatValue(10, { format: 'currency', currency: 'EUR' })).toBe('€10.00');
    expect(formatValue(10, { format: 'currency' })).toBe('$10.00');
    // A broken code must not break the chart.
    expect(formatValue(10, { format: 'currency', currency: 'not-a-code' })).toBe('$10.00');
    expect(formatWholeCurrency(100, 'USD')).toBe('$100');
  });

  it('says Unavailable for missing values', () => {
    expect(formatValue(null, { format: 'number' })).toBe('Unavailable');
    expect(formatValue(undefined, { format: 'percent' })).toBe('Unavailable');
    expect(formatValue(Number.NaN, { format: 'currency' })).toBe('Unavailable');
  });

  it('signs lifts', () => {
    expect(formatLift(0.25)).toBe('+25.00%');
    expect(formatLift(-0.2)).toBe('-20.00%');
    expect(formatLift(0)).toBe('0.00%');
    expect(formatLift(null)).toBe('Unavailable');
  });
});

describe('issue 12, defect 11: points and exact amounts', () => {
  it('shows the Mobile Abandonment Gap in percentage points', () => {
    expect(formatValue(0.0523, { format: 'points' })).toBe('+5.23 pp');
    expect(formatValue(-0.1, { format: 'points' })).toBe('-10.00 pp');
  });

  it('gives tables every digit of an amount', () => {
    expect(formatValue(1_234_567.891, { format: 'currency', currency: 'USD' })).toBe('$1.2M');
    expect(formatValue(1_234_567.891, { format: 'currency', currency: 'USD', exact: true })).toBe('$1,234,567.89');
    expect(formatValue(12_345, { format: 'number', exact: true })).toBe('12,345');
  });
});
