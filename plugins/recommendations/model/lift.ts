/**
 * The holdout lift as the console reads it (GET /api2/recommendation/lift, issue 26 §3): what
 * recommendations cause, treatment against the site's holdout, per site and per recommendation.
 * Shared by the server (the answer's shape) and the dashboards' lift panel.
 */

export const LIFT_PATH = '/api2/recommendation/lift';

/** The four metrics, in the order the panel lists them. */
export const LIFT_METRICS = ['revenuePerVisitor', 'conversionRate', 'averageOrderValue', 'addToCartRate'] as const;
export type LiftMetricName = (typeof LIFT_METRICS)[number];

export type LiftVerdict = 'winning' | 'losing' | 'inconclusive' | 'srm' | 'too little data';

export interface LiftInterval {
  lower: number;
  upper: number;
}

/**
 * One metric (server/analytics/statistics MetricResult): primary = the treatment's observed
 * value, compare = the baseline's; lift, liftInterval (always-valid 95 %), confidence and
 * probabilityToWin are null without a verdict ('srm', 'too little data').
 */
export interface LiftMetric {
  metric: LiftMetricName;
  primary: number | null;
  compare: number | null;
  lift: number | null;
  liftInterval: LiftInterval | null;
  confidence: number | null;
  probabilityToWin: number | null;
  sampleSizeRequired: number | null;
  sampleSizeRatio: number | null;
  minDetectableEffect: number | null;
  daysNeeded: number | null;
  verdict: LiftVerdict;
}

export interface LiftSrm {
  chiSquare: number;
  pValue: number;
  /** The arms are not the sizes the share asks for (p < 0.001): no verdict is given. */
  flagged: boolean;
  expectedBaselineShare: number;
  observedBaselineShare: number | null;
}

/** One test: every visitor exposed in the range, from their first exposure on. */
export interface LiftTest {
  visitors: { treatment: number; baseline: number };
  /** The first exposure of the test in the range (UTC ISO). */
  firstExposureAt: string;
  /** Days from the first exposure to the range's end or now (at least 1): the traffic rate's base. */
  daysElapsed: number;
  srm: LiftSrm;
  metrics: Record<LiftMetricName, LiftMetric>;
}

export interface RecommendationLift extends LiftTest {
  recommendationId: string;
  /** Its name, else its external id; '' when the recommendation no longer exists. */
  name: string;
}

export interface LiftAnswer {
  siteId: string;
  currency: string;
  timeZone: string;
  period: { from: string; to: string };
  /** The site's holdout share now, in %; 0: the holdout is off and nothing is measured. */
  sharePct: number;
  /** The relative lift the planning figures (sample size, days needed) are for. */
  minimumEffect: number;
  /** How this is measured, in plain words. */
  howMeasured: string;
  /** The site's test (any recommendation's exposure); null without exposures or with the holdout off. */
  site: LiftTest | null;
  /** Each recommendation with exposures in the range, most visitors first. */
  recommendations: RecommendationLift[];
}
