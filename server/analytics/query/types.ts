// The typed intermediate representation of an analytics query (CONTRACT.md §3). The parser
// turns GraphQL args into a ReportQuery; the compiler turns a ReportQuery plus the selection
// into SQL through a Dialect; nothing downstream ever sees raw GraphQL args.
import { MIN_CARTS, MIN_CONVERSIONS, MIN_VISITS } from '../../../plugins/checkout/score/rules';

export const BINS = ['hour', 'day', 'week', 'month'] as const;
/** A resolved time bin ('auto' never survives parsing). */
export type Bin = (typeof BINS)[number];

export const DIMENSIONS = [
  'arrivalTimeUtc',
  'siteId',
  'merchantName',
  'siteTags',
  'formFactor',
  'newOrReturning',
  'attributionChannel',
  'attributionSource',
  'arrivalPageClass',
  'exitPageClass',
  'cartValueBy100',
  'transPaymentType',
  'country',
  'city',
  'isQa',
  'isBaseline',
  'experienceQualifiedName',
] as const;
export type Dimension = (typeof DIMENSIONS)[number];

/** Dimensions that identify a site: a market comparison never groups by them (aggregates only). */
export const SITE_DIMENSIONS: ReadonlySet<Dimension> = new Set(['siteId', 'merchantName', 'siteTags']);

/** Session text columns a TextFilter may restrict (siteTags reads the `sites` table's list). */
export const TEXT_FILTER_FIELDS = [
  'formFactor',
  'newOrReturning',
  'attributionChannel',
  'attributionSource',
  'arrivalPageClass',
  'exitPageClass',
  'transPaymentType',
  'country',
  'city',
  'siteTags',
  'experienceQualifiedName',
] as const;
export type TextFilterField = (typeof TEXT_FILTER_FIELDS)[number];

export const COUNT_METRICS = [
  'visits',
  'carts',
  'conversions',
  'revenue',
  'pageViews',
  'cartsAbandoned',
  'abandonedCartAmount',
  'visitsReachedCheckout',
  'regularCheckoutEngagements',
  'acceleratedCheckouts',
] as const;
export const RATE_METRICS = [
  'car',
  'checkoutConversionRate',
  'acceleratedCheckoutRate',
  'checkoutEngagementRate',
  'conversionRate',
  'cartRate',
] as const;
export const MEAN_METRICS = ['rpv', 'aov'] as const;
export const METRICS = [...COUNT_METRICS, ...RATE_METRICS, ...MEAN_METRICS, 'mobileAbandonmentGap'] as const;
export type MetricName = (typeof METRICS)[number];

/** The fields of MetricValue. primary/compare/lift are cheap; the rest are inferential tests. */
export const PARTS = [
  'primary',
  'compare',
  'lift',
  'confidence',
  'liftInterval',
  'sampleSizeRequired',
  'sampleSizeRatio',
  'probabilityToWin',
  'minDetectableEffect',
] as const;
export type Part = (typeof PARTS)[number];
export const TEST_PARTS: ReadonlySet<Part> = new Set(PARTS.filter((p) => p !== 'primary' && p !== 'compare' && p !== 'lift'));

/** [min, max): max exclusive. */
export interface TimeRange {
  min: Date;
  max: Date;
}

export interface Period extends TimeRange {
  bin: Bin;
  /** IANA zone the day, week and month bins are cut in (the site's); UTC when absent. */
  timeZone?: string;
}

/** One text field's filter: exact values (IN) and LIKE patterns (already in SQL form), ORed. */
export interface TextCondition {
  in: string[];
  like: string[];
}

export interface NumberCondition {
  gte?: number;
  gt?: number;
  lte?: number;
  lt?: number;
}

export interface SessionFilters {
  /** null: every site (staff only). */
  siteIds: string[] | null;
  text: Partial<Record<TextFilterField, TextCondition>>;
  cartValue: NumberCondition | null;
  isQa: boolean | null;
  isBaseline: boolean | null;
}

export type Compare =
  | { kind: 'previousPeriod' | 'previousYear'; range: TimeRange }
  /**
   * Every shop but excludeSiteIds (the caller's listed sites and, for a merchant, every site
   * they may read), the same period and segment filters, real shopper traffic only. A market
   * cell built from fewer than minShops shops is suppressed (CONTRACT.md "Market privacy"), and
   * so is a market below the bars (spec §5: MARKET_BARS; the privacy suites lower them to test
   * the shop rules on small fixtures).
   */
  | { kind: 'market'; excludeSiteIds: string[]; minShops: number; bars: MarketBars };

/** The least visits, carts and conversions a market needs to be compared with (spec §5). */
export interface MarketBars {
  visits: number;
  carts: number;
  conversions: number;
}

/**
 * Spec §5: "Compare-to 'Market' requires the market site to have visits >= 1000, carts >= 100
 * and conversions >= 100": the Score's inclusion bars (one statement of them, score/rules.ts).
 */
export const MARKET_BARS: MarketBars = { visits: MIN_VISITS, carts: MIN_CARTS, conversions: MIN_CONVERSIONS };

/** Smoothing after resolving 'default' against the bin. */
export type Smoothing = 'none' | 'stark' | 'gradual' | 'cumulative';

export interface OrderField {
  field: Dimension | MetricName;
  direction: 'asc' | 'desc';
}

export interface ReportQuery {
  period: Period;
  filters: SessionFilters;
  compare: Compare | null;
  analyzeBy: Dimension[];
  removeNullGroups: boolean;
  smoothing: Smoothing;
  orderBy: OrderField[];
  /** Keep only groups with at least this share of all primary visits; null = keep all. */
  visitsShareMin: number | null;
  /**
   * Start (epoch ms) of the bin holding the server's now, when the period reaches past now: a
   * time series shows no later bin. A bin start, not now itself, so the cache key (and with it
   * a retry after QUERY_QUEUED) stays the same for the whole bin.
   */
  lastBinStart?: number;
  /** The metric whose share filterBy measures (filterBy.shareOf; visits when not given). */
  shareOf?: MetricName;
  limit: number;
  /**
   * More groups than this is an error. GraphQL queries always get MAX_GROUPS; only internal
   * callers that need every site (the Checkout Score's market) raise it.
   */
  maxGroups?: number;
}

/** Per metric, the MetricValue parts asked for. */
export type MetricSelection = Partial<Record<MetricName, ReadonlySet<Part>>>;

/** What the GraphQL selection set asks of a SessionReport (the compiler computes only that). */
export interface ReportSelection {
  /** null: `groups` not selected. */
  groups: MetricSelection | null;
  /** GroupKey.siteName is read (needs the sites join when analyzing by siteId). */
  siteName: boolean;
  /** null: `totals` not selected. */
  totals: MetricSelection | null;
  /** `market` (the MarketCheck) is selected. */
  market: boolean;
}

export type KeyValue = string | number | boolean | null;

export interface Interval {
  lower: number;
  upper: number;
}

/** A MetricValue on the wire: only the requested parts are present, each finite or null. */
export type MetricValue = Partial<Record<Exclude<Part, 'liftInterval'>, number | null>> & { liftInterval?: Interval | null };

export interface GroupKey extends Partial<Record<Dimension, KeyValue>> {
  siteName?: string | null;
}

/** A group on the wire: its key and one MetricValue per selected metric (absent = not selected). */
export type SessionGroup = { key: GroupKey; marketSuppressed?: boolean } & Partial<Record<MetricName, MetricValue>>;

/** The market's totals; null (and suppressed) when too few shops built them. */
export interface MarketCheck {
  visits: number | null;
  carts: number | null;
  conversions: number | null;
  qualifies: boolean;
  suppressed: boolean;
}

export const MARKET_NOTICE_REASONS = ['MARKET_TOO_SMALL'] as const;

/** Why market values of an answer are null, and how many (CONTRACT.md "Market privacy"). */
export interface MarketNotice {
  reason: (typeof MARKET_NOTICE_REASONS)[number];
  minShops: number;
  /** Groups of the answer whose market values were withheld. */
  suppressedGroups: number;
  totalsSuppressed: boolean;
}

export interface WirePeriod {
  min: string;
  max: string;
  bin: Bin;
  /**
   * The start (UTC ISO) of the bin still in progress (it holds the server's now), when the period
   * reaches past now: that bin's numbers are partial, and smoothing leaves it out of every window.
   */
  partialBinStart?: string;
}

export interface SessionReport {
  groups: SessionGroup[];
  totals: SessionGroup;
  period: WirePeriod;
  comparePeriod: WirePeriod | null;
  market: MarketCheck | null;
  /** Present when some market value of this answer was withheld. */
  marketNotice: MarketNotice | null;
}
