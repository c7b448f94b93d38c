/**
 * Sample-ratio mismatch: are the arms' visitor counts what the configured baseline share
 * predicts? Pearson's χ² goodness of fit with one degree of freedom,
 *   χ² = (n_b − N w)² / (N w) + (n_t − N(1 − w))² / (N(1 − w)),  p = P(χ²₁ > χ²) = erfc(√(χ²/2)).
 * A mismatch means the assignment or the logging is broken (bots in one arm, a redirect that
 * drops visitors, a cache serving one arm), so the arms are no longer comparable and no
 * verdict is given. p < 0.001 is the usual threshold (Fabijan et al. 2019, "Diagnosing Sample
 * Ratio Mismatch"): strict enough that daily re-checks rarely raise a false alarm.
 */
import type { SrmCheck } from './types';
import { abs, exp, min, sqrt } from './math';

export const SRM_P_THRESHOLD = 0.001;

/**
 * erfc by Numerical Recipes' Chebyshev fit (erfcc, §6.2): fractional error < 1.2e-7 everywhere,
 * so a p-value near the 0.001 threshold is right to 7 significant digits (normal.ts's Φ has an
 * absolute error of 7.5e-8, which is 1e-4 of a p-value there).
 */
function erfc(x: number): number {
  const z = abs(x);
  const t = 1 / (1 + 0.5 * z);
  const poly = -1.26551223 + t * (1.00002368 + t * (0.37409196 + t * (0.09678418 + t * (-0.18628806 + t * (0.27886807 + t * (-1.13520398 + t * (1.48851587 + t * (-0.82215223 + t * 0.17087277))))))));
  const value = t * exp(-z * z + poly);
  return x >= 0 ? value : 2 - value;
}

export function sampleRatioMismatch(treatmentVisitors: number, baselineVisitors: number, baselineShare: number): SrmCheck {
  if (!(baselineShare > 0 && baselineShare < 1)) throw new RangeError(`baselineShare must be between 0 and 1 (exclusive), got ${baselineShare}`);
  const total = treatmentVisitors + baselineVisitors;
  if (!(total > 0)) return { chiSquare: 0, pValue: 1, flagged: false, expectedBaselineShare: baselineShare, observedBaselineShare: null };
  const expectedBaseline = total * baselineShare;
  const expectedTreatment = total - expectedBaseline;
  const chiSquare = (baselineVisitors - expectedBaseline) ** 2 / expectedBaseline + (treatmentVisitors - expectedTreatment) ** 2 / expectedTreatment;
  const pValue = min(1, erfc(sqrt(chiSquare / 2)));
  return { chiSquare, pValue, flagged: pValue < SRM_P_THRESHOLD, expectedBaselineShare: baselineShare, observedBaselineShare: baselineVisitors / total };
}
