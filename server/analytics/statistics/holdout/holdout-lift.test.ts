import { holdoutLift, isMeasured, MIN_EVENTS } from './holdout-lift';
import { DEMO_SHOP, mulberry32, simulateVisitors } from './simulate';
import { emptyArmSums, summarizeVisitors } from './sums';
import type { ArmSums, HoldoutMetric, MetricResult } from './types';

const METRICS: HoldoutMetric[] = ['revenuePerVisitor', 'conversionRate', 'averageOrderValue', 'addToCartRate'];

/** Two arms from the demo shop, the treatment's order values multiplied by 1 + effect. */
function arms(treatmentVisitors: number, baselineVisitors: number, effect: number, seed = 7): [ArmSums, ArmSums] {
  const random = mulberry32(seed);
  const treatment = emptyArmSums();
  const baseline = emptyArmSums();
  simulateVisitors(random, DEMO_SHOP, treatment, treatmentVisitors, effect);
  simulateVisitors(random, DEMO_SHOP, baseline, baselineVisitors);
  return [treatment, baseline];
}

function expectFiniteOrNull(result: unknown) {
  expect(JSON.stringify(result)).not.toMatch(/NaN|Infinity/);
}

describe('holdoutLift', () => {
  it('a large true lift of order values: revenue per visitor and AOV are winning, the rates are not', () => {
    const [treatment, baseline] = arms(200_000, 200_000, 0.5);
    const { srm, metrics } = holdoutLift(treatment, baseline, { baselineShare: 0.5, daysElapsed: 20 });
    expect(srm.flagged).toBe(false);
    const rpv = metrics.revenuePerVisitor;
    expect(rpv.verdict).toBe('winning');
    expect(rpv.liftInterval!.lower).toBeGreaterThan(0);
    expect(rpv.liftInterval!.lower).toBeLessThan(0.5);
    expect(rpv.liftInterval!.upper).toBeGreaterThan(0.5);
    expect(rpv.confidence).toBeGreaterThan(0.95);
    expect(rpv.probabilityToWin).toBeGreaterThan(0.99);
    expect(metrics.averageOrderValue.verdict).toBe('winning');
    // No effect on the rates: their intervals hold 0 (always-valid, so with room to spare).
    expect(metrics.conversionRate.verdict).toBe('inconclusive');
    expect(metrics.addToCartRate.verdict).toBe('inconclusive');
    expectFiniteOrNull(metrics);
  });

  it('the observed values are the plain ratios; the lift is the CUPED-adjusted one', () => {
    const [treatment, baseline] = arms(50_000, 50_000, 0.2);
    const { metrics } = holdoutLift(treatment, baseline, { baselineShare: 0.5 });
    expect(metrics.revenuePerVisitor.primary).toBeCloseTo(treatment.revenue / treatment.visitors, 12);
    expect(metrics.conversionRate.compare).toBeCloseTo(baseline.orders / baseline.visits, 12);
    expect(metrics.averageOrderValue.primary).toBeCloseTo(treatment.revenue / treatment.orders, 12);
    expect(metrics.addToCartRate.compare).toBeCloseTo(baseline.carted / baseline.visits, 12);
    const plain = holdoutLift(treatment, baseline, { baselineShare: 0.5, withoutCuped: true }).metrics.revenuePerVisitor;
    expect(plain.lift).toBeCloseTo(treatment.revenue / treatment.visitors / (baseline.revenue / baseline.visitors) - 1, 12);
    expect(metrics.revenuePerVisitor.lift).not.toBe(plain.lift);
  });

  it('a losing treatment is losing, with a win probability near 0', () => {
    const [treatment, baseline] = arms(200_000, 200_000, -0.4);
    const rpv = holdoutLift(treatment, baseline, { baselineShare: 0.5 }).metrics.revenuePerVisitor;
    expect(rpv.verdict).toBe('losing');
    expect(rpv.liftInterval!.upper).toBeLessThan(0);
    expect(rpv.probabilityToWin).toBeLessThan(0.01);
  });

  it('a sample-ratio mismatch withholds every verdict, lift and plan, and keeps the observed values', () => {
    const [treatment, baseline] = arms(104_000, 96_000, 0.5);
    const { srm, metrics } = holdoutLift(treatment, baseline, { baselineShare: 0.5 });
    expect(srm.flagged).toBe(true);
    for (const metric of METRICS) {
      expect(metrics[metric]).toMatchObject({ verdict: 'srm', lift: null, confidence: null, liftInterval: null, probabilityToWin: null, sampleSizeRequired: null, daysNeeded: null });
      expect(metrics[metric].primary).not.toBeNull();
    }
  });

  it('a 10 % holdout is judged against its own share, not 50/50', () => {
    const [treatment, baseline] = arms(90_000, 10_000, 0);
    expect(holdoutLift(treatment, baseline, { baselineShare: 0.1 }).srm.flagged).toBe(false);
    expect(holdoutLift(treatment, baseline, { baselineShare: 0.5 }).srm.flagged).toBe(true);
  });

  it(`too little data (fewer than ${MIN_EVENTS} orders an arm): no verdict, but the plan says how far there is to go`, () => {
    const [treatment, baseline] = arms(900, 100, 0, 3);
    expect(baseline.orders).toBeLessThan(MIN_EVENTS);
    const rpv = holdoutLift(treatment, baseline, { baselineShare: 0.1, daysElapsed: 2 }).metrics.revenuePerVisitor;
    expect(rpv).toMatchObject({ verdict: 'too little data', lift: null, liftInterval: null });
    expect(rpv.sampleSizeRequired).toBeGreaterThan(1_000);
    expect(rpv.sampleSizeRatio).toBeCloseTo(1_000 / rpv.sampleSizeRequired!, 12);
    // 500 visitors a day: (required − 1,000) / 500 days, rounded up.
    expect(rpv.daysNeeded).toBe(Math.ceil((rpv.sampleSizeRequired! - 1_000) / 500));
  });

  it('no visitors, or no orders, at all: no verdict and nothing that is not a number', () => {
    const empty = holdoutLift(emptyArmSums(), emptyArmSums(), { baselineShare: 0.1 });
    for (const metric of METRICS) expect(empty.metrics[metric]).toMatchObject({ verdict: 'too little data', primary: null, compare: null, lift: null });
    const browsers = summarizeVisitors(Array.from({ length: 500 }, () => ({ visits: 1, orders: 0, revenue: 0, carted: false, preRevenue: 0 })));
    const idle = holdoutLift(browsers, browsers, { baselineShare: 0.5, daysElapsed: 1 });
    expect(idle.metrics.revenuePerVisitor).toMatchObject({ verdict: 'too little data', primary: 0, compare: 0, sampleSizeRequired: null });
    expect(idle.metrics.averageOrderValue).toMatchObject({ verdict: 'too little data', primary: null });
    expectFiniteOrNull(empty);
    expectFiniteOrNull(idle);
  });

  it('the type carries the verdict: a measured metric has every number, a withheld one none', () => {
    const [treatment, baseline] = arms(50_000, 50_000, 0);
    const rpv: MetricResult = holdoutLift(treatment, baseline, { baselineShare: 0.5 }).metrics.revenuePerVisitor;
    if (!isMeasured(rpv)) throw new Error(`expected a measured metric, got ${rpv.verdict}`);
    const width: number = rpv.liftInterval.upper - rpv.liftInterval.lower; // no null check needed
    expect(width).toBeGreaterThan(0);
    expect(isMeasured({ ...rpv, verdict: 'srm', lift: null, confidence: null, liftInterval: null, probabilityToWin: null })).toBe(false);
  });

  it('the chosen minimum effect drives the plan: half the effect needs about four times the visitors', () => {
    const [treatment, baseline] = arms(50_000, 50_000, 0);
    const plan = (minimumEffect: number) => holdoutLift(treatment, baseline, { baselineShare: 0.5, minimumEffect }).metrics.revenuePerVisitor.sampleSizeRequired!;
    const ratio = plan(0.05) / plan(0.1);
    expect(ratio).toBeGreaterThan(3.8);
    expect(ratio).toBeLessThan(4.6); // ln(1.1)²/ln(1.05)² = 3.81, and k grows a little with N
  });

  it.each([
    [{ baselineShare: 0 }],
    [{ baselineShare: 1 }],
    [{ baselineShare: 0.1, alpha: 0 }],
    [{ baselineShare: 0.1, power: 1 }],
    [{ baselineShare: 0.1, minimumEffect: 0 }],
    [{ baselineShare: 0.1, tuningVisitors: -5 }],
    [{ baselineShare: 0.1, daysElapsed: NaN }],
  ])('refuses the options %p', (opts) => {
    expect(() => holdoutLift(emptyArmSums(), emptyArmSums(), opts)).toThrow(RangeError);
  });
});
