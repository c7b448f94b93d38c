// Spec section 9: percentages with 2 decimals; a Percent of exactly 1 shows as 0.9999 except
// for sample-size ratios. A measured rate of exactly 100% (a conversion or confidence value)
// would read as certainty, so it is shown just below; a sample-size ratio of 1 really is all
// of the sample and shows as 100.00%.
import { NO_VALUE } from './messages';

export const PERCENT_DECIMALS = 2;
/** What a Percent of exactly 1 is shown as, unless it is a sample-size ratio. */
export const PERCENT_ONE_SHOWN_AS = 0.9999;

export interface PercentOptions {
  /** The value is a sample-size ratio: 1 shows as 100.00%. */
  readonly sampleSizeRatio?: boolean;
  readonly decimals?: number;
}

/**
 * A ratio as a percentage: 0.1234 → '12.34%', 1 → '99.99%', 1.5 → '150.00%'. Only exactly 1
 * is adjusted, as the spec says; 0.99999 still rounds to '100.00%'. Not finite → '---'.
 */
export function formatPercent(
  ratio: number | null | undefined,
  { sampleSizeRatio = false, decimals = PERCENT_DECIMALS }: PercentOptions = {},
): string {
  if (ratio === null || ratio === undefined || !Number.isFinite(ratio)) return NO_VALUE;
  const shown = ratio === 1 && !sampleSizeRatio ? PERCENT_ONE_SHOWN_AS : ratio;
  return new Intl.NumberFormat('en-US', {
    style: 'percent',
    minimumFractionDigits: decimals,
    maximumFractionDigits: decimals,
  })
    .format(shown)
    .replace(/^-(0\.?0*%)$/, '$1');
}
