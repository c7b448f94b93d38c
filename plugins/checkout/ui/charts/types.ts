// The analytics report as the chart components receive it: CONTRACT.md §3 (SessionReport),
// written as the GraphQL answer looks in the browser. Every field but `groups` and `key` is
// optional because a query returns only what its selection set asks for.

export type Dimension =
  | 'arrivalTimeUtc'
  | 'siteId'
  | 'merchantName'
  | 'siteTags'
  | 'formFactor'
  | 'newOrReturning'
  | 'attributionChannel'
  | 'attributionSource'
  | 'arrivalPageClass'
  | 'exitPageClass'
  | 'cartValueBy100'
  | 'transPaymentType'
  | 'country'
  | 'city'
  | 'isQa'
  | 'isBaseline'
  | 'experienceQualifiedName';

export type Bin = 'hour' | 'day' | 'week' | 'month' | 'auto';

export interface Interval {
  lower: number | null;
  upper: number | null;
}

/** One metric of one group. Every part is null when it cannot be computed (no compare, 0 denominators…). */
export interface MetricValue {
  primary?: number | null;
  compare?: number | null;
  /** primary / compare − 1 (a fraction). */
  lift?: number | null;
  /** 0..1 */
  confidence?: number | null;
  /** Bounds of the lift (fractions). */
  liftInterval?: Interval | null;
  sampleSizeRequired?: number | null;
  /** Smaller sample / required sample: 1 or more means enough data. */
  sampleSizeRatio?: number | null;
  /** 0..1 */
  probabilityToWin?: number | null;
  minDetectableEffect?: number | null;
}

export interface GroupKey {
  arrivalTimeUtc?: string | null;
  siteId?: string | null;
  siteName?: string | null;
  merchantName?: string | null;
  siteTags?: string | null;
  formFactor?: string | null;
  newOrReturning?: string | null;
  attributionChannel?: string | null;
  attributionSource?: string | null;
  arrivalPageClass?: string | null;
  exitPageClass?: string | null;
  cartValueBy100?: number | null;
  transPaymentType?: string | null;
  country?: string | null;
  city?: string | null;
  isQa?: boolean | null;
  isBaseline?: boolean | null;
  experienceQualifiedName?: string | null;
}

export type MetricName =
  | 'visits'
  | 'carts'
  | 'conversions'
  | 'revenue'
  | 'pageViews'
  | 'visitsReachedCheckout'
  | 'regularCheckoutEngagements'
  | 'acceleratedCheckouts'
  | 'cartsAbandoned'
  | 'abandonedCartAmount'
  | 'car'
  | 'checkoutConversionRate'
  | 'acceleratedCheckoutRate'
  | 'checkoutEngagementRate'
  | 'mobileAbandonmentGap'
  | 'conversionRate'
  | 'cartRate'
  | 'rpv'
  | 'aov';

export type SessionGroup = { key: GroupKey; marketSuppressed?: boolean } & { [M in MetricName]?: MetricValue | null };

export interface Period {
  min: string;
  max: string;
  bin?: Bin | null;
  /** The start of the bin still in progress (its numbers are partial); null when every bin has ended. */
  partialBinStart?: string | null;
}

/** The market's totals; withheld (null, suppressed) when too few other shops built them. */
export interface MarketCheck {
  visits: number | null;
  carts: number | null;
  conversions: number | null;
  qualifies: boolean;
  suppressed?: boolean;
}

/** Why some market values are null (CONTRACT.md "Market privacy"). */
export interface MarketNotice {
  reason: 'MARKET_TOO_SMALL';
  minShops: number;
  suppressedGroups: number;
  totalsSuppressed: boolean;
}

export interface SessionReport {
  groups: SessionGroup[];
  totals?: SessionGroup;
  period?: Period;
  comparePeriod?: Period | null;
  /** Present when compareTo.market. */
  market?: MarketCheck | null;
  /** Present when some market value was withheld. */
  marketNotice?: MarketNotice | null;
}

export const CHART_TYPES = ['line', 'area', 'column', 'bar', 'pie', 'map', 'table'] as const;
export type ChartType = (typeof CHART_TYPES)[number];

/** points: a difference of two rates, in percentage points (the Mobile Abandonment Gap). */
export type ValueFormat = 'percent' | 'points' | 'number' | 'currency';
export type CompareMode = 'none' | 'previousPeriod' | 'market';

export interface ReportChartProps {
  /** undefined → 'Chart is not yet defined'; an unknown type → 'Chart Type {type} is not defined'. */
  chartType: ChartType | string | undefined;
  report: SessionReport | undefined;
  /** A SessionGroup metric field (MetricName); a string because report definitions carry it as one. */
  metric: string;
  metricLabel: string;
  /** percent: the values are fractions. */
  format: ValueFormat;
  /** ISO 4217 code; USD when not given. */
  currency?: string;
  /** IANA zone of the site: the time axis and dates are shown in it. UTC when not given. */
  timeZone?: string;
  /** The GroupKey field the groups vary by (arrivalTimeUtc → time axis; country/city → map). */
  analyzeBy: string | undefined;
  compare: CompareMode;
  /** Pixels: 500, 450 on small screens (the caller picks). */
  height: number;
  /** Shown in the error box instead of the chart (see errorText). */
  error?: string;
  loading?: boolean;
}
