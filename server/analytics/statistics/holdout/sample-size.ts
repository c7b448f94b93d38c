/**
 * How many visitors a test needs. The textbook two-sample formula for a difference Δ of means
 * with unit standard deviations σ_t, σ_b and the shares w_t, w_b of N visitors going to each arm:
 *   N = (k + z_β)² (σ_t²/w_t + σ_b²/w_b) / Δ²
 * with k = z_{1−α/2} for one fixed-horizon look (Chow, Shao & Wang, "Sample Size Calculations
 * in Clinical Research", §3.2.1; equal shares give n = 2(z_a + z_b)²σ²/Δ² per arm).
 *
 * The verdict here rests on the always-valid interval on the log of the lift, so the holdout
 * plans on that scale: σ is the per-visitor coefficient of variation of the (CUPED-adjusted)
 * metric, the baseline's standing for both arms (a multiplicative effect keeps it), Δ is
 * ln(1 + effect), and k is the confidence sequence's k at N, which depends on N: solved by
 * fixed-point iteration (k grows like √ln N, so the map is a strong contraction).
 */
import { sequentialCritical, type SequentialTuning } from './confidence-sequence';
import { abs, sqrt } from './math';

export interface PlanningInput {
  /** Per-visitor standard deviations (same units as `difference`). */
  sdTreatment: number;
  sdBaseline: number;
  /** Share of visitors in the baseline arm, 0 < w < 1. */
  baselineShare: number;
  /** The difference to detect. */
  difference: number;
  /** z_β = Φ⁻¹(power). */
  zPower: number;
}

/** Σ σ²/w: the variance of the difference times N. */
function varianceFactor({ sdTreatment, sdBaseline, baselineShare }: Omit<PlanningInput, 'difference'>): number {
  return (sdTreatment * sdTreatment) / (1 - baselineShare) + (sdBaseline * sdBaseline) / baselineShare;
}

/** Total visitors (not rounded) for a test with the fixed critical value k. */
export function visitorsToDetect(input: PlanningInput, critical: number): number {
  return ((critical + input.zPower) ** 2 * varianceFactor(input)) / (input.difference * input.difference);
}

/** Total visitors (not rounded) for the always-valid interval to detect the difference. */
export function sequentialVisitorsToDetect(input: PlanningInput, tuning: SequentialTuning): number {
  let visitors = visitorsToDetect(input, sequentialCritical(tuning.tuningVisitors, tuning));
  for (let i = 0; i < 100; i += 1) {
    const next = visitorsToDetect(input, sequentialCritical(visitors, tuning));
    if (abs(next - visitors) < 1e-12 * visitors) return next;
    visitors = next;
  }
  return visitors;
}

/** The difference the always-valid interval detects, with the given power, at `visitors`. */
export function sequentialDetectableDifference(input: Omit<PlanningInput, 'difference'>, visitors: number, tuning: SequentialTuning): number {
  const factor = varianceFactor(input);
  return (sequentialCritical(visitors, tuning) + input.zPower) * sqrt(factor / visitors);
}
