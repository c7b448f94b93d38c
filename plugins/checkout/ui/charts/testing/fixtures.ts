// Reports shaped like compareSessions answers (CONTRACT.md §3), small enough to check by eye.
import type { ChartInput } from '../options/common';
import { LIGHT_PALETTE } from '../theme';
import type { MetricValue, SessionGroup, SessionReport } from '../types';

export function stats(primary: number | null, compare: number | null, extra: Partial<MetricValue> = {}): MetricValue {
  return {
    primary,
    compare,
    lift: primary !== null && compare ? primary / compare - 1 : null,
    confidence: null,
    liftInterval: null,
    sampleSizeRatio: null,
    probabilityToWin: null,
    ...extra,
  };
}

export function report(groups: SessionGroup[], bin: 'hour' | 'day' = 'day'): SessionReport {
  return { groups, period: { min: '2024-03-01T00:00:00Z', max: '2024-03-04T00:00:00Z', bin } };
}

/** Conversion rate by device, with full statistics on desktop only. */
export const BY_DEVICE = report([
  {
    key: { formFactor: 'desktop' },
    conversionRate: stats(0.04, 0.032, { lift: 0.25, confidence: 0.97, liftInterval: { lower: 0.05, upper: 0.45 }, sampleSizeRatio: 1.4, probabilityToWin: 0.985 }),
  },
  { key: { formFactor: 'phone' }, conversionRate: stats(0.02, 0.025, { lift: -0.2 }) },
  { key: { formFactor: 'tablet' }, conversionRate: stats(0.03, null, { lift: null }) },
]);

/** Visits per day, listed newest first (as a desc orderBy would) to prove the chart sorts by time. */
export const BY_DAY = report([
  { key: { arrivalTimeUtc: '2024-03-03T00:00:00Z' }, visits: stats(300, 270) },
  { key: { arrivalTimeUtc: '2024-03-01T00:00:00Z' }, visits: stats(100, 90) },
  { key: { arrivalTimeUtc: '2024-03-02T00:00:00Z' }, visits: stats(200, null) },
]);

/** BY_DAY asked on 3 March: that day is not over yet (its 300 are so far). */
export const BY_DAY_TODAY = { ...BY_DAY, period: { ...BY_DAY.period!, partialBinStart: '2024-03-03T00:00:00.000Z' } };

export const BY_COUNTRY = report([
  { key: { country: 'US' }, revenue: stats(12500, 10000) },
  { key: { country: 'DE' }, revenue: stats(4000, 5000) },
  { key: { country: null }, revenue: stats(50, 40) },
]);

export const BY_CITY = report([
  { key: { city: 'US-NY-New York City' }, visits: stats(900, 800) },
  { key: { city: 'US-Oregon-Portland' }, visits: stats(300, 310) },
  { key: { city: 'XX-Nowhere-Atlantis' }, visits: stats(5, 4) },
]);

export function input(overrides: Partial<ChartInput> = {}): ChartInput {
  return {
    report: BY_DEVICE,
    metric: 'conversionRate',
    metricLabel: 'Conversion Rate',
    format: 'percent',
    analyzeBy: 'formFactor',
    compare: 'previousPeriod',
    height: 500,
    palette: LIGHT_PALETTE,
    ...overrides,
  };
}
