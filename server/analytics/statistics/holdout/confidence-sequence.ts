/**
 * Always-valid intervals: the two-sided normal-mixture confidence sequence (Robbins 1970;
 * Howard, Ramdas, McAuliffe & Sekhon 2021, "Time-uniform, nonparametric, nonasymptotic
 * confidence sequences", eq. (14)), the boundary behind Optimizely's Stats Engine (Johari et
 * al. 2017) and GrowthBook's and Statsig's sequential tests.
 *
 * An estimate Δ̂ with standard error s carries information t = 1/s²; under the normal
 * approximation tΔ̂ is a Brownian motion in t with drift tΔ. Mixing the likelihood ratio
 * exp(λS − λ²t/2) over λ ~ N(0, 1/ρ) gives the martingale
 *   M_t = √(ρ / (t + ρ)) · exp(t²(Δ̂ − Δ)² / (2(t + ρ))),
 * and Ville's inequality P(∃t: M_t ≥ 1/α) ≤ α gives, at every look at once,
 *   |Δ̂ − Δ| ≤ s · k(r),  k(r) = √((1 + r)(ln(1 + 1/r) + 2 ln(1/α))),  r = ρ / t = ρ s².
 * So a merchant may look every day (or every minute) and the chance that the interval ever
 * excludes a true zero stays ≤ α.
 *
 * Tuning (the mixture variance 1/ρ): ρ only moves *where* the boundary is tightest, never its
 * validity, but it must be fixed before the data is seen. k(r) is smallest at r* solving
 * ln(1 + 1/r) + 2 ln(1/α) = 1/r (r* ≈ 0.122 at α = 0.05, k(r*) ≈ 3.04 against 1.96 for one
 * fixed-horizon look). We set ρ so that r = r* when the test reaches `tuningVisitors`
 * visitors; information grows in proportion to visitors, so at n visitors r = r*·tuning/n.
 * The default tuning is a demo shop's four weeks (~700 visitors a day): tighter there, and
 * only slowly wider away from it (k = 3.25 at ten times the tuning, 3.82 at a tenth).
 */
import { abs, exp, log, min, sqrt } from './math';

export const DEFAULT_TUNING_VISITORS = 20_000;

/** 1/r*: the fixed point of w = 2 ln(1/α) + ln(1 + w) (a contraction: slope 1/(1 + w) < 1). */
function inverseOptimalRatio(alpha: number): number {
  const c = 2 * log(1 / alpha);
  let w = c + log(1 + c);
  for (let i = 0; i < 60; i += 1) {
    const next = c + log(1 + w);
    if (abs(next - w) < 1e-13) return next;
    w = next;
  }
  return w;
}

const OPTIMAL_RATIO = new Map<number, number>();

/** r* for this α: where k(r) is smallest. */
export function optimalMixtureRatio(alpha: number): number {
  let r = OPTIMAL_RATIO.get(alpha);
  if (r === undefined) OPTIMAL_RATIO.set(alpha, (r = 1 / inverseOptimalRatio(alpha)));
  return r;
}

export interface SequentialTuning {
  alpha: number;
  tuningVisitors: number;
}

/** r = ρ s² at a look with `visitors` visitors so far. */
export function mixtureRatio(visitors: number, { alpha, tuningVisitors }: SequentialTuning): number {
  return (optimalMixtureRatio(alpha) * tuningVisitors) / visitors;
}

/** k: the half-width of the always-valid interval in standard errors. */
export function sequentialCritical(visitors: number, tuning: SequentialTuning): number {
  const r = mixtureRatio(visitors, tuning);
  return sqrt((1 + r) * (log(1 + 1 / r) + 2 * log(1 / tuning.alpha)));
}

/**
 * The always-valid p-value of this look, min(1, 1/M_t) at Δ = 0 for z = Δ̂/s: p < α exactly
 * when |z| > k, i.e. when the always-valid interval excludes 0. (The running minimum over
 * looks would be valid too; this look's value needs no history and is never smaller.)
 */
export function alwaysValidPValue(z: number, visitors: number, tuning: SequentialTuning): number {
  const r = mixtureRatio(visitors, tuning);
  // 1/M = √((1 + r)/r) · exp(−z² / (2(1 + r))), in logs against overflow.
  const logInverse = 0.5 * log((1 + r) / r) - (z * z) / (2 * (1 + r));
  return min(1, exp(logInverse));
}
