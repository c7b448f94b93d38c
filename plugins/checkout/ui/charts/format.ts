import { CHART_MESSAGES } from './messages';
import type { ValueFormat } from './types';

export interface FormatOptions {
  format: ValueFormat;
  /** ISO 4217; USD when not given or not a currency Intl knows. */
  currency?: string;
  /** Every digit (tables): no K/M/B shortening, amounts to the cent. */
  exact?: boolean;
}

// Numbers from 1,000 on are shortened (1.2K, 3.4M, 5.6B) so axis labels and table cells stay narrow.
const COMPACT_FROM = 1000;

// Intl formatters are costly to build and a table formats hundreds of cells: keep one per shape.
const formatters = new Map<string, Intl.NumberFormat>();

function numberFormat(key: string, make: () => Intl.NumberFormat): Intl.NumberFormat {
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = make();
    formatters.set(key, formatter);
  }
  return formatter;
}

function currencyFormat(currency: string | undefined, compact: boolean): Intl.NumberFormat {
  const code = currency?.toUpperCase() || 'USD';
  return numberFormat(`currency:${code}:${compact}`, () => {
    const options: Intl.NumberFormatOptions = compact
      ? { style: 'currency', currency: code, notation: 'compact', minimumFractionDigits: 0, maximumFractionDigits: 1 }
      : { style: 'currency', currency: code };
    try {
      return new Intl.NumberFormat('en-US', options);
    } catch {
      // A site with a malformed currency code still gets its numbers, in dollars.
      return new Intl.NumberFormat('en-US', { ...options, currency: 'USD' });
    }
  });
}

const isNumber = (value: number | null | undefined): value is number => typeof value === 'number' && Number.isFinite(value);

/** A fraction as a percentage with 2 decimals: 0.12345 → '12.35%'. */
export function formatPercent(value: number | null | undefined): string {
  if (!isNumber(value)) return CHART_MESSAGES.unavailable;
  return numberFormat('percent', () => new Intl.NumberFormat('en-US', { style: 'percent', minimumFractionDigits: 2, maximumFractionDigits: 2 })).format(value);
}

/** A lift (fraction) with its sign: 0.05 → '+5.00%'. */
export function formatLift(value: number | null | undefined): string {
  if (!isNumber(value)) return CHART_MESSAGES.unavailable;
  return numberFormat(
    'lift',
    () => new Intl.NumberFormat('en-US', { style: 'percent', minimumFractionDigits: 2, maximumFractionDigits: 2, signDisplay: 'exceptZero' }),
  ).format(value);
}

/** A plain number: 2 decimals at most below 1,000, K/M/B above. */
export function formatNumber(value: number | null | undefined): string {
  if (!isNumber(value)) return CHART_MESSAGES.unavailable;
  if (Math.abs(value) >= COMPACT_FROM) {
    return numberFormat('compact', () => new Intl.NumberFormat('en-US', { notation: 'compact', maximumFractionDigits: 1 })).format(value);
  }
  return numberFormat('number', () => new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 })).format(value);
}

/** A difference of rates in percentage points, signed: 0.0523 → '+5.23 pp'. */
export function formatPoints(value: number | null | undefined): string {
  if (!isNumber(value)) return CHART_MESSAGES.unavailable;
  const text = numberFormat('points', () => new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2, signDisplay: 'exceptZero' })).format(value * 100);
  return `${text} pp`;
}

/** A metric value as the report shows it; 'Unavailable' for null/NaN. */
export function formatValue(value: number | null | undefined, { format, currency, exact }: FormatOptions): string {
  if (!isNumber(value)) return CHART_MESSAGES.unavailable;
  switch (format) {
    case 'percent':
      return formatPercent(value);
    case 'points':
      return formatPoints(value);
    case 'currency':
      return currencyFormat(currency, !exact && Math.abs(value) >= COMPACT_FROM).format(value);
    default:
      return exact ? numberFormat('exact', () => new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 })).format(value) : formatNumber(value);
  }
}

/** A whole amount of money without decimals ('$100'), for bucket labels. */
export function formatWholeCurrency(value: number, currency?: string): string {
  const code = currency?.toUpperCase() || 'USD';
  return numberFormat(`whole:${code}`, () => {
    const options: Intl.NumberFormatOptions = { style: 'currency', currency: code, maximumFractionDigits: 0, minimumFractionDigits: 0 };
    try {
      return new Intl.NumberFormat('en-US', options);
    } catch {
      return new Intl.NumberFormat('en-US', { ...options, currency: 'USD' });
    }
  }).format(value);
}
