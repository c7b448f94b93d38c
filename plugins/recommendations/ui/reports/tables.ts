// What each section's table shows, as text rows: the page renders them and the CSV export
// writes the very same rows, so the file and the screen never disagree.
import { count, money, percent } from '../dashboard/format';
import { formatMetric } from './format';
import { REPORTS } from './messages';
import type { ReportAnswer } from './reportTypes';
import type { MetricDef } from './sections';

export interface TextTable {
  head: string[];
  rows: string[][];
  /** A stable key per row (the recommendation id, the bucket). */
  keys: string[];
}

const BUCKET_HEAD = { hour: 'Hour', day: 'Day' } as const;

/** One row per timeline bucket, one column per metric of the section. */
export function trendTable(answer: ReportAnswer, metrics: MetricDef[]): TextTable {
  return {
    head: [BUCKET_HEAD[answer.period.bucket], ...metrics.map((m) => REPORTS.metrics[m.key])],
    rows: answer.timeline.map((p) => [answer.period.bucket === 'hour' ? p.at : p.at.slice(0, 10), ...metrics.map((m) => formatMetric(p[m.key], m.kind, answer.currency))]),
    keys: answer.timeline.map((p) => p.at),
  };
}

/** The recommendations seen in the range, most revenue impacted first. */
export function recommendationsTable(answer: ReportAnswer, names: ReadonlyMap<string, string>): TextTable {
  const c = REPORTS.recColumns;
  const rows = [...answer.recommendations].sort((a, b) => b.revenueImpacted - a.revenueImpacted || b.views - a.views || a.recommendationId.localeCompare(b.recommendationId));
  return {
    head: [c.name, c.views, c.clicks, c.clickThrough, c.addToCarts, c.directClickRevenue, c.visitsImpacted, c.revenueImpacted],
    rows: rows.map((r) => [
      names.get(r.recommendationId) ?? REPORTS.otherRecommendation,
      count(r.views),
      count(r.clicks),
      percent(r.clickThrough),
      count(r.addToCarts),
      money(r.directClickRevenue, answer.currency),
      count(r.visitsImpacted),
      money(r.revenueImpacted, answer.currency),
    ]),
    keys: rows.map((r) => r.recommendationId),
  };
}

/** The four audiences: device (Desktop = desktop + tablet, Mobile = phone) by new or returning. */
export const AUDIENCES = [
  { key: 'desktopNew', query: { formFactor: 'desktop', newOrReturning: 'new' } },
  { key: 'desktopReturning', query: { formFactor: 'desktop', newOrReturning: 'returning' } },
  { key: 'mobileNew', query: { formFactor: 'mobile', newOrReturning: 'new' } },
  { key: 'mobileReturning', query: { formFactor: 'mobile', newOrReturning: 'returning' } },
] as const satisfies ReadonlyArray<{ key: keyof typeof REPORTS.audiences; query: Record<string, string> }>;
export type AudienceKey = (typeof AUDIENCES)[number]['key'];

export const AUDIENCE_METRICS: MetricDef[] = [
  { key: 'visits', kind: 'count' },
  { key: 'conversions', kind: 'count' },
  { key: 'revenue', kind: 'money' },
  { key: 'cr', kind: 'percent' },
  { key: 'rpv', kind: 'money' },
  { key: 'avgPageViews', kind: 'ratio' },
  { key: 'avgTimeOnSite', kind: 'seconds' },
];

export function audiencesTable(answers: ReadonlyMap<AudienceKey, ReportAnswer>, currency: string): TextTable {
  const present = AUDIENCES.filter((a) => answers.has(a.key));
  return {
    head: [REPORTS.audience, ...AUDIENCE_METRICS.map((m) => REPORTS.metrics[m.key])],
    rows: present.map((a) => [REPORTS.audiences[a.key], ...AUDIENCE_METRICS.map((m) => formatMetric(answers.get(a.key)!.summary[m.key], m.kind, currency))]),
    keys: present.map((a) => a.key),
  };
}

export interface FunnelStep {
  key: keyof typeof REPORTS.funnels;
  value: number;
}

/**
 * Two funnels (internal mode): visits → visits that clicked a recommendation → of those, visits
 * with an order; and recommendation views → clicks → adds to cart from a recommendation.
 */
export function funnelSteps(all: ReportAnswer, clicked: ReportAnswer): { visits: FunnelStep[]; recommendations: FunnelStep[] } {
  const sum = (key: 'views' | 'clicks' | 'addToCarts') => all.recommendations.reduce((n, r) => n + r[key], 0);
  return {
    visits: [
      { key: 'visits', value: all.summary.visits },
      { key: 'clicked', value: clicked.summary.visits },
      { key: 'bought', value: clicked.summary.conversions },
    ],
    recommendations: [
      { key: 'views', value: sum('views') },
      { key: 'recClicks', value: sum('clicks') },
      { key: 'recAdds', value: sum('addToCarts') },
    ],
  };
}

const share = (n: number, d: number) => (d > 0 ? percent(n / d) : '—');

export function funnelTable(steps: FunnelStep[]): TextTable {
  const first = steps[0]?.value ?? 0;
  return {
    head: [REPORTS.funnelStep, REPORTS.funnelCount, REPORTS.funnelOfFirst, REPORTS.funnelOfPrevious],
    rows: steps.map((s, i) => [REPORTS.funnels[s.key], count(s.value), share(s.value, first), i ? share(s.value, steps[i - 1].value) : '—']),
    keys: steps.map((s) => s.key),
  };
}
