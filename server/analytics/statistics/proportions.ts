/**
 * Two proportions p₁ = s₁/n₁ (primary) and p₂ = s₂/n₂ (compare). z_a = Φ⁻¹(1 − α/2),
 * z_b = Φ⁻¹(power).
 *
 * confidence: two-proportion z-test with the pooled standard error,
 *   p̄ = (s₁+s₂)/(n₁+n₂), SE₀ = √(p̄(1−p̄)(1/n₁+1/n₂)), z = (p₁−p₂)/SE₀,
 *   confidence = 1 − two-sided p = 2Φ(|z|) − 1.
 * liftInterval: delta method on the log ratio (Katz et al. 1978), since lift = p₁/p₂ − 1:
 *   Var ln p̂ ≈ (1−p)/s, so ln(p₁/p₂) ± z_a·√((1−p₁)/s₁ + (1−p₂)/s₂), exponentiated, minus 1.
 *   Undefined when either side has no success (log of 0).
 * probabilityToWin: P(p₁ > p₂) under Beta(1+s, 1+n−s) posteriors (uniform prior), each
 *   approximated by the normal with the Beta's mean a/(a+b) and variance ab/((a+b)²(a+b+1)).
 * sampleSizeRequired: per-group n of a two-sided test at α with the given power to detect
 *   δ = |p₁−p₂| (Fleiss, no continuity correction), rounded up:
 *   n = (z_a·√(2 p̄ q̄) + z_b·√(p₁q₁ + p₂q₂))² / δ², p̄ = (p₁+p₂)/2, q = 1 − p.
 * minDetectableEffect: the relative lift detectable with the current n₁, n₂, taking the
 *   compare rate as the baseline variance on both sides: (z_a + z_b)·√(p₂q₂(1/n₁+1/n₂)) / p₂.
 */
import { finite, finiteInterval, relativeLift } from './finite';
import { normalCdf } from './normal';
import { wants, type ComparisonPart, type Criticals, type TestParts } from './types';

export interface Proportion {
  successes: number;
  trials: number;
}

/** A proportion we can reason about: trials > 0 and 0 ≤ successes ≤ trials, all finite. */
export function isValidProportion({ successes, trials }: Proportion): boolean {
  return Number.isFinite(successes) && Number.isFinite(trials) && trials > 0 && successes >= 0 && successes <= trials;
}

export function proportionValue(sample: Proportion): number | null {
  return isValidProportion(sample) ? finite(sample.successes / sample.trials) : null;
}

function confidence(a: Proportion, b: Proportion, p1: number, p2: number): number | null {
  const pooled = (a.successes + b.successes) / (a.trials + b.trials);
  const se = Math.sqrt(pooled * (1 - pooled) * (1 / a.trials + 1 / b.trials));
  if (!(se > 0)) return null; // both sides all-success or all-failure: no variance to test against
  return finite(2 * normalCdf(Math.abs((p1 - p2) / se)) - 1);
}

function liftInterval(a: Proportion, b: Proportion, p1: number, p2: number, zAlpha: number) {
  if (a.successes === 0 || b.successes === 0) return null;
  const se = Math.sqrt((1 - p1) / a.successes + (1 - p2) / b.successes);
  if (!(se > 0)) return null;
  const center = Math.log(p1 / p2);
  return finiteInterval(Math.exp(center - zAlpha * se) - 1, Math.exp(center + zAlpha * se) - 1);
}

function probabilityToWin(a: Proportion, b: Proportion): number | null {
  const moments = ({ successes, trials }: Proportion) => {
    const alpha = 1 + successes;
    const beta = 1 + trials - successes;
    const total = alpha + beta;
    return { mean: alpha / total, variance: (alpha * beta) / (total * total * (total + 1)) };
  };
  const x = moments(a);
  const y = moments(b);
  return finite(normalCdf((x.mean - y.mean) / Math.sqrt(x.variance + y.variance)));
}

function sampleSizeRequired(p1: number, p2: number, { zAlpha, zPower }: Criticals): number | null {
  const delta = Math.abs(p1 - p2);
  if (!(delta > 0)) return null; // no difference: no finite sample detects it
  const mean = (p1 + p2) / 2;
  const root = zAlpha * Math.sqrt(2 * mean * (1 - mean)) + zPower * Math.sqrt(p1 * (1 - p1) + p2 * (1 - p2));
  return finite(Math.ceil((root * root) / (delta * delta)));
}

function minDetectableEffect(a: Proportion, b: Proportion, p2: number, { zAlpha, zPower }: Criticals): number | null {
  if (!(p2 > 0 && p2 < 1)) return null;
  return finite(((zAlpha + zPower) * Math.sqrt(p2 * (1 - p2) * (1 / a.trials + 1 / b.trials))) / p2);
}

export function compareProportions(a: Proportion, b: Proportion, criticals: Criticals, parts?: ReadonlySet<ComparisonPart>): TestParts & { lift: number | null } {
  const p1 = a.successes / a.trials;
  const p2 = b.successes / b.trials;
  const ratio = wants(parts, 'sampleSizeRatio');
  const required = ratio || wants(parts, 'sampleSizeRequired') ? sampleSizeRequired(p1, p2, criticals) : null;
  return {
    lift: wants(parts, 'lift') ? relativeLift(p1, p2) : null,
    confidence: wants(parts, 'confidence') ? confidence(a, b, p1, p2) : null,
    liftInterval: wants(parts, 'liftInterval') ? liftInterval(a, b, p1, p2, criticals.zAlpha) : null,
    sampleSizeRequired: required,
    sampleSizeRatio: !ratio || required === null ? null : finite(Math.min(a.trials, b.trials) / required),
    probabilityToWin: wants(parts, 'probabilityToWin') ? probabilityToWin(a, b) : null,
    minDetectableEffect: wants(parts, 'minDetectableEffect') ? minDetectableEffect(a, b, p2, criticals) : null,
  };
}
