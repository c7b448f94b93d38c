import {
  GraphQLBoolean,
  GraphQLFloat,
  GraphQLID,
  GraphQLInt,
  GraphQLList,
  GraphQLNonNull,
  GraphQLObjectType,
  GraphQLString,
  type GraphQLFieldConfigMap,
  type GraphQLOutputType,
} from 'graphql';

// The types of CONTRACT.md §5. Resolvers hand over plain objects already shaped like these
// (answer.ts, distribution.ts), so every field resolves by name.

const nonNull = <T extends GraphQLOutputType>(type: T) => new GraphQLNonNull(type);
const list = <T extends GraphQLOutputType>(type: T) => nonNull(new GraphQLList(nonNull(type)));
const fields = (map: Record<string, GraphQLOutputType>): GraphQLFieldConfigMap<unknown, unknown> =>
  Object.fromEntries(Object.entries(map).map(([name, type]) => [name, { type }]));

const KpiMarket = new GraphQLObjectType({
  name: 'KpiMarket',
  description: 'A KPI market: median and quartiles (p25, p75) of the shops kept after the outlier drop, weighted mean and deviation.',
  fields: fields({ name: nonNull(GraphQLString), median: nonNull(GraphQLFloat), p25: GraphQLFloat, p75: GraphQLFloat, deviation: nonNull(GraphQLFloat), mean: nonNull(GraphQLFloat), shopCount: nonNull(GraphQLInt) }),
});

const ScoreRank = new GraphQLObjectType({
  name: 'ScoreRank',
  fields: fields({ rank: GraphQLInt, total: nonNull(GraphQLInt), rank100: GraphQLInt }),
});

const SubScoreStats = new GraphQLObjectType({
  name: 'SubScoreStats',
  fields: fields({ negative: nonNull(GraphQLBoolean), delta: GraphQLFloat, sigmas: GraphQLFloat, bias100: GraphQLFloat, sigmaWidth100: nonNull(GraphQLFloat) }),
});

const SubScoreDetails = new GraphQLObjectType({
  name: 'SubScoreDetails',
  fields: fields({ value: GraphQLFloat, valueWeight: GraphQLFloat, stats: nonNull(SubScoreStats), rank: nonNull(ScoreRank) }),
});

const SubScore = new GraphQLObjectType({
  name: 'SubScore',
  fields: fields({
    name: nonNull(GraphQLString),
    label: nonNull(GraphQLString),
    weight: nonNull(GraphQLFloat),
    weightPct: nonNull(GraphQLFloat),
    weightScore: nonNull(GraphQLFloat),
    score: GraphQLFloat,
    marketSuppressed: nonNull(GraphQLBoolean),
    details: nonNull(SubScoreDetails),
  }),
});

const ScoreMarketNotice = new GraphQLObjectType({
  name: 'ScoreMarketNotice',
  description: "Why some KPIs' market numbers are null: MARKET_TOO_SMALL, fewer than minShops other shops built them.",
  fields: fields({ reason: nonNull(GraphQLString), minShops: nonNull(GraphQLInt), kpis: list(GraphQLString) }),
});

const ScoreResult = new GraphQLObjectType({
  name: 'ScoreResult',
  fields: fields({ score: GraphQLFloat, subScores: list(SubScore), rank: nonNull(ScoreRank), isMock: nonNull(GraphQLBoolean) }),
});

const SiteFieldValue = new GraphQLObjectType({
  name: 'SiteFieldValue',
  fields: fields({ name: nonNull(GraphQLString), primary: GraphQLFloat, compare: GraphQLFloat }),
});

const PeerGroup = new GraphQLObjectType({
  name: 'PeerGroup',
  description:
    "The reader's shop's peers of one kind (industry | size | region), current period. market holds only the KPIs whose group has at least minShops shops the reader may not read, and whose rest of the market has none or at least as many (CONTRACT.md §5 Peer groups).",
  fields: fields({
    kind: nonNull(GraphQLString),
    key: GraphQLString,
    shopCount: GraphQLInt,
    suppressed: nonNull(GraphQLBoolean),
    market: list(KpiMarket),
    withheldKpis: list(GraphQLString),
  }),
});

/**
 * CONTRACT.md §5's `Period`, for a schema without the analytics part. A schema holds one
 * type per name, so beside the analytics part (which defines `Period` with its `bin`) the
 * wiring passes that one in instead (checkoutScorePart's periodType); the score's fixed
 * 4-week periods leave `bin` null.
 */
const OwnPeriod = new GraphQLObjectType({
  name: 'Period',
  fields: fields({ min: nonNull(GraphQLString), max: nonNull(GraphQLString) }),
});

export function checkoutScoreType(period: GraphQLObjectType = OwnPeriod) {
  return new GraphQLObjectType({
    name: 'CheckoutScore',
    fields: {
      siteId: { type: nonNull(GraphQLID) },
      current: { type: nonNull(ScoreResult), description: 'Last 4 weeks (primary) and the 4 weeks before (previous).' },
      previous: { type: nonNull(ScoreResult) },
      market: { type: list(KpiMarket), description: 'Market stats per KPI for the current period: aggregates only.' },
      fields: { type: list(SiteFieldValue), description: "The site's 13 data fields, primary = last 4 weeks, compare = the 4 weeks before." },
      period: { type: nonNull(period) },
      comparePeriod: { type: nonNull(period) },
      sitesMadeBar: { type: nonNull(GraphQLInt), description: "'{n} sites made the bar from {m} with data'" },
      sitesWithData: { type: nonNull(GraphQLInt) },
      isMock: { type: nonNull(GraphQLBoolean) },
      marketNotice: { type: ScoreMarketNotice, description: "Present when a KPI's market was too small for this reader." },
      marketMinShops: { type: nonNull(GraphQLInt), description: 'MARKET_MIN_SHOPS: the fewest other shops behind any market figure this answer shows.' },
      peerGroups: { type: list(PeerGroup), description: 'Industry, size band and region peers of the site, each under the market privacy rule.' },
    },
  });
}

const ScoreDistributionSubScore = new GraphQLObjectType({
  name: 'ScoreDistributionSubScore',
  fields: fields({ name: nonNull(GraphQLString), rate: GraphQLFloat, score: GraphQLFloat, sigmas: GraphQLFloat, sessions: GraphQLFloat }),
});

const ScoreDistributionSite = new GraphQLObjectType({
  name: 'ScoreDistributionSite',
  fields: fields({
    siteId: nonNull(GraphQLID),
    name: GraphQLString,
    external: GraphQLString,
    platform: GraphQLString,
    score: GraphQLFloat,
    madeBar: nonNull(GraphQLBoolean),
    subScores: list(ScoreDistributionSubScore),
  }),
});

const ScoreDistributionBin = new GraphQLObjectType({
  name: 'ScoreDistributionBin',
  fields: fields({ min: nonNull(GraphQLFloat), max: nonNull(GraphQLFloat), count: nonNull(GraphQLInt) }),
});

export const ScoreDistributionType = new GraphQLObjectType({
  name: 'ScoreDistribution',
  fields: {
    type: { type: nonNull(GraphQLString), description: 'score | rate | rateRaw (rateRaw keeps the outliers)' },
    kpi: { type: GraphQLString },
    binSize: { type: nonNull(GraphQLFloat), description: 'Scores: points. Rates: percentage points (a rate of 0.42 falls in the 40-45 bin of size 5).' },
    bins: { type: list(ScoreDistributionBin) },
    sites: { type: list(ScoreDistributionSite) },
    kpiStats: { type: list(KpiMarket), description: 'Per KPI: average and standard deviation (grid group headers).' },
    sitesMadeBar: { type: nonNull(GraphQLInt) },
    sitesWithData: { type: nonNull(GraphQLInt) },
  },
});
