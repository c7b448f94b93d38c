/**
 * A seeded shop for simulation tests (and for seeding a demo world with a known effect):
 * visitors whose revenue is heavy-tailed the way a small shop's is. Most visitors do nothing
 * once: one visit, no cart, no order, no history; the rest are drawn one by one.
 *
 * A visitor is a returning buyer with probability `returningShare` (pre-period revenue
 * lognormal, the CUPED covariate). Returning buyers cart more often. A carting visitor makes
 * 1 + Poisson(extraVisitsWhenCarted) visits and orders with probability `orderGivenCart`
 * (sometimes twice); order values are lognormal and, for a returning buyer, correlated on the
 * log scale with their pre-period revenue. The treatment multiplies order values by
 * 1 + revenueEffect, so revenue per visitor and AOV move by exactly that and the rates not at all.
 */
import { addVisitor, emptyArmSums } from './sums';
import type { ArmSums } from './types';
import { cos, exp, floor, imul, log, PI, sqrt } from './math';

/** Mulberry32: a tiny, fast, seedable 32-bit PRNG (uniform on [0, 1)). */
export function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = imul(t ^ (t >>> 15), t | 1);
    t ^= t + imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export type Random = () => number;

/** Box–Muller, one of the pair (simplicity over speed: the draws are few). */
export function standardNormal(random: Random): number {
  const u = 1 - random(); // (0, 1]: log(0) never happens
  return sqrt(-2 * log(u)) * cos(2 * PI * random());
}

function poisson(random: Random, mean: number): number {
  // Knuth's product of uniforms: fine for the small means used here.
  const limit = exp(-mean);
  let k = 0;
  for (let p = random(); p > limit; p *= random()) k += 1;
  return k;
}

export interface ShopWorld {
  returningShare: number;
  cartRateNew: number;
  cartRateReturning: number;
  orderGivenCart: number;
  secondOrderShare: number;
  extraVisitsWhenCarted: number;
  orderLogMean: number;
  orderLogSd: number;
  preLogMean: number;
  preLogSd: number;
  /** Correlation of a returning buyer's log order values with their log pre-period revenue. */
  valueCorrelation: number;
}

/** A demo-sized shop: ~2.6 % of visitors order, order values lognormal around $60. */
export const DEMO_SHOP: Readonly<ShopWorld> = Object.freeze({
  returningShare: 0.06,
  cartRateNew: 0.07,
  cartRateReturning: 0.2,
  orderGivenCart: 0.33,
  secondOrderShare: 0.08,
  extraVisitsWhenCarted: 0.8,
  orderLogMean: log(60),
  orderLogSd: 0.8,
  preLogMean: log(90),
  preLogSd: 0.9,
  valueCorrelation: 0.5,
});

/** Adds `count` visitors who did nothing (one visit each) to the sums. */
function addQuietVisitors(sums: ArmSums, count: number): void {
  sums.visitors += count;
  sums.visits += count;
  sums.visitsSquared += count;
}

function addActiveVisitor(random: Random, world: ShopWorld, sums: ArmSums, quietShare: number, revenueEffect: number): void {
  // Given that the visitor is not quiet: returning with P(ret)/P(active), else a carting new visitor.
  const returning = random() * (1 - quietShare) < world.returningShare;
  const zPre = standardNormal(random);
  const preRevenue = returning ? exp(world.preLogMean + world.preLogSd * zPre) : 0;
  const carted = returning ? random() < world.cartRateReturning : true;
  if (!carted) {
    addVisitor(sums, { visits: 1, orders: 0, revenue: 0, carted: false, preRevenue });
    return;
  }
  const visits = 1 + poisson(random, world.extraVisitsWhenCarted);
  const orders = random() < world.orderGivenCart ? (random() < world.secondOrderShare ? 2 : 1) : 0;
  let revenue = 0;
  const rho = returning ? world.valueCorrelation : 0;
  for (let i = 0; i < orders; i += 1) {
    const z = rho * zPre + sqrt(1 - rho * rho) * standardNormal(random);
    revenue += exp(world.orderLogMean + world.orderLogSd * z);
  }
  addVisitor(sums, { visits, orders, revenue: revenue * (1 + revenueEffect), carted: true, preRevenue });
}

/** Adds `visitors` new visitors of one arm to its running sums (mutated). */
export function simulateVisitors(random: Random, world: ShopWorld, sums: ArmSums, visitors: number, revenueEffect = 0): void {
  const quietShare = (1 - world.returningShare) * (1 - world.cartRateNew);
  const logQuiet = log(quietShare);
  let remaining = visitors;
  // Skip the quiet visitors geometrically: draws are spent on the ~13 % who do something.
  for (;;) {
    const quiet = floor(log(1 - random()) / logQuiet);
    if (quiet >= remaining) {
      addQuietVisitors(sums, remaining);
      return;
    }
    addQuietVisitors(sums, quiet);
    addActiveVisitor(random, world, sums, quietShare, revenueEffect);
    remaining -= quiet + 1;
  }
}

/** Visitors of one day split between the arms by a fair coin with P(baseline) = share. */
export function splitVisitors(random: Random, visitors: number, baselineShare: number): { treatment: number; baseline: number } {
  let baseline = 0;
  for (let i = 0; i < visitors; i += 1) if (random() < baselineShare) baseline += 1;
  return { treatment: visitors - baseline, baseline };
}

export interface SimulatedTest {
  world: ShopWorld;
  visitorsPerDay: number;
  days: number;
  /** The share configured (and told to holdoutLift). */
  baselineShare: number;
  /** The share the assignment really gives the baseline (default: baselineShare). */
  actualBaselineShare?: number;
  /** True relative effect of recommendations on order values (treatment arm only). */
  revenueEffect: number;
}

/**
 * One test, day by day: each day's visitors are split by coin flips and simulated, and `look`
 * sees the cumulative sums after each day (the merchant looking every day).
 */
export function simulateHoldoutTest(random: Random, test: SimulatedTest, look: (day: number, treatment: ArmSums, baseline: ArmSums) => void): void {
  const treatment = emptyArmSums();
  const baseline = emptyArmSums();
  for (let day = 1; day <= test.days; day += 1) {
    const split = splitVisitors(random, test.visitorsPerDay, test.actualBaselineShare ?? test.baselineShare);
    simulateVisitors(random, test.world, treatment, split.treatment, test.revenueEffect);
    simulateVisitors(random, test.world, baseline, split.baseline);
    look(day, treatment, baseline);
  }
}
