/** Money in the site's currency, whole units above 1,000. */
export function money(value: number | null | undefined, currency: string): string {
  if (value === null || value === undefined) return '—';
  const digits = Math.abs(value) >= 1000 ? 0 : 2;
  try {
    return new Intl.NumberFormat('en-US', { style: 'currency', currency, minimumFractionDigits: digits, maximumFractionDigits: digits }).format(value);
  } catch {
    return value.toFixed(digits);
  }
}

export const count = (value: number | null | undefined) => (value === null || value === undefined ? '—' : new Intl.NumberFormat('en-US').format(value));

export const percent = (ratio: number | null | undefined) => (ratio === null || ratio === undefined ? '—' : `${(ratio * 100).toFixed(1)}%`);
