// The report sections (spec 2) and the metrics each one charts.
import { REPORTS } from './messages';

export const SECTIONS = ['engagement', 'sales', 'recommendations', 'audiences', 'funnels'] as const;
export type Section = (typeof SECTIONS)[number];

/** Funnels only in internal mode (spec 2). */
export const sectionsFor = (internal: boolean): Section[] => SECTIONS.filter((s) => internal || s !== 'funnels');

/** The section a query string names, else the first one. */
export function sectionFrom(value: string | null, internal: boolean): Section {
  const allowed = sectionsFor(internal);
  return allowed.find((s) => s === value) ?? allowed[0];
}

export type MetricKey = keyof typeof REPORTS.metrics;
export type MetricKind = 'money' | 'count' | 'ratio' | 'percent' | 'seconds';

export interface MetricDef {
  key: MetricKey;
  kind: MetricKind;
}

/** Spec 2: engagement pagesViewed, avgPageViews, avgClickCount, avgTimeOnSite. */
export const ENGAGEMENT_METRICS: MetricDef[] = [
  { key: 'pagesViewed', kind: 'count' },
  { key: 'avgPageViews', kind: 'ratio' },
  { key: 'avgClickCount', kind: 'ratio' },
  { key: 'avgTimeOnSite', kind: 'seconds' },
];

/** Spec 2: sales revenue, visits, conversions, rpv, cr, aov, car. */
export const SALES_METRICS: MetricDef[] = [
  { key: 'revenue', kind: 'money' },
  { key: 'visits', kind: 'count' },
  { key: 'conversions', kind: 'count' },
  { key: 'rpv', kind: 'money' },
  { key: 'cr', kind: 'percent' },
  { key: 'aov', kind: 'money' },
  { key: 'car', kind: 'percent' },
];
