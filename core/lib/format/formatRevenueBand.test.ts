import { formatRevenueBand } from './formatRevenueBand';

describe('formatRevenueBand', () => {
  it.each([
    [0, '$0 - $5M'],
    [1, '$0 - $5M'],
    [3_200_000, '$0 - $5M'],
    [4_999_999.99, '$0 - $5M'],
    [5_000_000, '$5M - $10M'],
    [12_000_000, '$10M - $15M'],
    [15_000_000, '$15M - $20M'],
    [99_999_999, '$95M - $100M'],
    [1_200_000_000, '$1,200M - $1,205M'],
  ])('%d → %s', (revenue, expected) => {
    expect(formatRevenueBand(revenue)).toBe(expected);
  });

  it.each([-1, NaN, Infinity, null, undefined])('%s → ---', (revenue) => {
    expect(formatRevenueBand(revenue)).toBe('---');
  });
});
