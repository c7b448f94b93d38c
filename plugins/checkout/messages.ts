// Every user-facing string of the Checkout Zen applet. Quoted ones are the spec's
// (checkout-analytics.md) and must stay exactly as written; the rest are ours.

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

export const CHECKOUT_MESSAGES = {
  /** The product name (spec: 'What is Checkout Zen', 'Checkout Zen is live'). */
  title: 'Checkout Zen',
  description: 'Benchmark your checkout against the market',
  loadFailed: 'The Checkout Score could not be loaded.',
  /** Spec §8: 'code: message' when the server sent a code. */
  errorDetail: (message: string, code?: string | number) => (code !== undefined && code !== '' ? `${code}: ${message}` : message),
  queued: 'Sorry for the inconvenience. We need some time to prepare this report. Please come back or refresh the page in a few minutes.',
} as const;

export const NAV_MESSAGES = {
  home: 'Home',
  checkout: 'Checkout',
  score: 'Score',
  insights: 'Insights',
  /** The checkout-step funnel report (issue 12, part 3). */
  funnel: 'Funnel',
  tips: 'Tips',
  settings: 'Settings',
  about: 'About',
  playground: 'Score Playground',
} as const;

export const HOME_MESSAGES = {
  title: `${CHECKOUT_MESSAGES.title} Home`,
  keyIndicators: 'Key Indicators',
  last4Weeks: 'Last 4 Weeks',
  comparedWith: (range: string) => `Compared with ${range}`,
  checkoutScore: 'Checkout Score',
  checkoutScoreCaption: 'Score Details',
  carts: 'Carts',
  cartsCaption: 'Potential Buyers',
  orders: 'Orders',
  ordersCaption: 'Buyers',
  abandonedRevenue: 'Abandoned Revenue',
  abandonedRevenueCaption: 'Impact Analysis',
  points: (delta: string) => `${delta} pts`,
  noCompare: 'No previous data',
  guideTitle: 'Live Checkout Insights',
  guideText:
    'See how each checkout KPI trends, where shoppers drop off by device, channel and payment type, and what to fix first.',
  guideButton: 'Open Checkout Insights',
  guideClose: 'Close',
} as const;

export const BANNER_MESSAGES = {
  live: 'Checkout Zen is live',
  liveText: 'Checkout Zen scores your checkout once your store has at least 100 orders in the last 4 weeks.',
  collected: (count: number) => `${count}/100 orders collected`,
  showDemo: 'Show demo data',
  demoTitle: 'Demo Data',
  demoText: 'You are looking at the data of a sample store, not your own. The score shown is a sample score.',
  exitDemo: 'Exit demo mode',
  notInstalledTitle: 'The Checkout Zen tag is not installed yet',
  notInstalledText:
    'Checkout Zen starts collecting data as soon as the tag is installed on your store. Until then you can explore the applet with demo data.',
  collectingTitle: 'Collecting data',
  collecting: (daysAgo: number, daysLeft: number) =>
    `Data collection started ${daysAgo === 0 ? 'today' : `${plural(daysAgo, 'day', 'days')} ago`}. About ${plural(daysLeft, 'more day is', 'more days are')} expected before the first insights are reliable.`,
} as const;

export const SCORE_MESSAGES = {
  title: 'Checkout Score',
  calculating: 'calculating...',
  unscored: '---',
  unscoredRemark: 'Not enough data to score your checkout yet.',
  unscoredAdvice: 'At least 4 of the 5 KPIs need enough data (100 orders and carts) in the last 4 weeks.',
  remarkButton: 'What does my score mean?',
  // The gauge button's name: the score the svg draws (hidden from assistive tech), then the question.
  gaugeButton: (score: string) => `Checkout score ${score}. What does my score mean?`,
  previous: (value: string) => `Previous 4 weeks: ${value}`,
  trendSuffix: 'vs the previous four weeks',
  currentLabel: 'Last 4 weeks',
  previousLabel: 'Previous 4 weeks',
  noTrend: 'No score for the previous four weeks',
  sample: 'Sample score',
  kpis: 'Score KPIs',
  subScore: 'Score',
  yourValue: 'Your store',
  marketMedian: 'Market median',
  formula: 'Formula',
  viewTrend: 'View Trend',
  learnMore: 'Learn more',
  noMarket: 'Not enough market data for this KPI',
  /** A KPI market withheld because too few other shops built it (CONTRACT.md "Market privacy"). */
  marketTooSmall: 'market too small',
  marketTooSmallRemark: (minShops: number) =>
    `The market is too small to score against: a KPI's market is shown only when at least ${minShops} other shops make it up.`,
  analysis: 'Score analysis',
  playgroundLink: 'Open the Score Playground',
} as const;

/** Advice per band label (spec §3 "Score band: … advice text"). */
export const BAND_ADVICE: Record<string, string> = {
  Excellent: 'Your checkout is among the best in the market. Keep an eye on the trend to stay there.',
  Good: 'Your checkout does better than most. Look at the weakest KPI below for the next gain.',
  Fair: 'Your checkout is around the market average. The tips and insights show where shoppers drop off.',
  Poor: 'Your checkout loses more shoppers than most stores. Start with the KPI with the lowest score.',
  'Very Poor': 'Your checkout loses many more shoppers than the market. Check the insights for the biggest drop-offs first.',
};

export const DISTRIBUTION_MESSAGES = {
  title: 'Score Distributions',
  score: 'Score',
  rate: 'Rate',
  rateRaw: 'Rate Raw',
  kpi: 'KPI',
  binSize: 'Bin size',
  madeBar: (n: number, m: number) => `${n} sites made the bar from ${m} with data`,
  sites: 'Sites',
  site: 'Site',
  platform: 'Platform',
  checkoutScore: 'Checkout Score',
  colRate: 'rate',
  colScore: 'score',
  colSigmas: 'sigmas',
  colSessions: 'sessions',
  groupHeader: (label: string, avg: string, sd: string) => `${label} (avg ${avg}, sd ${sd})`,
  loading: 'Loading the distribution…',
  empty: 'No sites with data.',
} as const;

export const ABOUT_MESSAGES = {
  title: 'What is Checkout Zen',
  score:
    'Checkout Zen gives your store a Checkout Score from 0 to 100: a patent-pending competitive index that compares five checkout KPIs — cart abandonment, checkout conversion, the mobile abandonment gap, accelerated checkout and checkout engagement — with a market of other online shops.',
  analytics:
    'KPI analytics show how each KPI trends over time and how it differs by device, channel, new or returning shoppers and payment type, so you see where shoppers leave your checkout.',
  recommendations:
    'Actionable recommendations and tips point to the changes that move your weakest KPIs, so you know what to fix first.',
  learnMore: 'Learn More',
  helpUrl: 'https://help.vitrine.io/checkout-zen',
} as const;

export const TIPS_MESSAGES = {
  title: 'Tips',
  beta: 'Beta',
  heading: 'Tips that can help improve your Checkout Score KPIs',
  types: { detect: 'Detect', fix: 'Fix', learn: 'Learn' },
  typeHints: {
    detect: 'Find where shoppers leave your checkout.',
    fix: 'Change something in your store.',
    learn: 'Read up on what works.',
  },
} as const;

export const SETTINGS_MESSAGES = {
  title: 'Settings',
  none: 'No additional settings are available.',
  shopify: 'Manage Shopify App Status',
  loading: 'Checking the app status…',
  loadFailed: 'The app status could not be checked.',
  tag: 'Data collection tag',
  tagEnabled: 'Enabled',
  tagDisabled: 'Manually disabled',
  tagNotValidated: 'Not validated yet',
  appEmbed: 'App embed',
  appEmbedOn: 'Enabled',
  appEmbedOff: 'Not enabled',
  scopes: 'Permissions',
  scopesOk: 'All granted',
  scopesMissing: (scopes: string) => `Missing: ${scopes}`,
  checkAndFix: 'Check and Fix',
  enableTag: 'Enable Tag',
  disableTag: 'Disable Tag',
  enableAppEmbed: 'Enable App Embed',
  updatePermissions: 'Update Permissions',
  refresh: 'Refresh',
  disableTitle: 'Disable the tag?',
  disableText: 'Checkout Zen stops collecting data until the tag is enabled again.',
  tagEnabledDone: 'The data collection tag is enabled.',
  tagDisabledDone: 'The data collection tag is disabled.',
  checkPassed: 'Check complete: the installation is in order.',
  checkProblems: (count: number) => `Check complete: ${plural(count, 'problem needs', 'problems need')} attention.`,
} as const;

export const PLAYGROUND_MESSAGES = {
  title: 'Score Playground',
  devOnly: 'The Score Playground is available in dev mode only.',
  devOnlyText: 'Staff can switch dev mode on in the console to use it.',
  intro: 'Edit the site data of the last 4 weeks and see the score recomputed against the current market.',
  fields: 'Site data',
  derive: 'Recompute the rates from the counts',
  reset: 'Reset to site values',
  result: 'Result',
  band: 'Band',
  kpi: 'KPI',
  weightPct: 'Weight %',
  weightScore: 'Points',
} as const;
