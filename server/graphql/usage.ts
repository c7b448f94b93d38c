import { GraphQLID, GraphQLInt, GraphQLNonNull, GraphQLObjectType, GraphQLString } from 'graphql';
import { siteForUser } from '../sites/access';
import type { GraphqlContext, SchemaPart } from './schema';
import type { UsageSource } from './usage-source';
import { dayUnits } from '../analytics/query/cost';

/** The usage query of spec 7: the site's name and its page views over the last 30 days. */
export const USAGE_DAYS = 30;
const DAY_MS = 86_400_000;

interface UsageResult {
  site: string;
  siteName: string;
  pagesViewed: number;
  days: number;
  from: string;
  to: string;
}

const Usage = new GraphQLObjectType<UsageResult, GraphqlContext>({
  name: 'Usage',
  description: `Page views of one site over the last ${USAGE_DAYS} days.`,
  fields: {
    site: { type: new GraphQLNonNull(GraphQLID) },
    siteName: { type: new GraphQLNonNull(GraphQLString) },
    pagesViewed: { type: new GraphQLNonNull(GraphQLInt) },
    days: { type: new GraphQLNonNull(GraphQLInt) },
    from: { type: new GraphQLNonNull(GraphQLString), description: 'Start of the window (ISO 8601, inclusive).' },
    to: { type: new GraphQLNonNull(GraphQLString), description: 'End of the window (ISO 8601, exclusive).' },
  },
});

export function usagePart(source: UsageSource): SchemaPart {
  return {
    name: 'usage',
    // One site's page views over USAGE_DAYS: priced as a plain report of that period (~3 units).
    cost: { usage: () => dayUnits(USAGE_DAYS) },
    query: {
      usage: {
        type: Usage,
        args: { site: { type: new GraphQLNonNull(GraphQLID) } },
        resolve: async (_root, args: { site: string }, { ctx, auth, now }: GraphqlContext): Promise<UsageResult> => {
          const site = await siteForUser(ctx.db, auth, args.site);
          // Whole UTC days, so the number does not change from one request to the next.
          const to = new Date(Math.floor(now.getTime() / DAY_MS) * DAY_MS);
          const from = new Date(to.getTime() - USAGE_DAYS * DAY_MS);
          return {
            site: site.id,
            siteName: site.name,
            pagesViewed: await source.pagesViewed(site, from, to),
            days: USAGE_DAYS,
            from: from.toISOString(),
            to: to.toISOString(),
          };
        },
      },
    },
  };
}
