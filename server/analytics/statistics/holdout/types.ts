import type { Interval } from '../types';

/**
 * One visitor's outcomes over the test period (the visitor is the unit of assignment, so it is
 * the unit of analysis): the per-visitor aggregate of their sessions.
 */
export interface VisitorOutcome {
  /** Sessions in the period (≥ 1 for a visitor who was exposed). */
  visits: number;
  /** Orders (converted sessions) in the period. */
  orders: number;
  /** Order revenue in the period, 0 without an order. */
  revenue: number;
  /** Sessions that added to cart (a boolean counts as 0 or 1). */
  carted: number | boolean;
  /** The CUPED covariate: the visitor's revenue before the period, 0 for a new visitor. */
  preRevenue: number;
}

/**
 * One arm's sufficient statistics: every sum the four metrics and CUPED need, so the query
 * layer can aggregate per-visitor rows in SQL (SUM(x), SUM(x*x), SUM(x*y)) and hand over one
 * object per arm. `pre` is the covariate (pre-period revenue).
 */
export interface ArmSums {
  visitors: number;
  visits: number;
  visitsSquared: number;
  orders: number;
  ordersSquared: number;
  revenue: number;
  revenueSquared: number;
  carted: number;
  cartedSquared: number;
  pre: number;
  preSquared: number;
  ordersVisits: number;
  revenueOrders: number;
  cartedVisits: number;
  preRevenue: number;
  preOrders: number;
  preVisits: number;
  preCarted: number;
}

export type ArmSumName = keyof ArmSums;

/** The four holdout metrics; the report names in brackets (CONTRACT.md §4). */
export type HoldoutMetric =
  /** Σ revenue / visitors (a plain mean over visitors). */
  | 'revenuePerVisitor'
  /** Σ orders / Σ visits [conversionRate]. */
  | 'conversionRate'
  /** Σ revenue / Σ orders [aov]. */
  | 'averageOrderValue'
  /** Σ carted / Σ visits [cartRate]. */
  | 'addToCartRate';

export type Verdict = 'winning' | 'losing' | 'inconclusive' | 'srm' | 'too little data';

export interface SrmCheck {
  /** Pearson's χ² (1 degree of freedom) of the visitor counts against the configured share. */
  chiSquare: number;
  pValue: number;
  /** p < SRM_P_THRESHOLD: the assignment is broken and no verdict is given. */
  flagged: boolean;
  expectedBaselineShare: number;
  observedBaselineShare: number | null;
}

/** What every metric result carries, whatever the verdict. */
interface MetricBase {
  metric: HoldoutMetric;
  /** The treatment arm's observed value (not CUPED-adjusted), null without a denominator. */
  primary: number | null;
  /** The baseline arm's observed value. */
  compare: number | null;
}

/** Planning figures for the chosen minimum effect (null when they cannot be computed). */
export interface Planning {
  /** Visitors (both arms together) the always-valid interval needs to detect the chosen effect. */
  sampleSizeRequired: number | null;
  /** Visitors so far / sampleSizeRequired. */
  sampleSizeRatio: number | null;
  /** The relative lift detectable with the visitors so far (same power). */
  minDetectableEffect: number | null;
  /** Days still needed at the observed daily traffic (0 once enough), null without days. */
  daysNeeded: number | null;
}

/** A metric with a verdict: every statistic is a number. */
export interface MeasuredMetric extends MetricBase, Planning {
  verdict: 'winning' | 'losing' | 'inconclusive';
  /** CUPED-adjusted relative lift, treatment / baseline − 1. */
  lift: number;
  /** 1 − the always-valid p-value of this look. */
  confidence: number;
  /** Always-valid 95 % interval of the relative lift (valid at every look). */
  liftInterval: Interval;
  /** P(treatment > baseline): flat-prior normal posterior of the log lift, fixed-horizon. */
  probabilityToWin: number;
}

/**
 * A metric without a verdict: the assignment failed its SRM check, or there is not yet enough
 * data for the normal approximation. Nothing inferential is given (the type forbids it).
 */
export interface WithheldMetric extends MetricBase, Planning {
  verdict: 'srm' | 'too little data';
  lift: null;
  confidence: null;
  liftInterval: null;
  probabilityToWin: null;
}

export type MetricResult = MeasuredMetric | WithheldMetric;

export interface HoldoutResult {
  srm: SrmCheck;
  metrics: Record<HoldoutMetric, MetricResult>;
}

export interface HoldoutOptions {
  /** The configured baseline (holdout) share of visitors, 0 < share < 1. */
  baselineShare: number;
  /** Two-sided level of the always-valid interval. Default 0.05. */
  alpha?: number;
  /** Power for the planning figures. Default 0.8. */
  power?: number;
  /** The relative lift the merchant wants to be able to detect. Default 0.05. */
  minimumEffect?: number;
  /**
   * Visitors (both arms) at which the interval is tightest; must be fixed before the test
   * starts, never chosen from its data (confidence-sequence.ts). Default DEFAULT_TUNING_VISITORS.
   */
  tuningVisitors?: number;
  /** Days the test has run (for the daily traffic behind daysNeeded); omitted: no daysNeeded. */
  daysElapsed?: number;
  /** Skip CUPED (for comparison). Default false. */
  withoutCuped?: boolean;
}
