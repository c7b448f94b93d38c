/**
 * CUPED (Deng, Xu, Kohavi & Walker 2013): subtract θ(x̄ − x̄_pooled) from each arm's metric, x
 * being a pre-period covariate the treatment cannot have moved. The estimate stays unbiased
 * (E x̄ is the same in both arms under randomisation) and its variance shrinks by the factor
 * 1 − ρ²(L, x) at the optimal θ = Cov(L, x) / Var(x). θ is pooled across arms from the
 * within-arm moments, so a treatment effect on the metric cannot leak into it and both arms
 * get the same adjustment.
 */
import type { ArmMoments } from './ratio-metric';
import { max } from './math';

/** One arm's adjusted metric and the variance of that estimate. */
export interface AdjustedArm {
  mean: number;
  variance: number;
}

export interface Adjusted {
  theta: number;
  treatment: AdjustedArm;
  baseline: AdjustedArm;
}

/** The pooled within-arm θ; 0 when the covariate has no variance (e.g. every visitor is new). */
export function cupedTheta(a: ArmMoments, b: ArmMoments): number {
  const varX = (a.n - 1) * a.varX + (b.n - 1) * b.varX;
  if (!(varX > 0)) return 0;
  return ((a.n - 1) * a.covLX + (b.n - 1) * b.covLX) / varX;
}

function adjustArm(m: ArmMoments, theta: number, pooledMeanX: number): AdjustedArm {
  // Var(L − θx) / n; clamped at 0 against rounding.
  const varUnit = max(0, m.varL - 2 * theta * m.covLX + theta * theta * m.varX);
  return { mean: m.value - theta * (m.meanX - pooledMeanX), variance: varUnit / m.n };
}

/** Both arms adjusted with one θ (θ = 0 without CUPED: the plain delta-method estimates). */
export function adjustArms(treatment: ArmMoments, baseline: ArmMoments, withoutCuped = false): Adjusted {
  const theta = withoutCuped ? 0 : cupedTheta(treatment, baseline);
  const pooledMeanX = (treatment.n * treatment.meanX + baseline.n * baseline.meanX) / (treatment.n + baseline.n);
  return { theta, treatment: adjustArm(treatment, theta, pooledMeanX), baseline: adjustArm(baseline, theta, pooledMeanX) };
}
