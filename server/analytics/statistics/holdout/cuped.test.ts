import { adjustArms, cupedTheta } from './cuped';
import { holdoutLift } from './holdout-lift';
import { armMoments } from './ratio-metric';
import { mulberry32, standardNormal } from './simulate';
import { emptyArmSums, addVisitor, summarizeVisitors } from './sums';
import type { ArmSums, VisitorOutcome } from './types';

const visitor = (revenue: number, preRevenue: number): VisitorOutcome => ({ visits: 1, orders: 1, revenue, carted: true, preRevenue });

describe('cupedTheta', () => {
  it('pools the within-arm covariance and variance (a shift between arms does not leak in)', () => {
    // Arm a: x = 1 2 3, y = 2 4 7 → Σ(x−x̄)(y−ȳ) = 5, Σ(x−x̄)² = 2.
    // Arm b: x = 10 12 14, y = 1 1 4 → Σ(x−x̄)(y−ȳ) = 6, Σ(x−x̄)² = 8. θ = (5 + 6)/(2 + 8) = 1.1
    const a = armMoments(summarizeVisitors([visitor(2, 1), visitor(4, 2), visitor(7, 3)]), 'revenuePerVisitor')!;
    const b = armMoments(summarizeVisitors([visitor(1, 10), visitor(1, 12), visitor(4, 14)]), 'revenuePerVisitor')!;
    expect(cupedTheta(a, b)).toBeCloseTo(1.1, 12);
    const adjusted = adjustArms(a, b);
    // x̄ pooled = 42/6 = 7: a's mean 13/3 − 1.1(2 − 7) = 9.8333, b's 2 − 1.1(12 − 7) = −3.5.
    expect(adjusted.treatment.mean).toBeCloseTo(13 / 3 + 5.5, 12);
    expect(adjusted.baseline.mean).toBeCloseTo(2 - 5.5, 12);
    expect(adjustArms(a, b, true)).toMatchObject({ theta: 0, treatment: { mean: 13 / 3 }, baseline: { mean: 2 } });
  });

  it('is 0 when every visitor is new (no pre-period revenue at all)', () => {
    const a = armMoments(summarizeVisitors([visitor(2, 0), visitor(4, 0)]), 'revenuePerVisitor')!;
    expect(cupedTheta(a, a)).toBe(0);
  });
});

/**
 * 400 tests of 2 × 2,000 visitors: pre-period revenue x ~ N(50, 20²), revenue
 * y = 100 + (x − 50) + e with e ~ N(0, 20.40²), so corr(x, y) = 0.7; the treatment multiplies
 * revenue by 1.05. CUPED should shrink the spread of the lift estimate by √(1 − 0.7²) = 0.714
 * and leave its mean at the truth.
 */
describe('CUPED on a correlated covariate (simulation)', () => {
  const RUNS = 400;
  const PER_ARM = 2_000;
  const SD_NOISE = Math.sqrt(400 / 0.49 - 400);

  function run(seed: number) {
    const random = mulberry32(seed);
    const arms: [ArmSums, ArmSums] = [emptyArmSums(), emptyArmSums()];
    for (const [index, factor] of [1.05, 1].entries()) {
      for (let i = 0; i < PER_ARM; i += 1) {
        const x = 50 + 20 * standardNormal(random);
        addVisitor(arms[index], visitor(factor * (100 + (x - 50) + SD_NOISE * standardNormal(random)), x));
      }
    }
    const lift = (withoutCuped: boolean) => holdoutLift(arms[0], arms[1], { baselineShare: 0.5, withoutCuped }).metrics.revenuePerVisitor;
    return { cuped: lift(false), plain: lift(true) };
  }

  const results = Array.from({ length: RUNS }, (_, i) => run(1000 + i));
  const stats = (xs: number[]) => {
    const m = xs.reduce((a, b) => a + b, 0) / xs.length;
    return { mean: m, sd: Math.sqrt(xs.reduce((a, x) => a + (x - m) ** 2, 0) / (xs.length - 1)) };
  };
  const cuped = stats(results.map((r) => r.cuped.lift!));
  const plain = stats(results.map((r) => r.plain.lift!));

  it('reduces the spread of the lift by about √(1 − ρ²)', () => {
    // Measured: 0.72 (the sd of a sd from 400 runs is ~3.5 %, hence the band).
    expect(cuped.sd / plain.sd).toBeGreaterThan(0.66);
    expect(cuped.sd / plain.sd).toBeLessThan(0.77);
    // The intervals it reports are narrower in every run, by the same factor on average.
    const width = (r: { liftInterval: { lower: number; upper: number } | null }) => r.liftInterval!.upper - r.liftInterval!.lower;
    expect(results.every((r) => width(r.cuped) < width(r.plain))).toBe(true);
  });

  it('is unbiased: the mean lift is the true +5 % within Monte Carlo error', () => {
    const mcError = cuped.sd / Math.sqrt(RUNS);
    expect(Math.abs(cuped.mean - 0.05)).toBeLessThan(3 * mcError);
    expect(Math.abs(plain.mean - 0.05)).toBeLessThan(3 * (plain.sd / Math.sqrt(RUNS)));
  });
});
