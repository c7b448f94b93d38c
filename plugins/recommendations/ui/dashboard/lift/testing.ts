// Lift answers for the panel's tests: a test whose metrics are all measured, or all withheld.
import { LIFT_METRICS, type LiftAnswer, type LiftMetric, type LiftMetricName, type LiftTest } from '../../../model/lift';

/** Each metric's arms at a plausible scale: treatment, then baseline. */
const ARMS: Record<LiftMetricName, [number, number]> = {
  revenuePerVisitor: [3.3, 3.1],
  conversionRate: [0.031, 0.029],
  averageOrderValue: [106.5, 104],
  addToCartRate: [0.09, 0.085],
};

export function measured(metric: LiftMetricName, over: Partial<LiftMetric> = {}): LiftMetric {
  return {
    metric, primary: ARMS[metric][0], compare: ARMS[metric][1], lift: 0.062, liftInterval: { lower: 0.021, upper: 0.105 }, confidence: 0.998, probabilityToWin: 0.999,
    sampleSizeRequired: 40_000, sampleSizeRatio: 1.2, minDetectableEffect: 0.04, daysNeeded: 0, verdict: 'winning', ...over,
  };
}

export function withheld(metric: LiftMetricName, verdict: 'srm' | 'too little data', over: Partial<LiftMetric> = {}): LiftMetric {
  return { ...measured(metric), lift: null, liftInterval: null, confidence: null, probabilityToWin: null, verdict, ...over };
}

export function liftTest(metric: (name: LiftMetricName) => LiftMetric, over: Partial<LiftTest> = {}): LiftTest {
  return {
    visitors: { treatment: 18_950, baseline: 2_104 },
    firstExposureAt: '2026-10-29T04:00:00.000Z',
    daysElapsed: 28,
    srm: { chiSquare: 0.4, pValue: 0.5, flagged: false, expectedBaselineShare: 0.1, observedBaselineShare: 0.0999 },
    metrics: Object.fromEntries(LIFT_METRICS.map((m) => [m, metric(m)])) as LiftTest['metrics'],
    ...over,
  };
}

export function liftAnswer(over: Partial<LiftAnswer> = {}): LiftAnswer {
  return {
    siteId: 's', currency: 'USD', timeZone: 'America/New_York', period: { from: '2026-10-29T04:00:00.000Z', to: '2026-11-26T05:00:00.000Z' },
    sharePct: 10, minimumEffect: 0.05, howMeasured: 'Caused, not attributed: a share of visitors…',
    site: liftTest((m) => measured(m)),
    recommendations: [{ ...liftTest((m) => measured(m, { verdict: 'inconclusive', liftInterval: { lower: -0.03, upper: 0.04 }, lift: 0.004, daysNeeded: 12.2 })), recommendationId: 'rec-2', name: 'Best Sellers' }],
    ...over,
  };
}
