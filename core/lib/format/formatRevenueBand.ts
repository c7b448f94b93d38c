// Spec section 9: organizations' estimated revenue is shown in 5M bands, never as the
// estimate itself (it is a rough estimate, and a band says so).
import { MILLION_SUFFIX, NO_VALUE } from './messages';

export const REVENUE_BAND_SIZE = 5_000_000;

function millions(amount: number): string {
  if (amount === 0) return '$0';
  return `$${(amount / 1e6).toLocaleString('en-US')}${MILLION_SUFFIX}`;
}

/**
 * 3_200_000 → '$0 - $5M', 12_000_000 → '$10M - $15M', 5_000_000 → '$5M - $10M' (a band
 * includes its lower bound). Above a billion the bands stay in M ('$1,200M - $1,205M') so all
 * rows compare at a glance. Negative, missing or not finite → '---'.
 */
export function formatRevenueBand(revenue: number | null | undefined): string {
  if (revenue === null || revenue === undefined || !Number.isFinite(revenue) || revenue < 0) return NO_VALUE;
  const lower = Math.floor(revenue / REVENUE_BAND_SIZE) * REVENUE_BAND_SIZE;
  return `${millions(lower)} - ${millions(lower + REVENUE_BAND_SIZE)}`;
}
