import type { ArmSumName, ArmSums, VisitorOutcome } from './types';

export const ARM_SUM_NAMES: readonly ArmSumName[] = [
  'visitors',
  'visits',
  'visitsSquared',
  'orders',
  'ordersSquared',
  'revenue',
  'revenueSquared',
  'carted',
  'cartedSquared',
  'pre',
  'preSquared',
  'ordersVisits',
  'revenueOrders',
  'cartedVisits',
  'preRevenue',
  'preOrders',
  'preVisits',
  'preCarted',
];

/** Fresh zero sums: a literal, so every ArmSums shares one fast object shape (the simulations
 *  add to them millions of times). */
export function emptyArmSums(): ArmSums {
  return {
    visitors: 0,
    visits: 0,
    visitsSquared: 0,
    orders: 0,
    ordersSquared: 0,
    revenue: 0,
    revenueSquared: 0,
    carted: 0,
    cartedSquared: 0,
    pre: 0,
    preSquared: 0,
    ordersVisits: 0,
    revenueOrders: 0,
    cartedVisits: 0,
    preRevenue: 0,
    preOrders: 0,
    preVisits: 0,
    preCarted: 0,
  };
}

/** Adds one visitor to running sums (mutates `sums`: the simulations add millions). */
export function addVisitor(sums: ArmSums, v: VisitorOutcome): void {
  const carted = v.carted === true ? 1 : v.carted === false ? 0 : v.carted;
  const { visits, orders, revenue, preRevenue: pre } = v;
  sums.visitors += 1;
  sums.visits += visits;
  sums.visitsSquared += visits * visits;
  sums.orders += orders;
  sums.ordersSquared += orders * orders;
  sums.revenue += revenue;
  sums.revenueSquared += revenue * revenue;
  sums.carted += carted;
  sums.cartedSquared += carted * carted;
  sums.pre += pre;
  sums.preSquared += pre * pre;
  sums.ordersVisits += orders * visits;
  sums.revenueOrders += revenue * orders;
  sums.cartedVisits += carted * visits;
  sums.preRevenue += pre * revenue;
  sums.preOrders += pre * orders;
  sums.preVisits += pre * visits;
  sums.preCarted += pre * carted;
}

/** One arm's sums over per-visitor outcomes. */
export function summarizeVisitors(visitors: Iterable<VisitorOutcome>): ArmSums {
  const sums = emptyArmSums();
  for (const v of visitors) addVisitor(sums, v);
  return sums;
}

/** a + b, field by field (e.g. yesterday's cumulative sums plus today's visitors). */
export function addArmSums(a: ArmSums, b: ArmSums): ArmSums {
  const out = { ...a };
  for (const name of ARM_SUM_NAMES) out[name] += b[name];
  return out;
}
