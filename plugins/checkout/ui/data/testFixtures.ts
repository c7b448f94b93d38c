// Test-only: a checkoutScore answer with round numbers, overridable per story.
import type { CheckoutScoreData, GqlScoreResult, GqlSubScore } from './useCheckoutScore';

const SUBS: [string, string, number, number | null, number][] = [
  // name, label, weight, score, value
  ['car', 'Cart Abandonment Rate', 25, 70, 0.652],
  ['checkoutConversionRate', 'Checkout Conversion Rate', 30, 80, 0.41],
  ['mobileAbandonmentGap', 'Mobile Abandonment Gap', 20, 60, 0.08],
  ['acceleratedCheckoutRate', 'Accelerated Checkout Rate', 15, 75, 0.22],
  ['checkoutEngagementRate', 'Checkout Engagement Rate', 10, 65, 0.55],
];

export function subScore(name: string, label: string, weight: number, score: number | null, value: number): GqlSubScore {
  return {
    name,
    label,
    weight,
    weightPct: weight,
    weightScore: score === null ? 0 : Math.round((score * weight) / 100),
    score,
    marketSuppressed: false,
    details: {
      value,
      valueWeight: 1234,
      stats: { negative: name === 'car', delta: 0.031, sigmas: 0.8, bias100: 20, sigmaWidth100: 25 },
      rank: { rank: 61, total: 84, rank100: 73 },
    },
  };
}

export function scoreResult(score: number | null, overrides: Partial<GqlScoreResult> = {}): GqlScoreResult {
  return {
    score,
    isMock: false,
    rank: score === null ? { rank: null, total: 84, rank100: null } : { rank: 61, total: 84, rank100: 73 },
    subScores: SUBS.map(([n, l, w, s, v]) => subScore(n, l, w, score === null ? null : s, v)),
    ...overrides,
  };
}

export function checkoutScoreData(overrides: Partial<CheckoutScoreData> = {}): CheckoutScoreData {
  return {
    siteId: '5f0000000000000000000001',
    isMock: false,
    sitesMadeBar: 84,
    sitesWithData: 120,
    period: { min: '2025-03-01T05:00:00.000Z', max: '2025-03-29T04:00:00.000Z' },
    comparePeriod: { min: '2025-02-01T05:00:00.000Z', max: '2025-03-01T05:00:00.000Z' },
    current: scoreResult(72),
    previous: scoreResult(65),
    market: SUBS.map(([name]) => ({ name, median: 0.7012, p25: 0.6, p75: 0.8, deviation: 0.1, mean: 0.69, shopCount: 84 })),
    fields: [
      { name: 'carts', primary: 1200, compare: 1000 },
      { name: 'conversions', primary: 420, compare: 400 },
      { name: 'abandonedCartAmount', primary: 50000, compare: 40000 },
      { name: 'visits', primary: 30000, compare: 28000 },
    ],
    marketNotice: null,
    ...overrides,
  };
}

export const withFields = (data: CheckoutScoreData, fields: Record<string, [number | null, number | null]>): CheckoutScoreData => ({
  ...data,
  fields: [
    ...data.fields.filter((f) => !(f.name in fields)),
    ...Object.entries(fields).map(([name, [primary, compare]]) => ({ name, primary, compare })),
  ],
});
