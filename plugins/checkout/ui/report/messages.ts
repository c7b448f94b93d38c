// The report view's strings. Those quoted in checkout-analytics.md are copied exactly as the
// spec writes them; tests compare against these constants.
import { MIN_CARTS, MIN_CONVERSIONS, MIN_VISITS } from '../../score/rules';
import { formatInteger } from '../shared/format';

/** Spec §5: "Compare-to 'Market' requires the market site to have visits >= 1000, carts >= 100 and conversions >= 100". */
const MARKET_NEEDS = `at least ${formatInteger(MIN_VISITS)} visits, ${formatInteger(MIN_CARTS)} carts and ${formatInteger(MIN_CONVERSIONS)} conversions`;

export const REPORT_MESSAGES = {
  // Spec §2 / §8
  notAvailable: 'Report not available',
  configurationIssue: 'Report configuration issue',
  insightsTitle: 'Score Insights',
  noFilters: 'No filters are available for this report',
  /** Under the filters: the ones this report leaves out, and why (filterScope.ts). */
  filtersNotApplicable: 'Not available for this report:',
  filterNotApplicable: {
    formFactorGap: 'the Mobile Abandonment Gap already compares phones with desktops',
    paymentType: 'only sessions with an order have a payment type',
    cartValue: 'only sessions with a cart have a cart value',
  },
  showSettings: 'Show Report Settings',
  hideSettings: 'Hide Report Settings',
  analyzeBy: 'Analyze By',
  filters: 'Filters',
  queued:
    'Sorry for the inconvenience. We need some time to prepare this report. Please come back or refresh the page in a few minutes.',
  noData: "We don't have data for this period of time, try another date range",
  unexpected: 'An unexpected error occurred.  No more information is available.',
  // Spec §5 numeric range placeholders
  rangeBoth: 'min to max',
  rangeMaxOnly: 'max or less',
  rangeMinOnly: 'min or higher',
  rangeNone: 'Value...',
  // Our own wording (the spec shows none)
  print: 'Print',
  share: 'Share',
  save: 'Save',
  help: 'Help',
  staffOnly: 'Available to Vitrine staff',
  linkCopied: 'Link to this report copied to the clipboard',
  copyFailed: 'Could not copy the link; copy it from the address bar',
  saved: 'These settings are now the default for this report',
  saveFailed: 'Could not save: this browser does not allow storing settings',
  dateRange: 'Date range',
  custom: 'Custom',
  customRange: 'Custom range…',
  apply: 'Apply',
  cancel: 'Cancel',
  compare: 'Compare',
  compareNone: 'No comparison',
  comparePrevious: 'Previous period',
  compareMarket: 'Market',
  /**
   * The whole market was withheld (CONTRACT.md "Market privacy"): too few other shops, or below
   * the spec §5 bars. The server does not say which, nor the counts: both rules are stated.
   */
  marketTooSmall: (minShops: number | undefined) =>
    `Market too small: a market comparison needs ${MARKET_NEEDS} from ${minShops ? `at least ${minShops}` : 'enough'} other shops with traffic matching this report, so it is not shown. Try a longer period or fewer filters.`,
  /** Some groups' market values were withheld. */
  marketTooSmallGroups: (groups: number, minShops: number) =>
    `Market too small for ${groups === 1 ? '1 group' : `${groups} groups`}: a market value is shown only when at least ${minShops} other shops built it, with ${MARKET_NEEDS}.`,
  chartType: 'Chart type',
  smoothing: 'Smoothing',
  filterPlaceholder: 'Type a value, Enter to add (* = wildcard)',
  likeHint: 'Values with * match as a pattern',
  rangeAll: 'all',
  rangeInvalid: (placeholder: string) => `Enter a number (${placeholder})`,
  rangeTooLarge: (limit: string) => `Enter a number between -${limit} and ${limit}`,
  clear: 'Clear',
} as const;

/** The server's message prefix for a query that outran its budget (CONTRACT.md §3). */
export const QUEUED_PREFIX = 'Query request has been queued';

/** Developer-facing errors for broken report definitions (spec §8 "Internal errors"). */
export const INTERNAL_ERRORS = {
  unknownPeriodAlias: (alias: string) => `Unknown period alias: ${alias}`,
  unknownControlStyle: (style: string) => `unknown control style: ${style}`,
  noResolver: (variable: string) => `No resolver for query variable: ${variable}`,
} as const;
