import { armMoments, metricValue } from './ratio-metric';
import { summarizeVisitors } from './sums';
import type { HoldoutMetric, VisitorOutcome } from './types';

const VISITORS: VisitorOutcome[] = [
  { visits: 2, orders: 1, revenue: 50, carted: true, preRevenue: 0 },
  { visits: 1, orders: 0, revenue: 0, carted: false, preRevenue: 30 },
  { visits: 3, orders: 2, revenue: 120, carted: 2, preRevenue: 100 },
  { visits: 1, orders: 0, revenue: 0, carted: 1, preRevenue: 0 },
  { visits: 4, orders: 1, revenue: 35, carted: 1, preRevenue: 12.5 },
];

/** Numerator and denominator of each metric for one visitor, spelled out independently. */
const PARTS: Record<HoldoutMetric, (v: VisitorOutcome) => [number, number]> = {
  revenuePerVisitor: (v) => [v.revenue, 1],
  conversionRate: (v) => [v.orders, v.visits],
  averageOrderValue: (v) => [v.revenue, v.orders],
  addToCartRate: (v) => [Number(v.carted), v.visits],
};

const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;
const covariance = (xs: number[], ys: number[]) => {
  const mx = mean(xs);
  const my = mean(ys);
  return xs.reduce((acc, x, i) => acc + (x - mx) * (ys[i] - my), 0) / (xs.length - 1);
};

describe('armMoments (delta method from sums)', () => {
  const sums = summarizeVisitors(VISITORS);

  it.each(Object.keys(PARTS) as HoldoutMetric[])('%s: the moments of Lᵢ = (yᵢ − R dᵢ)/d̄ computed visitor by visitor', (metric) => {
    const ys = VISITORS.map((v) => PARTS[metric](v)[0]);
    const ds = VISITORS.map((v) => PARTS[metric](v)[1]);
    const xs = VISITORS.map((v) => v.preRevenue);
    const r = ys.reduce((a, b) => a + b) / ds.reduce((a, b) => a + b);
    const ls = ys.map((y, i) => (y - r * ds[i]) / mean(ds));
    const m = armMoments(sums, metric)!;
    expect(m.value).toBeCloseTo(r, 12);
    expect(metricValue(sums, metric)).toBeCloseTo(r, 12);
    expect(m.varL).toBeCloseTo(covariance(ls, ls), 9);
    expect(m.covLX).toBeCloseTo(covariance(ls, xs), 9);
    expect(m.varX).toBeCloseTo(covariance(xs, xs), 9);
    expect(m.meanX).toBeCloseTo(mean(xs), 12);
    expect(m.n).toBe(5);
  });

  it('revenue per visitor is a plain mean: Var(L) is the sample variance of revenue', () => {
    const revenue = VISITORS.map((v) => v.revenue);
    expect(armMoments(sums, 'revenuePerVisitor')!.varL).toBeCloseTo(covariance(revenue, revenue), 9);
  });

  it('has no moments below two visitors or without a denominator', () => {
    expect(armMoments(summarizeVisitors(VISITORS.slice(0, 1)), 'conversionRate')).toBeNull();
    const noOrders = summarizeVisitors([VISITORS[1], VISITORS[3]]);
    expect(armMoments(noOrders, 'averageOrderValue')).toBeNull();
    expect(metricValue(noOrders, 'averageOrderValue')).toBeNull();
    expect(metricValue(noOrders, 'conversionRate')).toBe(0);
  });
});
