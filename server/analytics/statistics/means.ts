/**
 * Two per-unit means (aov, rpv) from their sufficient statistics: m = Σx/n and the sample
 * variance v = (Σx² − (Σx)²/n)/(n − 1). z_a = Φ⁻¹(1 − α/2), z_b = Φ⁻¹(power).
 *
 * confidence: Welch's unequal-variance t-test, t = (m₁−m₂)/√(v₁/n₁ + v₂/n₂), with the
 *   Welch–Satterthwaite df; confidence = 1 − two-sided p. Student's t is exact below 1000 df
 *   and the normal above (student-t.ts says why).
 * liftInterval: delta method on the log ratio, Var ln m̂ ≈ v/(n m²):
 *   ln(m₁/m₂) ± t_{1−α/2, df}·√(v₁/(n₁m₁²) + v₂/(n₂m₂²)), exponentiated, minus 1.
 *   Needs both means > 0 (a log ratio of a non-positive mean has no meaning).
 * probabilityToWin: P(μ₁ > μ₂) with flat priors: normal posteriors N(m, v/n), so
 *   Φ((m₁−m₂)/√(v₁/n₁ + v₂/n₂)).
 * sampleSizeRequired: per-group n (normal approximation, the usual planning formula)
 *   n = (z_a + z_b)²(v₁ + v₂)/δ², δ = |m₁−m₂|, rounded up.
 * minDetectableEffect: (z_a + z_b)·√(v₂(1/n₁ + 1/n₂)) / |m₂|, the compare side's variance
 *   standing for both groups, as for proportions.
 * Every test part needs n ≥ 2 on both sides (a variance needs two values).
 */
import { finite, finiteInterval, relativeLift } from './finite';
import { normalCdf } from './normal';
import { studentTCdf, studentTQuantile } from './student-t';
import { wants, type ComparisonPart, type Criticals, type TestParts } from './types';

export interface MeanSample {
  sum: number;
  sumSquares: number;
  n: number;
}

interface Moments {
  n: number;
  mean: number;
  variance: number;
}

export function isValidMean({ sum, sumSquares, n }: MeanSample): boolean {
  return Number.isFinite(sum) && Number.isFinite(sumSquares) && Number.isFinite(n) && n > 0 && sumSquares >= 0;
}

export function meanValue(sample: MeanSample): number | null {
  return isValidMean(sample) ? finite(sample.sum / sample.n) : null;
}

/** Null below two units. The subtraction cancels badly when all values are equal, so a
 *  residue below 1e-12 of Σx² counts as zero variance instead of a tiny (or negative) one. */
function moments({ sum, sumSquares, n }: MeanSample): Moments | null {
  if (n < 2) return null;
  const squaredDeviations = sumSquares - (sum * sum) / n;
  const variance = squaredDeviations <= 1e-12 * sumSquares ? 0 : squaredDeviations / (n - 1);
  return Number.isFinite(variance) ? { n, mean: sum / n, variance } : null;
}

function welchDf(a: Moments, b: Moments): number {
  const ua = a.variance / a.n;
  const ub = b.variance / b.n;
  return (ua + ub) ** 2 / ((ua * ua) / (a.n - 1) + (ub * ub) / (b.n - 1));
}

function liftInterval(a: Moments, b: Moments, df: number, alpha: number) {
  if (!(a.mean > 0 && b.mean > 0)) return null;
  const se = Math.sqrt(a.variance / (a.n * a.mean * a.mean) + b.variance / (b.n * b.mean * b.mean));
  const critical = studentTQuantile(1 - alpha / 2, df);
  if (!(se > 0) || !Number.isFinite(critical)) return null;
  const center = Math.log(a.mean / b.mean);
  return finiteInterval(Math.exp(center - critical * se) - 1, Math.exp(center + critical * se) - 1);
}

function sampleSizeRequired(a: Moments, b: Moments, { zAlpha, zPower }: Criticals): number | null {
  const delta = Math.abs(a.mean - b.mean);
  const spread = a.variance + b.variance;
  if (!(delta > 0 && spread > 0)) return null;
  return finite(Math.ceil(((zAlpha + zPower) ** 2 * spread) / (delta * delta)));
}

function minDetectableEffect(a: Moments, b: Moments, { zAlpha, zPower }: Criticals): number | null {
  if (b.mean === 0 || !(b.variance > 0)) return null;
  return finite(((zAlpha + zPower) * Math.sqrt(b.variance * (1 / a.n + 1 / b.n))) / Math.abs(b.mean));
}

export function compareMeans(primary: MeanSample, compare: MeanSample, criticals: Criticals, parts?: ReadonlySet<ComparisonPart>): TestParts & { lift: number | null } {
  const lift = wants(parts, 'lift') ? relativeLift(meanValue(primary), meanValue(compare)) : null;
  const a = moments(primary);
  const b = moments(compare);
  if (!a || !b) {
    return { lift, confidence: null, liftInterval: null, sampleSizeRequired: null, sampleSizeRatio: null, probabilityToWin: null, minDetectableEffect: null };
  }
  const se = Math.sqrt(a.variance / a.n + b.variance / b.n);
  const wantConfidence = wants(parts, 'confidence');
  const wantInterval = wants(parts, 'liftInterval');
  const df = se > 0 && (wantConfidence || wantInterval) ? welchDf(a, b) : NaN;
  const z = (a.mean - b.mean) / se;
  const ratio = wants(parts, 'sampleSizeRatio');
  const required = ratio || wants(parts, 'sampleSizeRequired') ? sampleSizeRequired(a, b, criticals) : null;
  return {
    lift,
    // Zero variance on both sides: the test statistic is 0/0 (or ±∞), nothing to report.
    confidence: se > 0 && wantConfidence ? finite(2 * studentTCdf(Math.abs(z), df) - 1) : null,
    liftInterval: se > 0 && wantInterval ? liftInterval(a, b, df, criticals.alpha) : null,
    sampleSizeRequired: required,
    sampleSizeRatio: !ratio || required === null ? null : finite(Math.min(a.n, b.n) / required),
    probabilityToWin: se > 0 && wants(parts, 'probabilityToWin') ? finite(normalCdf(z)) : null,
    minDetectableEffect: wants(parts, 'minDetectableEffect') ? minDetectableEffect(a, b, criticals) : null,
  };
}
