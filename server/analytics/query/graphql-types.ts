// The analytics GraphQL types, exactly as CONTRACT.md §3 writes them. Resolvers return plain
// objects of these shapes (types.ts), so the default field resolvers do the rest.
import {
  GraphQLBoolean,
  GraphQLEnumType,
  GraphQLFloat,
  GraphQLID,
  GraphQLInputObjectType,
  GraphQLInt,
  GraphQLList,
  GraphQLNonNull,
  GraphQLObjectType,
  GraphQLString,
  type GraphQLFieldConfigMap,
  type GraphQLInputFieldConfigMap,
  type GraphQLNullableType,
} from 'graphql';
import { DIMENSIONS, MARKET_NOTICE_REASONS, METRICS, TEXT_FILTER_FIELDS } from './types';

const nonNull = <T extends GraphQLNullableType>(type: T) => new GraphQLNonNull(type);
/** [T!] */
const list = <T extends GraphQLNullableType>(type: T) => new GraphQLList(new GraphQLNonNull(type));
const enumOf = (name: string, values: readonly string[], description?: string) =>
  new GraphQLEnumType({ name, description, values: Object.fromEntries(values.map((v) => [v, { value: v }])) });

export const BinEnum = enumOf('Bin', ['hour', 'day', 'week', 'month', 'auto']);
export const ComparePeriodEnum = enumOf('ComparePeriod', ['previousPeriod', 'previousYear']);
export const SmoothingEnum = enumOf('Smoothing', ['default', 'gradual', 'stark', 'none', 'cumulative']);
export const DirectionEnum = enumOf('Direction', ['asc', 'desc']);
export const DimensionEnum = enumOf('Dimension', DIMENSIONS);

export const TimeWhereInput = new GraphQLInputObjectType({
  name: 'TimeWhere',
  description:
    'min/max are ISO-8601 (max exclusive); range is a period alias (l24h l3d l7d l2w l4w l1m mtd ytd) resolved against the ' +
    "server's now; give either range or min+max. bin only matters when analyzing by arrivalTimeUtc (auto: >= 540 days week, " +
    '>= 90 days day, else hour). timeZone: the IANA zone day, week and month bins are cut in (default UTC).',
  fields: { min: { type: GraphQLString }, max: { type: GraphQLString }, range: { type: GraphQLString }, bin: { type: BinEnum }, timeZone: { type: GraphQLString } },
});

export const TextFilterInput = new GraphQLInputObjectType({
  name: 'TextFilter',
  description: 'Text filter: values containing * (or %) match with LIKE, the others with IN.',
  fields: { in: { type: list(GraphQLString) } },
});

export const NumberFilterInput = new GraphQLInputObjectType({
  name: 'NumberFilter',
  fields: { gte: { type: GraphQLFloat }, gt: { type: GraphQLFloat }, lte: { type: GraphQLFloat }, lt: { type: GraphQLFloat } },
});

export const SessionWhereInput = new GraphQLInputObjectType({
  name: 'SessionWhere',
  fields: () => {
    const fields: GraphQLInputFieldConfigMap = {
      arrivalTimeUtc: { type: nonNull(TimeWhereInput) },
      siteId: { type: list(GraphQLID) },
    };
    for (const f of TEXT_FILTER_FIELDS) fields[f] = { type: TextFilterInput };
    fields.cartValue = { type: NumberFilterInput };
    fields.isQa = { type: GraphQLBoolean };
    fields.isBaseline = { type: GraphQLBoolean };
    return fields;
  },
});

export const CompareToInput = new GraphQLInputObjectType({
  name: 'CompareTo',
  description:
    'previousPeriod: the same length right before; market: every shop the caller may not read, the same period and segment filters, ' +
    'real shopper traffic (CONTRACT.md "Market privacy")',
  fields: { arrivalTimeUtc: { type: ComparePeriodEnum }, market: { type: GraphQLBoolean } },
});

export const OrderByInput = new GraphQLInputObjectType({
  name: 'OrderBy',
  description: 'field: a Dimension or a metric name (orders by its primary value)',
  fields: { field: { type: nonNull(GraphQLString) }, direction: { type: DirectionEnum, defaultValue: 'desc' } },
});

export const FilterByInput = new GraphQLInputObjectType({
  name: 'FilterBy',
  description:
    'Drop groups whose shareOf measure (a metric name, default visits) is below this share of all groups\' (0.005 = 0.5 %). A rate or mean is measured by its denominator (car by carts, aov by conversions).',
  fields: { visitsShareMin: { type: GraphQLFloat }, shareOf: { type: GraphQLString } },
});

export const IntervalType = new GraphQLObjectType({
  name: 'Interval',
  fields: { lower: { type: GraphQLFloat }, upper: { type: GraphQLFloat } },
});

export const MetricValueType = new GraphQLObjectType({
  name: 'MetricValue',
  description: 'Every part is null when it cannot be computed (no compare, zero denominators…).',
  fields: {
    primary: { type: GraphQLFloat },
    compare: { type: GraphQLFloat },
    lift: { type: GraphQLFloat },
    confidence: { type: GraphQLFloat },
    liftInterval: { type: IntervalType },
    sampleSizeRequired: { type: GraphQLFloat },
    sampleSizeRatio: { type: GraphQLFloat },
    probabilityToWin: { type: GraphQLFloat },
    minDetectableEffect: { type: GraphQLFloat },
  },
});

const KEY_TYPES: Record<string, typeof GraphQLString | typeof GraphQLID | typeof GraphQLFloat | typeof GraphQLBoolean> = {
  siteId: GraphQLID,
  cartValueBy100: GraphQLFloat,
  isQa: GraphQLBoolean,
  isBaseline: GraphQLBoolean,
};

export const GroupKeyType = new GraphQLObjectType({
  name: 'GroupKey',
  fields: () => {
    const fields: GraphQLFieldConfigMap<unknown, unknown> = {};
    for (const d of DIMENSIONS) {
      fields[d] = { type: KEY_TYPES[d] ?? GraphQLString };
      if (d === 'siteId') fields.siteName = { type: GraphQLString };
    }
    return fields;
  },
});

export const SessionGroupType = new GraphQLObjectType({
  name: 'SessionGroup',
  fields: () => {
    const fields: GraphQLFieldConfigMap<unknown, unknown> = { key: { type: nonNull(GroupKeyType) } };
    for (const m of METRICS) fields[m] = { type: MetricValueType };
    fields.marketSuppressed = {
      type: nonNull(GraphQLBoolean),
      description: "True when this group's market values were withheld: too few other shops built them (the answer's marketNotice says why).",
    };
    return fields;
  },
});

/** Shared with the checkout score part (CONTRACT.md §5 uses Period): import it, do not redefine it. */
export const PeriodType = new GraphQLObjectType({
  name: 'Period',
  fields: {
    min: { type: nonNull(GraphQLString) },
    max: { type: nonNull(GraphQLString) },
    bin: { type: BinEnum },
    partialBinStart: { type: GraphQLString, description: 'Start of the bin still in progress (partial numbers, never smoothed with its neighbours); null when every bin has ended.' },
  },
});

export const MarketCheckType = new GraphQLObjectType({
  name: 'MarketCheck',
  fields: {
    visits: { type: GraphQLFloat },
    carts: { type: GraphQLFloat },
    conversions: { type: GraphQLFloat },
    qualifies: { type: nonNull(GraphQLBoolean) },
    suppressed: { type: nonNull(GraphQLBoolean), description: "The market's totals were withheld (too few other shops, or below the bars of visits 1000, carts 100, conversions 100): the counts are null, qualifies false." },
  },
});

export const MarketNoticeReasonEnum = enumOf('MarketNoticeReason', MARKET_NOTICE_REASONS, 'MARKET_TOO_SMALL: fewer than minShops other shops built a market value, or it is below the bars (visits 1000, carts 100, conversions 100).');

export const MarketNoticeType = new GraphQLObjectType({
  name: 'MarketNotice',
  description: 'Why market values of this answer are null (CONTRACT.md "Market privacy").',
  fields: {
    reason: { type: nonNull(MarketNoticeReasonEnum) },
    minShops: { type: nonNull(GraphQLInt), description: 'The fewest other shops a market value may come from (MARKET_MIN_SHOPS).' },
    suppressedGroups: { type: nonNull(GraphQLInt), description: 'Groups of the answer whose market values were withheld.' },
    totalsSuppressed: { type: nonNull(GraphQLBoolean) },
  },
});

export const SessionReportType = new GraphQLObjectType({
  name: 'SessionReport',
  fields: {
    groups: { type: nonNull(list(SessionGroupType)) },
    totals: { type: nonNull(SessionGroupType) },
    period: { type: nonNull(PeriodType) },
    comparePeriod: { type: PeriodType },
    market: { type: MarketCheckType, description: "Present when compareTo.market: the market's totals and whether it passes the bars (spec §5)." },
    marketNotice: { type: MarketNoticeType, description: 'Present when some market value of this answer was withheld.' },
  },
});

export const HistogramBinType = new GraphQLObjectType({
  name: 'HistogramBin',
  fields: {
    min: { type: nonNull(GraphQLFloat) },
    max: { type: nonNull(GraphQLFloat) },
    visits: { type: nonNull(GraphQLFloat) },
    conversions: { type: nonNull(GraphQLFloat) },
  },
});

export const HistogramType = new GraphQLObjectType({
  name: 'Histogram',
  fields: {
    field: { type: nonNull(GraphQLString) },
    binSize: { type: nonNull(GraphQLFloat) },
    bins: { type: nonNull(list(HistogramBinType)) },
  },
});

export const AnalyticsSiteType = new GraphQLObjectType({
  name: 'AnalyticsSite',
  fields: {
    siteId: { type: nonNull(GraphQLID) },
    name: { type: GraphQLString },
    external: { type: GraphQLString },
    platform: { type: GraphQLString },
  },
});

export const AnalyticsOrganizationType = new GraphQLObjectType({
  name: 'AnalyticsOrganization',
  fields: {
    id: { type: nonNull(GraphQLID) },
    name: { type: nonNull(GraphQLString) },
    sites: { type: nonNull(list(AnalyticsSiteType)) },
  },
});

/** Args shared by compareSessions and sessions. */
export const REPORT_ARGS = {
  where: { type: nonNull(SessionWhereInput) },
  analyzeBy: { type: list(DimensionEnum) },
  removeNullGroups: { type: GraphQLBoolean },
  smoothing: { type: SmoothingEnum },
  orderBy: { type: list(OrderByInput) },
  filterBy: { type: FilterByInput },
  limit: { type: GraphQLInt },
};
