import { abbreviateNumber } from './abbreviateNumber';

describe('abbreviateNumber', () => {
  it.each([
    [0, '0'],
    [1, '1'],
    [999, '999'],
    [1000, '1K'],
    [1234, '1.2K'],
    [1250, '1.3K'],
    [1150, '1.2K'],
    [1_050_000, '1.1M'],
    [4.35, '4.4'],
    [1_500_000, '1.5M'],
    [2_000_000_000, '2B'],
    [12_345_678, '12.3M'],
    [999_949, '999.9K'],
    [999_950, '1M'],
    [999_999_999, '1B'],
    [1e12, '1000B'],
    [12.345, '12.3'],
    [999.94, '999.9'],
    [999.96, '1K'],
    [0.04, '0'],
    [1e-7, '0'],
    [1e21, '1000000000000B'],
  ])('%d → %s', (value, expected) => {
    expect(abbreviateNumber(value)).toBe(expected);
  });

  it.each([
    [-999, '-999'],
    [-1234, '-1.2K'],
    [-1250, '-1.3K'],
    [-1_500_000, '-1.5M'],
    [-0, '0'],
    [-0.04, '0'],
  ])('negative %d → %s', (value, expected) => {
    expect(abbreviateNumber(value)).toBe(expected);
  });

  it.each([NaN, Infinity, -Infinity, null, undefined])('%s → ---', (value) => {
    expect(abbreviateNumber(value)).toBe('---');
  });

  it('takes a number of decimals', () => {
    expect(abbreviateNumber(1234, { decimals: 2 })).toBe('1.23K');
    expect(abbreviateNumber(1234, { decimals: 0 })).toBe('1K');
    expect(abbreviateNumber(1500, { decimals: 0 })).toBe('2K');
    expect(abbreviateNumber(999_500, { decimals: 0 })).toBe('1M');
  });
});
