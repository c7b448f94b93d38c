// Number formatting shared by the pages. Missing values (null, NaN) render as the spec's '---'.

export const MISSING = '---';

const finite = (value: number | null | undefined): value is number => typeof value === 'number' && Number.isFinite(value);

export function formatInteger(value: number | null | undefined): string {
  return finite(value) ? Math.round(value).toLocaleString() : MISSING;
}

export function formatScore(value: number | null | undefined): string {
  return finite(value) ? String(Math.round(value)) : MISSING;
}

/** Spec (console-shell, Display): percentages show 2 decimals. */
const PERCENT_DECIMALS = 2;

/** A 0-1 rate as a percent with two decimals: 0.65234 → '65.23%'. */
export function formatRate(value: number | null | undefined): string {
  return finite(value) ? `${(value * 100).toFixed(PERCENT_DECIMALS)}%` : MISSING;
}

/**
 * A difference of two rates in percentage points: 0.0523 → '+5.23 pp'. The Mobile Abandonment
 * Gap is car(phone) − car(desktop): 5.23 % would read as a share of something, which it is not,
 * so every screen that shows it (Score, Insights, Home) says pp.
 */
export function formatPoints(value: number | null | undefined): string {
  return finite(value) ? signed(value, `${(Math.abs(value) * 100).toFixed(PERCENT_DECIMALS)} pp`) : MISSING;
}

/** Differences of rates in points (the Mobile Abandonment Gap), rates in percent. */
const POINT_KPIS: ReadonlySet<string> = new Set(['mobileAbandonmentGap']);

/** A KPI's value as the score screens show it. */
export function formatKpiValue(name: string, value: number | null | undefined): string {
  return POINT_KPIS.has(name) ? formatPoints(value) : formatRate(value);
}

export function formatDecimal(value: number | null | undefined, digits = 2): string {
  return finite(value) ? value.toFixed(digits) : MISSING;
}

/** An amount in the site's currency; an unknown currency code falls back to a plain number. */
export function formatCurrency(value: number | null | undefined, currency: string): string {
  if (!finite(value)) return MISSING;
  try {
    return value.toLocaleString(undefined, { style: 'currency', currency, maximumFractionDigits: 0 });
  } catch {
    return `${Math.round(value).toLocaleString()} ${currency}`;
  }
}

/** Relative change primary vs compare, or null when there is nothing to compare with. */
export function relativeChange(primary: number | null | undefined, compare: number | null | undefined): number | null {
  if (!finite(primary) || !finite(compare) || compare === 0) return null;
  return (primary - compare) / Math.abs(compare);
}

/** Absolute change, or null when either side is missing. */
export function pointChange(primary: number | null | undefined, compare: number | null | undefined): number | null {
  return finite(primary) && finite(compare) ? primary - compare : null;
}

/** '+5' / '−3' / '0': an explicit sign reads as a change, not a level. */
export function signed(value: number, text: string): string {
  if (value > 0) return `+${text}`;
  if (value < 0) return `−${text.replace(/^-/, '')}`;
  return text;
}
