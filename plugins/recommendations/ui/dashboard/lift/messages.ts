import type { LiftMetricName } from '../../../model/lift';

/** The lift panel's words (issue 26 §3: "caused" vs "attributed", a verdict in words). */
export const LIFT = {
  title: 'Caused (holdout)',
  attributedTitle: 'Attributed',
  attributedText: 'Sales credited to clicks on recommendations.',
  causedText: 'What recommendations change: visitors who see them against the holdout, who see none.',
  scope: 'Test',
  allRecommendations: 'All recommendations',
  unnamed: (id: string) => `Recommendation ${id.slice(-6)}`,
  loading: 'Measuring…',
  failed: 'The lift could not be measured',
  off: 'The holdout is off, so nothing is measured: every visitor sees recommendations and there is no one to compare them with.',
  offLink: 'Set a baseline share in Data Config',
  empty: 'No visitor reached a recommendation in this period yet.',
  metrics: {
    revenuePerVisitor: 'Revenue per visitor',
    conversionRate: 'Conversion rate',
    averageOrderValue: 'Average order value',
    addToCartRate: 'Add-to-cart rate',
  } satisfies Record<LiftMetricName, string>,
  withRecs: 'With recommendations',
  holdout: 'Holdout',
  interval: (lower: string, upper: string) => `95% range: ${lower} to ${upper}`,
  noInterval: 'No range yet',
  verdicts: {
    winning: 'Raised by recommendations',
    losing: 'Lowered by recommendations',
    inconclusive: 'No clear difference yet',
    'too little data': 'Not enough data yet',
    srm: 'No verdict',
  },
  headline: {
    winning: (metric: string, lift: string) => `Recommendations raise ${metric.toLowerCase()} by ${lift}.`,
    losing: (metric: string, lift: string) => `Recommendations lower ${metric.toLowerCase()} by ${lift}.`,
    inconclusive: (metric: string) => `No clear difference in ${metric.toLowerCase()} yet: the range still includes zero.`,
    'too little data': 'Not enough data for a verdict yet: each group needs at least 100 visitors and 30 orders.',
    srm: 'No verdict: the groups are not the sizes the holdout setting asks for.',
  },
  srm: (observed: string, expected: string) =>
    `Sample ratio mismatch: ${observed} of the visitors in this test are in the holdout, but the setting asks for ${expected}. Something other than chance split them (a cache, a bot, a change of the share during the period), so no verdict is shown.`,
  daysNeeded: (days: string, effect: string) => `${days} more ${days === '1' ? 'day' : 'days'} needed to detect a ${effect} lift.`,
  enoughData: (effect: string) => `Enough visitors to detect a ${effect} lift: a smaller effect, if any, stays within the range.`,
  visitors: (treatment: string, baseline: string) => `${treatment} visitors with recommendations, ${baseline} in the holdout`,
  howTitle: 'How this is measured',
} as const;
