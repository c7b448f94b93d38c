/**
 * The causal lift of a holdout test: treatment (sees recommendations) against baseline (the
 * holdout), per metric, from each arm's sums (sums.ts). For each metric:
 *  1. delta-method moments per arm (ratio-metric.ts) and CUPED with the pre-period covariate
 *     (cuped.ts);
 *  2. the relative lift on the log scale, ln(μ_t/μ_b), with the delta-method standard error
 *     s = √(V_t/μ_t² + V_b/μ_b²);
 *  3. the always-valid interval ln(μ_t/μ_b) ± k·s (confidence-sequence.ts), exponentiated,
 *     minus 1; confidence = 1 − its always-valid p-value; the verdict is 'winning' or 'losing'
 *     only when the interval excludes 0, so looking every day keeps false verdicts ≤ α;
 *  4. probabilityToWin = Φ(ln(μ_t/μ_b)/s): the flat-prior normal posterior of the log lift at
 *     this look (fixed-horizon: it is a reading aid, the verdict never rests on it);
 *  5. planning for the chosen minimum effect (sample-size.ts).
 * Before any of it, the SRM check (srm.ts): a flagged assignment gets no verdict.
 */
import { normalCdf, normalQuantile } from '../normal';
import type { Interval } from '../types';
import { DEFAULT_TUNING_VISITORS, alwaysValidPValue, sequentialCritical, type SequentialTuning } from './confidence-sequence';
import { adjustArms, type Adjusted } from './cuped';
import { HOLDOUT_METRIC_NAMES, armMoments, metricValue } from './ratio-metric';
import { sequentialDetectableDifference, sequentialVisitorsToDetect } from './sample-size';
import { sampleRatioMismatch } from './srm';
import type { ArmSums, HoldoutMetric, HoldoutOptions, HoldoutResult, MeasuredMetric, MetricResult, Planning, SrmCheck } from './types';
import { ceil, expm1, isFiniteNumber, log, max, min, sqrt } from './math';

export const DEFAULT_HOLDOUT_ALPHA = 0.05;
export const DEFAULT_HOLDOUT_POWER = 0.8;
export const DEFAULT_MINIMUM_EFFECT = 0.05;
/**
 * Fewest visitors and events (orders; carting sessions for the add-to-cart rate) per arm before
 * a verdict: below them the normal approximation of a heavy-tailed metric is not to be trusted
 * (the A/A simulation in holdout-lift.simulation.test.ts holds the false-verdict rate with them).
 */
export const MIN_VISITORS = 100;
export const MIN_EVENTS = 30;

const NO_PLANNING: Planning = Object.freeze({ sampleSizeRequired: null, sampleSizeRatio: null, minDetectableEffect: null, daysNeeded: null });

interface Settings extends SequentialTuning {
  baselineShare: number;
  zPower: number;
  minimumEffect: number;
  daysElapsed: number | null;
  withoutCuped: boolean;
}

function settings(opts: HoldoutOptions): Settings {
  const { baselineShare, alpha = DEFAULT_HOLDOUT_ALPHA, power = DEFAULT_HOLDOUT_POWER } = opts;
  const { minimumEffect = DEFAULT_MINIMUM_EFFECT, tuningVisitors = DEFAULT_TUNING_VISITORS, daysElapsed } = opts;
  // Programming errors in the caller (the query layer validates user input): fail loudly.
  const inOpenUnit = (x: number) => x > 0 && x < 1;
  if (!inOpenUnit(baselineShare)) throw new RangeError(`baselineShare must be between 0 and 1 (exclusive), got ${baselineShare}`);
  if (!inOpenUnit(alpha)) throw new RangeError(`alpha must be between 0 and 1 (exclusive), got ${alpha}`);
  if (!inOpenUnit(power)) throw new RangeError(`power must be between 0 and 1 (exclusive), got ${power}`);
  if (!(minimumEffect > 0 && isFiniteNumber(minimumEffect))) throw new RangeError(`minimumEffect must be positive, got ${minimumEffect}`);
  if (!(tuningVisitors > 0 && isFiniteNumber(tuningVisitors))) throw new RangeError(`tuningVisitors must be positive, got ${tuningVisitors}`);
  if (daysElapsed !== undefined && !(daysElapsed >= 0 && isFiniteNumber(daysElapsed))) throw new RangeError(`daysElapsed must be 0 or more, got ${daysElapsed}`);
  return { baselineShare, alpha, tuningVisitors, zPower: normalQuantile(power), minimumEffect, daysElapsed: daysElapsed ?? null, withoutCuped: opts.withoutCuped ?? false };
}

// Object literals spelled out, no spreads: a spread costs ~4 µs under jest's vm context and
// the simulation tests call this ~100,000 times.
function planning(adjusted: Adjusted, baselineVisitors: number, visitors: number, s: Settings): Planning {
  const { baseline } = adjusted;
  // The baseline's per-visitor coefficient of variation (variance is that of its mean) stands
  // for both arms: a multiplicative effect keeps it.
  const cv = sqrt(baseline.variance * baselineVisitors) / baseline.mean;
  if (!(cv > 0 && isFiniteNumber(cv))) return NO_PLANNING;
  const input = { sdTreatment: cv, sdBaseline: cv, baselineShare: s.baselineShare, zPower: s.zPower, difference: log(1 + s.minimumEffect) };
  const needed = ceil(sequentialVisitorsToDetect(input, s));
  const required = isFiniteNumber(needed) ? needed : null;
  const perDay = s.daysElapsed ? visitors / s.daysElapsed : 0;
  const mde = expm1(sequentialDetectableDifference(input, visitors, s));
  return {
    sampleSizeRequired: required,
    sampleSizeRatio: required ? visitors / required : null,
    minDetectableEffect: isFiniteNumber(mde) ? mde : null,
    daysNeeded: required !== null && perDay > 0 ? max(0, ceil((required - visitors) / perDay)) : null,
  };
}

interface Observed {
  metric: HoldoutMetric;
  primary: number | null;
  compare: number | null;
}

function withheld({ metric, primary, compare }: Observed, verdict: 'srm' | 'too little data', plan: Planning): MetricResult {
  const { sampleSizeRequired, sampleSizeRatio, minDetectableEffect, daysNeeded } = plan;
  return { metric, primary, compare, verdict, lift: null, confidence: null, liftInterval: null, probabilityToWin: null, sampleSizeRequired, sampleSizeRatio, minDetectableEffect, daysNeeded };
}

function measureMetric(metric: HoldoutMetric, treatment: ArmSums, baseline: ArmSums, srm: SrmCheck, s: Settings): MetricResult {
  const observed: Observed = { metric, primary: metricValue(treatment, metric), compare: metricValue(baseline, metric) };
  // A broken assignment makes every figure about the arms suspect, planning included.
  if (srm.flagged) return withheld(observed, 'srm', NO_PLANNING);
  const mt = armMoments(treatment, metric);
  const mb = armMoments(baseline, metric);
  if (!mt || !mb) return withheld(observed, 'too little data', NO_PLANNING);
  const adjusted = adjustArms(mt, mb, s.withoutCuped);
  const visitors = mt.n + mb.n;
  const { treatment: at, baseline: ab } = adjusted;
  const plan = ab.mean > 0 ? planning(adjusted, mb.n, visitors, s) : NO_PLANNING;
  const enough = min(mt.n, mb.n) >= MIN_VISITORS && min(mt.events, mb.events) >= MIN_EVENTS;
  const se = sqrt(at.variance / (at.mean * at.mean) + ab.variance / (ab.mean * ab.mean));
  if (!enough || !(at.mean > 0 && ab.mean > 0 && se > 0 && isFiniteNumber(se))) return withheld(observed, 'too little data', plan);
  const logLift = log(at.mean / ab.mean);
  const k = sequentialCritical(visitors, s);
  const liftInterval: Interval = { lower: expm1(logLift - k * se), upper: expm1(logLift + k * se) };
  const z = logLift / se;
  return {
    metric,
    primary: observed.primary,
    compare: observed.compare,
    verdict: liftInterval.lower > 0 ? 'winning' : liftInterval.upper < 0 ? 'losing' : 'inconclusive',
    lift: expm1(logLift),
    confidence: 1 - alwaysValidPValue(z, visitors, s),
    liftInterval,
    probabilityToWin: normalCdf(z),
    sampleSizeRequired: plan.sampleSizeRequired,
    sampleSizeRatio: plan.sampleSizeRatio,
    minDetectableEffect: plan.minDetectableEffect,
    daysNeeded: plan.daysNeeded,
  };
}

/** Whether a metric has a verdict, so every statistic is a number (TypeScript does not narrow
 *  the union on a two-value comparison of `verdict`). */
export function isMeasured(result: MetricResult): result is MeasuredMetric {
  return result.verdict === 'winning' || result.verdict === 'losing' || result.verdict === 'inconclusive';
}

/**
 * Treatment against baseline at one look: the SRM check and the four metrics. Sums are the
 * cumulative ones since the test started; call it at every look (daily or on demand).
 */
export function holdoutLift(treatment: ArmSums, baseline: ArmSums, opts: HoldoutOptions): HoldoutResult {
  const s = settings(opts);
  const srm = sampleRatioMismatch(treatment.visitors, baseline.visitors, s.baselineShare);
  const metrics = {} as HoldoutResult['metrics'];
  for (const m of HOLDOUT_METRIC_NAMES) metrics[m] = measureMetric(m, treatment, baseline, srm, s);
  return { srm, metrics };
}
