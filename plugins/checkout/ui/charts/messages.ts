// The chart strings. Those quoted in checkout-analytics.md §8 are copied exactly as the spec
// writes them (including the double space and 'appropiate'): tests compare against these.

export const CHART_MESSAGES = {
  unexpected: 'An unexpected error occurred.  No more information is available.',
  notDefined: 'Chart is not yet defined',
  typeNotDefined: (type: string) => `Chart Type ${type} is not defined`,
  queued:
    'Sorry for the inconvenience. We need some time to prepare this report. Please come back or refresh the page in a few minutes.',
  noData: "We don't have data for this period of time, try another date range",
  noDataIndex: 'Could not find an appropiate data index to chart',
  unavailable: 'Unavailable',
  missingRpvLift: 'Missing RPV Lift',
  missingCrLift: 'Missing CR Lift',
  missingAovLift: 'Missing AOV Lift',
} as const;

/** The server's message prefix for a query that outran its budget (CONTRACT.md §3). */
export const QUEUED_PREFIX = 'Query request has been queued';

/** Our own labels (not from the spec). */
export const CHART_LABELS = {
  previousPeriod: 'Previous period',
  market: 'Market',
  lift: 'Lift',
  confidence: 'Confidence',
  liftInterval: 'Lift Interval',
  probabilityToWin: 'Probability to Win',
  sampleSizeRatio: 'Sample Size Ratio',
  notSet: '(not set)',
  /** The groups a report folded away (too small a share of the measure shown), as one slice. */
  other: 'Other',
  /** A market value withheld because too few other shops built it (CONTRACT.md "Market privacy"). */
  marketTooSmall: 'market too small',
  /** The table under a smoothed series says so: its numbers are not the raw bins. */
  smoothedValues: (how: string) => `${how} smoothing: values are averaged over neighbouring bins (choose None for raw values)`,
  cumulativeValues: 'Cumulative: running totals since the start of the period (choose None for raw values)',
  /** The bin holding now: drawn dashed and labelled, so its low numbers do not read as a drop. */
  partial: 'partial',
  /** The chart's text alternative: what it shows and where its numbers are as text. */
  chartAlt: (metric: string) => `${metric} chart. The data table lists its values.`,
  mapAlt: (metric: string) => `${metric} map. The data table lists its values.`,
  partialSuffix: '(partial, not over yet)',
  /** Smoothing never reaches over the bin still in progress (CONTRACT §3). */
  partialNotSmoothed: 'The last bin is not over yet: it is shown as it is so far, not averaged.',
  clickForDetails: 'Click for details',
  clickForLess: 'Click for less',
  loading: 'Loading chart',
  /** Downloads the table below as a CSV file, rows as shown. */
  exportCsv: 'Export CSV',
  unplaced: (places: readonly string[]) => `Not shown on the map (location unknown): ${places.join('; ')}`,
} as const;
