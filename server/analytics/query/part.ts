// The `analytics` schema part (CONTRACT.md §3): compareSessions, sessions, histogram,
// organizations. Each resolver parses (BAD_REQUEST), checks access (404), then runs under the
// query budget (QUERY_QUEUED) with the result cache keyed by query, user scope and selection.
import { GraphQLFloat, GraphQLList, GraphQLNonNull, GraphQLString, type GraphQLResolveInfo } from 'graphql';
import type { GraphqlContext, SchemaPart } from '../../graphql/schema';
import type { AppContext } from '../../http/context';
import type { AnalyticsDb } from '../store/types';
import { MARKET_MIN_SHOPS_FLOOR } from '../../config';
import { authorizeSites, readableSiteIds } from './access';
import { AnalyticsOrganizationType, CompareToInput, HistogramType, REPORT_ARGS, SessionReportType, SessionWhereInput } from './graphql-types';
import { parseHistogramArgs, runHistogram } from './histogram';
import { listOrganizations } from './organizations';
import { parseFilters, parsePeriod, parseReportArgs, type ReportArgs, type SessionWhereArgs } from './parse';
import { ANALYTICS_COSTS } from './cost';
import { QueryQueue } from './queue';
import { runReport } from './report';
import { reportSelection, selectionKey } from './selection';

export interface AnalyticsPartOptions {
  /** The analytics store of a request; default ctx.analytics. */
  store?: (ctx: AppContext) => AnalyticsDb & { dialect?: string };
  /** Budget per query; default ctx.config.analyticsQueryBudgetMs. */
  budgetMs?: (ctx: AppContext) => number;
  /** The budget runner and result cache (one per part, i.e. per server, by default). */
  queue?: QueryQueue;
  /** Fewest other shops per market value; default ctx.config.marketMinShops, never below 5. */
  marketMinShops?: (ctx: AppContext) => number;
}

export function analyticsPart(opts: AnalyticsPartOptions = {}): SchemaPart {
  const queue = opts.queue ?? new QueryQueue();
  const storeOf = opts.store ?? ((ctx: AppContext) => ctx.analytics);
  const budgetOf = opts.budgetMs ?? ((ctx: AppContext) => ctx.config.analyticsQueryBudgetMs);
  const minShopsOf = opts.marketMinShops ?? ((ctx: AppContext) => ctx.config.marketMinShops);

  async function report(args: ReportArgs, { ctx, auth, now }: GraphqlContext, info: GraphQLResolveInfo) {
    let query = parseReportArgs(args, now);
    const scope = await authorizeSites(ctx.db, auth, query.filters.siteIds);
    if (query.compare?.kind === 'market') {
      // Rule 1 of market-privacy.ts: nothing the caller may read is part of their market.
      const excludeSiteIds = [...new Set([...query.compare.excludeSiteIds, ...(await readableSiteIds(ctx.db, auth))])].sort();
      const minShops = Math.max(MARKET_MIN_SHOPS_FLOOR, minShopsOf(ctx) || 0);
      query = { ...query, compare: { ...query.compare, excludeSiteIds, minShops } };
    }
    const selection = reportSelection(info);
    // Dates serialise as ISO strings; the parser sorted every list, so equal queries match.
    const key = JSON.stringify(['report', query, scope, selectionKey(selection)]);
    return queue.run(key, budgetOf(ctx), () => runReport(storeOf(ctx), query, selection));
  }

  return {
    name: 'analytics',
    cost: {
      compareSessions: ANALYTICS_COSTS.compareSessions,
      sessions: ANALYTICS_COSTS.sessions,
      histogram: ANALYTICS_COSTS.histogram,
      organizations: ANALYTICS_COSTS.organizations,
    },
    query: {
      compareSessions: {
        type: new GraphQLNonNull(SessionReportType),
        args: { ...REPORT_ARGS, compareTo: { type: CompareToInput } },
        resolve: (_root, args: ReportArgs, context: GraphqlContext, info) => report(args, context, info),
      },
      sessions: {
        type: new GraphQLNonNull(SessionReportType),
        description: 'Like compareSessions without a comparison (compare parts are null).',
        args: REPORT_ARGS,
        resolve: (_root, args: ReportArgs, context: GraphqlContext, info) => report({ ...args, compareTo: null }, context, info),
      },
      histogram: {
        type: new GraphQLNonNull(HistogramType),
        description: 'Sessions bucketed by a numeric column (cartValue, revenue, pageViews).',
        args: { where: { type: new GraphQLNonNull(SessionWhereInput) }, field: { type: new GraphQLNonNull(GraphQLString) }, binSize: { type: GraphQLFloat } },
        resolve: async (_root, args: { where: SessionWhereArgs; field: string; binSize?: number | null }, { ctx, auth, now }: GraphqlContext) => {
          const { min, max } = parsePeriod(args.where.arrivalTimeUtc, now);
          const filters = parseFilters(args.where);
          const { field, binSize } = parseHistogramArgs(args.field, args.binSize);
          const q = { range: { min, max }, filters, field, binSize };
          const scope = await authorizeSites(ctx.db, auth, filters.siteIds);
          return queue.run(JSON.stringify(['histogram', q, scope]), budgetOf(ctx), () => runHistogram(storeOf(ctx), q));
        },
      },
      organizations: {
        type: new GraphQLNonNull(new GraphQLList(new GraphQLNonNull(AnalyticsOrganizationType))),
        description: 'Organizations and sites the user may see (staff: all, including market-panel shops).',
        resolve: (_root, _args, { ctx, auth }: GraphqlContext) => listOrganizations(ctx.db, storeOf(ctx), auth),
      },
    },
  };
}
