import { formatCurrency } from './formatCurrency';

describe('formatCurrency', () => {
  it('formats with the currency’s own symbol and decimals', () => {
    expect(formatCurrency(1234.5, 'USD')).toBe('$1,234.50');
    expect(formatCurrency(1234.5, 'EUR')).toBe('€1,234.50');
    expect(formatCurrency(1234.5, 'GBP')).toBe('£1,234.50');
    expect(formatCurrency(1234.5, 'JPY')).toBe('¥1,235');
    expect(formatCurrency(0, 'USD')).toBe('$0.00');
  });

  it('shows other-dollar currencies distinctly', () => {
    expect(formatCurrency(10, 'CAD')).toBe('CA$10.00');
    expect(formatCurrency(10, 'AUD')).toBe('A$10.00');
  });

  it('formats negatives', () => {
    expect(formatCurrency(-1234.5, 'USD')).toBe('-$1,234.50');
  });

  it('matches the code case-insensitively and trims it', () => {
    expect(formatCurrency(5, 'usd')).toBe('$5.00');
    expect(formatCurrency(5, ' eur ')).toBe('€5.00');
  });

  it('keeps the letters of a well-formed unknown code', () => {
    expect(formatCurrency(1, 'XYZ')).toBe('XYZ\u00a01.00');
  });

  it('never shows dollars for a missing or malformed currency', () => {
    expect(formatCurrency(1234.5, undefined)).toBe('1,234.50');
    expect(formatCurrency(1234.5, null)).toBe('1,234.50');
    expect(formatCurrency(1234.5, '')).toBe('1,234.50');
    expect(formatCurrency(1234.5, 'dollars')).toBe('1,234.50 dollars');
  });

  it('takes a locale', () => {
    expect(formatCurrency(1234.5, 'EUR', { locale: 'de-DE' })).toBe('1.234,50\u00a0€');
  });

  it.each([NaN, Infinity, null, undefined])('%s → ---', (amount) => {
    expect(formatCurrency(amount, 'USD')).toBe('---');
  });
});
