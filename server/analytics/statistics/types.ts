/** One side of a comparison, as the query layer aggregates it (CONTRACT.md §4). */
export type Sample =
  | { kind: 'count'; value: number }
  | { kind: 'proportion'; successes: number; trials: number }
  | { kind: 'mean'; sum: number; sumSquares: number; n: number };

export interface Interval {
  lower: number;
  upper: number;
}

/** Every part is null when it cannot be computed; NaN and ±Infinity never leave this module. */
export interface Comparison {
  primary: number | null;
  compare: number | null;
  lift: number | null;
  confidence: number | null;
  liftInterval: Interval | null;
  sampleSizeRequired: number | null;
  sampleSizeRatio: number | null;
  probabilityToWin: number | null;
  minDetectableEffect: number | null;
}

/** The name of one part of a Comparison. */
export type ComparisonPart = keyof Comparison;

export interface CompareOptions {
  /** Two-sided significance level: the interval is the (1 − alpha) one. Default 0.05. */
  alpha?: number;
  /** Power for sample size and minimum detectable effect. Default 0.8. */
  power?: number;
  /**
   * Compute only these parts (the query layer knows what the selection asks for): lift and
   * the test parts not in the set come back null (primary and compare always have their
   * values). Omitted: every part.
   */
  parts?: ReadonlySet<ComparisonPart>;
}

/** Whether a part is wanted: every part when no set is given. */
export const wants = (parts: ReadonlySet<ComparisonPart> | undefined, part: ComparisonPart): boolean => !parts || parts.has(part);

/** The inferential parts, which only proportions and means have. */
export type TestParts = Pick<
  Comparison,
  'confidence' | 'liftInterval' | 'sampleSizeRequired' | 'sampleSizeRatio' | 'probabilityToWin' | 'minDetectableEffect'
>;

export const NO_TEST: TestParts = Object.freeze({
  confidence: null,
  liftInterval: null,
  sampleSizeRequired: null,
  sampleSizeRatio: null,
  probabilityToWin: null,
  minDetectableEffect: null,
});

/** Critical values derived from the options (memoised per alpha and power). */
export interface Criticals {
  alpha: number;
  /** Φ⁻¹(1 − α/2) */
  zAlpha: number;
  /** Φ⁻¹(power) */
  zPower: number;
}
