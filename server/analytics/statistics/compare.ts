import { finite, relativeLift } from './finite';
import { compareMeans, isValidMean, meanValue } from './means';
import { normalQuantile } from './normal';
import { compareProportions, isValidProportion, proportionValue } from './proportions';
import { NO_TEST, type CompareOptions, type Comparison, type ComparisonPart, type Criticals, type Sample, type TestParts } from './types';

export const DEFAULT_ALPHA = 0.05;
export const DEFAULT_POWER = 0.8;

/** The point value of a sample: count → value, proportion → successes/trials, mean → sum/n. */
export function sampleValue(sample: Sample): number | null {
  switch (sample.kind) {
    case 'count':
      return finite(sample.value);
    case 'proportion':
      return proportionValue(sample);
    case 'mean':
      return meanValue(sample);
  }
}

/** Critical values by alpha, then power: two normalQuantile calls per pair, not per comparison. */
const CRITICALS = new Map<number, Map<number, Criticals>>();

function criticals(opts: CompareOptions): Criticals {
  const alpha = opts.alpha ?? DEFAULT_ALPHA;
  const power = opts.power ?? DEFAULT_POWER;
  const cached = CRITICALS.get(alpha)?.get(power);
  if (cached) return cached;
  // A programming error in the caller, not user input: fail loudly rather than answer nonsense.
  if (!(alpha > 0 && alpha < 1)) throw new RangeError(`alpha must be between 0 and 1 (exclusive), got ${alpha}`);
  if (!(power > 0 && power < 1)) throw new RangeError(`power must be between 0 and 1 (exclusive), got ${power}`);
  const c: Criticals = Object.freeze({ alpha, zAlpha: normalQuantile(1 - alpha / 2), zPower: normalQuantile(power) });
  let byPower = CRITICALS.get(alpha);
  if (!byPower) CRITICALS.set(alpha, (byPower = new Map()));
  byPower.set(power, c);
  return c;
}

function testParts(primary: Sample, compare: Sample, c: Criticals, parts: ReadonlySet<ComparisonPart> | undefined): TestParts & { lift: number | null } {
  if (primary.kind === 'proportion' && compare.kind === 'proportion') {
    if (!isValidProportion(primary) || !isValidProportion(compare)) return { lift: null, ...NO_TEST };
    return compareProportions(primary, compare, c, parts);
  }
  if (primary.kind === 'mean' && compare.kind === 'mean') {
    if (!isValidMean(primary) || !isValidMean(compare)) return { lift: null, ...NO_TEST };
    return compareMeans(primary, compare, c, parts);
  }
  // Counts (totals) get the lift only: without a unit of observation there is nothing to test.
  return { lift: relativeLift(sampleValue(primary), sampleValue(compare)), ...NO_TEST };
}

const TEST_PART_NAMES: readonly ComparisonPart[] = Object.keys(NO_TEST) as ComparisonPart[];
const hasTestPart = (parts: ReadonlySet<ComparisonPart>) => TEST_PART_NAMES.some((p) => parts.has(p));

/**
 * Primary against compare (CONTRACT.md §4). lift = primary/compare − 1; the other parts
 * per sample kind (proportions.ts, means.ts). Both samples must be of the same kind.
 * With opts.parts, lift and the test parts outside the set are not computed (null).
 */
export function compareSamples(primary: Sample, compare: Sample | null, opts: CompareOptions = {}): Comparison {
  const c = criticals(opts);
  const primaryValue = sampleValue(primary);
  if (!compare) return { primary: primaryValue, compare: null, lift: null, ...NO_TEST };
  if (primary.kind !== compare.kind) throw new TypeError(`Cannot compare a ${primary.kind} with a ${compare.kind}`);
  const { parts } = opts;
  const compareValue = sampleValue(compare);
  if (parts && !hasTestPart(parts)) {
    // Values and lift only: the lift is the same primary/compare − 1 of the sample values
    // that testParts gives (null when either sample is invalid), without the tests.
    return { primary: primaryValue, compare: compareValue, lift: parts.has('lift') ? relativeLift(primaryValue, compareValue) : null, ...NO_TEST };
  }
  return { primary: primaryValue, compare: compareValue, ...testParts(primary, compare, c, parts) };
}
