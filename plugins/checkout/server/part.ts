import { GraphQLBoolean, GraphQLFloat, GraphQLID, GraphQLNonNull, GraphQLString, type GraphQLFieldConfigMap, type GraphQLObjectType } from 'graphql';
import { checkoutScoreType, ScoreDistributionType } from './schema';
import { checkoutScoreService, type CheckoutScoreDeps } from './service';

export interface CheckoutScorePartOptions {
  /** The schema's shared `Period` type (the analytics part's), when there is one. */
  periodType?: GraphQLObjectType;
}

/**
 * The `checkoutScore` schema part (CONTRACT.md §5), shaped like the server's SchemaPart so
 * server/analytics/score-wiring.ts can hand it to graphqlRoutes as is.
 */
export function checkoutScorePart<TContext>(
  deps: CheckoutScoreDeps<TContext>,
  opts: CheckoutScorePartOptions = {},
): { name: string; query: GraphQLFieldConfigMap<unknown, TContext> } {
  const service = checkoutScoreService(deps);
  return {
    name: 'checkoutScore',
    query: {
      checkoutScore: {
        type: new GraphQLNonNull(checkoutScoreType(opts.periodType)),
        description: 'Any user for a site they may see; demo: true scores the fixed demo site with isMock true.',
        args: { siteId: { type: new GraphQLNonNull(GraphQLID) }, demo: { type: GraphQLBoolean } },
        resolve: (_root, args: { siteId: string; demo?: boolean | null }, context) => service.checkoutScore(context, args.siteId, args.demo === true),
      },
      scoreDistribution: {
        type: new GraphQLNonNull(ScoreDistributionType),
        description: 'Staff only (FORBIDDEN otherwise): per-site rows for the distributions histogram and grid.',
        args: {
          type: { type: GraphQLString, defaultValue: 'score' },
          kpi: { type: GraphQLString },
          binSize: { type: GraphQLFloat, defaultValue: 10 },
          siteId: { type: GraphQLID, description: "The site looked at: the last 4 weeks are days in its time zone (UTC without one)." },
        },
        resolve: (_root, args: { type?: string | null; kpi?: string | null; binSize?: number | null; siteId?: string | null }, context) =>
          service.scoreDistribution(context, { type: args.type ?? 'score', kpi: args.kpi ?? null, binSize: args.binSize ?? 10, siteId: args.siteId ?? null }),
      },
    },
  };
}
