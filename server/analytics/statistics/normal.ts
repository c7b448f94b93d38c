/**
 * Standard normal distribution, dependency-free.
 *
 * normalCdf: Abramowitz & Stegun 26.2.17 (Hastings' polynomial), |absolute error| < 7.5e-8
 * over the whole line. Good enough for confidences and win probabilities shown with a few
 * decimals; not meant for p-values far below 1e-7 (those read as "≈ 1" anyway).
 *
 * normalQuantile: Peter J. Acklam's rational approximation (2003), relative error
 * < 1.15e-9 on (0, 1); the critical values it gives are exact to the digits that matter.
 */

const P = 0.2316419;
const B = [0.31938153, -0.356563782, 1.781477937, -1.821255978, 1.330274429];
const INV_SQRT_2PI = 0.3989422804014327;

export function normalPdf(x: number): number {
  return INV_SQRT_2PI * Math.exp(-0.5 * x * x);
}

/** Φ(x) = P(Z ≤ x). */
export function normalCdf(x: number): number {
  if (Number.isNaN(x)) return NaN;
  if (x === Infinity) return 1;
  if (x === -Infinity) return 0;
  const ax = Math.abs(x);
  const t = 1 / (1 + P * ax);
  const poly = t * (B[0] + t * (B[1] + t * (B[2] + t * (B[3] + t * B[4]))));
  const upper = normalPdf(ax) * poly; // Q(|x|) = 1 − Φ(|x|)
  return x >= 0 ? 1 - upper : upper;
}

// Acklam's coefficients: central region a/b, tails c/d.
const A = [-3.969683028665376e1, 2.209460984245205e2, -2.759285104469687e2, 1.38357751867269e2, -3.066479806614716e1, 2.506628277459239];
const BQ = [-5.447609879822406e1, 1.615858368580409e2, -1.556989798598866e2, 6.680131188771972e1, -1.328068155288572e1];
const C = [-7.784894002430293e-3, -3.223964580411365e-1, -2.400758277161838, -2.549732539343734, 4.374664141464968, 2.938163982698783];
const D = [7.784695709041462e-3, 3.224671290700398e-1, 2.445134137142996, 3.754408661907416];
const P_LOW = 0.02425;

/** Φ⁻¹(p) for 0 < p < 1; NaN outside. */
export function normalQuantile(p: number): number {
  if (!(p > 0 && p < 1)) return NaN;
  if (p < P_LOW) {
    const q = Math.sqrt(-2 * Math.log(p));
    return (((((C[0] * q + C[1]) * q + C[2]) * q + C[3]) * q + C[4]) * q + C[5]) / ((((D[0] * q + D[1]) * q + D[2]) * q + D[3]) * q + 1);
  }
  if (p > 1 - P_LOW) return -normalQuantile(1 - p);
  const q = p - 0.5;
  const r = q * q;
  return (
    ((((((A[0] * r + A[1]) * r + A[2]) * r + A[3]) * r + A[4]) * r + A[5]) * q) /
    (((((BQ[0] * r + BQ[1]) * r + BQ[2]) * r + BQ[3]) * r + BQ[4]) * r + 1)
  );
}
