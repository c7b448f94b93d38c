/**
 * A known +5 % effect on revenue per visitor (order values × 1.05; the rates unchanged).
 *
 * At the demo's volume (700 visitors a day, 4 weeks) the effect is far below what any honest
 * test can see: revenue per visitor there has a coefficient of variation near 8.5 (most
 * visitors spend nothing, order values are lognormal), so the module itself says years of
 * traffic are needed. What must hold there is coverage: the always-valid interval holds the true
 * +5 % at every look in at least 95 % of tests. Detection is then checked where the module says
 * it becomes possible: a shop of the same shape busy enough to reach the module's own
 * sampleSizeRequired in 28 days should detect the effect with about the planned 80 % power.
 */
import { holdoutLift } from './holdout-lift';
import { DEMO_SHOP, mulberry32, simulateHoldoutTest, simulateVisitors, type ShopWorld } from './simulate';
import { emptyArmSums } from './sums';

const EFFECT = 0.05;
const DAYS = 28;

interface Outcome {
  /** Tests whose interval held the true lift at every look that gave one. */
  covered: number;
  /** Tests with a 'winning' verdict at some look. */
  detected: number;
  /** Tests with a wrong-way ('losing') verdict at some look. */
  wrongWay: number;
  /** daysNeeded at the last look, per test (null when not computable). */
  daysNeeded: Array<number | null>;
}

function run(world: ShopWorld, tests: number, visitorsPerDay: number, baselineShare: number, seed: number): Outcome {
  const random = mulberry32(seed);
  const outcome: Outcome = { covered: 0, detected: 0, wrongWay: 0, daysNeeded: [] };
  for (let t = 0; t < tests; t += 1) {
    let covered = true;
    let detected = false;
    let wrongWay = false;
    simulateHoldoutTest(random, { world, visitorsPerDay, days: DAYS, baselineShare, revenueEffect: EFFECT }, (day, treatment, baseline) => {
      const rpv = holdoutLift(treatment, baseline, { baselineShare, daysElapsed: day }).metrics.revenuePerVisitor;
      if (rpv.liftInterval && !(rpv.liftInterval.lower <= EFFECT && EFFECT <= rpv.liftInterval.upper)) covered = false;
      if (rpv.verdict === 'winning') detected = true;
      if (rpv.verdict === 'losing') wrongWay = true;
      if (day === DAYS) outcome.daysNeeded.push(rpv.daysNeeded);
    });
    outcome.covered += Number(covered);
    outcome.detected += Number(detected);
    outcome.wrongWay += Number(wrongWay);
  }
  return outcome;
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[xs.length >> 1];

describe('+5 % revenue per visitor at the demo volume (500 tests × 28 days × 700 visitors)', () => {
  it.each([
    [0.5, 201],
    [0.1, 202],
  ])('baseline share %p: the interval covers the truth at every look in ≥ 95 % of tests', (share, seed) => {
    const outcome = run(DEMO_SHOP, 500, 700, share, seed);
    // Measured: 50/50 covered 496/500 (99.2 %), detected 6 (1.2 %), median daysNeeded 3,278;
    // 10 %: covered 496/500, detected 5 (1.0 %), 1 wrong-way verdict, median daysNeeded 9,409.
    expect(outcome.covered / 500).toBeGreaterThanOrEqual(0.95);
    // And the module says so instead of promising a result: years of traffic still needed.
    expect(median(outcome.daysNeeded.map((d) => d ?? Infinity))).toBeGreaterThan(365 * 5);
    expect(outcome.detected / 500).toBeLessThan(0.05);
  });
});

describe('+5 % revenue per visitor where the module says it can be seen', () => {
  it('a shop busy enough to reach sampleSizeRequired in 28 days detects it with about 80 % power', () => {
    const busy: ShopWorld = { ...DEMO_SHOP, cartRateNew: 0.2, cartRateReturning: 0.4, orderGivenCart: 0.6, orderLogSd: 0.5 };
    // A pilot, as a merchant's first weeks would give: what does the module say is needed?
    const random = mulberry32(301);
    const treatment = emptyArmSums();
    const baseline = emptyArmSums();
    simulateVisitors(random, busy, treatment, 300_000, EFFECT);
    simulateVisitors(random, busy, baseline, 300_000);
    const required = holdoutLift(treatment, baseline, { baselineShare: 0.5 }).metrics.revenuePerVisitor.sampleSizeRequired!;
    // Measured: 266,952 visitors (9,534 a day). 100 tests keep the file fast; the power's
    // standard error is then ~4 points, so 0.7 is the bound for a planned 0.8.
    expect(required).toBeGreaterThan(200_000);
    expect(required).toBeLessThan(350_000);
    const tests = 100;
    const outcome = run(busy, tests, Math.ceil(required / DAYS), 0.5, 302);
    // Measured: detected 85 of 100 (200 tests gave 172, 86 %), covered 100, no wrong-way verdict.
    expect(outcome.detected / tests).toBeGreaterThanOrEqual(0.7);
    expect(outcome.wrongWay).toBe(0);
    expect(outcome.covered / tests).toBeGreaterThanOrEqual(0.95);
  });
});
