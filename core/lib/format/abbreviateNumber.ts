// Spec section 9: abbreviations K, M, B at 1e3, 1e6, 1e9.
import { BILLION_SUFFIX, MILLION_SUFFIX, NO_VALUE, THOUSAND_SUFFIX } from './messages';

const UNITS = [
  { size: 1e9, suffix: BILLION_SUFFIX },
  { size: 1e6, suffix: MILLION_SUFFIX },
  { size: 1e3, suffix: THOUSAND_SUFFIX },
] as const;

export interface AbbreviateOptions {
  /** Most decimals shown; trailing zeros are dropped (1000 → '1K', not '1.0K'). Default 1. */
  readonly decimals?: number;
}

/**
 * Rounds on the decimal text, not on value * 10: 1.15 * 10 is 11.4999… in binary and would
 * give '1.1K' for 1150. Called with magnitudes only, so halves round away from zero and
 * -1250 and 1250 abbreviate symmetrically.
 */
function round(value: number, decimals: number): number {
  const rounded = Number(`${Math.round(Number(`${value}e${decimals}`))}e-${decimals}`);
  if (Number.isFinite(rounded)) return rounded;
  // Values JavaScript writes in exponent form (1e-7, 1e21) cannot take the text route.
  const factor = 10 ** decimals;
  return Math.round(value * factor) / factor;
}

function trimmed(value: number, decimals: number): string {
  return String(Number(value.toFixed(decimals)));
}

/**
 * 1234 → '1.2K', 999 → '999', 1_500_000 → '1.5M', -2_500 → '-2.5K'. A value that rounds up to
 * the next unit moves to it (999_950 → '1M', not '1000K'). Beyond B there is no unit: 1e12 →
 * '1000B'. Below 1000, decimals are kept up to `decimals` (12.345 → '12.3').
 * Not a finite number → '---'.
 */
export function abbreviateNumber(value: number | null | undefined, { decimals = 1 }: AbbreviateOptions = {}): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return NO_VALUE;
  const magnitude = Math.abs(value);
  // UNITS runs largest first; -1 stands for "no unit".
  let index = UNITS.findIndex((unit) => magnitude >= unit.size);
  const scale = (at: number) => round(magnitude / (at === -1 ? 1 : UNITS[at].size), decimals);
  let scaled = scale(index);
  if (scaled >= 1000 && index !== 0) {
    index = index === -1 ? UNITS.length - 1 : index - 1;
    scaled = scale(index);
  }
  const text = `${trimmed(scaled, decimals)}${index === -1 ? '' : UNITS[index].suffix}`;
  return value < 0 && text !== '0' ? `-${text}` : text;
}
