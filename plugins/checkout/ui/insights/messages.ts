// The Insights page's strings; those quoted in checkout-analytics.md are exact.
export const INSIGHTS_MESSAGES = {
  // Spec §2 / §8
  title: 'Score Insights',
  notAvailable: 'Report not available',
  configurationIssue: 'Report configuration issue',
  showAll: 'Show all',
  showLess: 'Show less',
  // Our own wording (the spec shows none)
  intro: 'How each checkout KPI scores against the market over the last 4 weeks, and where to look next.',
  subScore: 'Sub-score',
  weight: (pct: number) => `Weight ${Math.round(pct)}%`,
  vsPrevious: 'vs previous 4 weeks',
  noCompare: 'No previous score',
  value: 'Your rate',
  formula: 'Formula',
  reports: 'Trend reports',
  notAvailableDetail: 'This link does not point to a report. Open one from the Score Insights cards.',
  configurationDetail: 'This report cannot be built from the link: the metric, dimension or chart type is not one the report view knows.',
  backToInsights: 'Back to Score Insights',
} as const;

/** How many links a card shows before 'Show all' (spec §9 "Lists show 2 items"). */
export const COLLAPSED_LINKS = 2;
