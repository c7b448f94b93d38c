import type { FieldCost } from '../../graphql/cost';
import { parsePeriod, type ReportArgs, type SessionWhereArgs } from './parse';

const DAY_MS = 86_400_000;

/**
 * Query units of the analytics fields (the GraphQL cost model, issue "trust at the server" 6).
 * A unit is roughly one four-week report of one site group: work grows with the period
 * (logarithmically: DuckDB scans a date-ordered column, and longer periods bin coarser), with
 * each Analyze By dimension (more groups to aggregate and send), and with the comparison (a
 * second period, or the market: every other shop plus the privacy guard statements).
 *
 *   units = (1 + log2(1 + days / 7)) × (1 + dimensions) × (1 | 2 previous period | 3 market)
 *
 * A four-week report is ~3 units; the heaviest single report the console asks for (Max, two
 * dimensions, market) is ~90.
 */
export function periodUnits(where: SessionWhereArgs | null | undefined, now: Date): number {
  const period = parsePeriod(where?.arrivalTimeUtc, now);
  const days = (period.max.getTime() - period.min.getTime()) / DAY_MS;
  return 1 + Math.log2(1 + days / 7);
}

export const reportCost: FieldCost = (args, now) => {
  const report = args as unknown as ReportArgs;
  const dimensions = Array.isArray(report.analyzeBy) ? report.analyzeBy.length : 0;
  const compare = report.compareTo?.market ? 3 : report.compareTo?.arrivalTimeUtc ? 2 : 1;
  return periodUnits(report.where, now) * (1 + dimensions) * compare;
};

export const histogramCost: FieldCost = (args, now) => periodUnits((args as { where?: SessionWhereArgs }).where, now) * 2;

export const ANALYTICS_COSTS: Record<string, FieldCost> = {
  compareSessions: reportCost,
  sessions: reportCost,
  histogram: histogramCost,
  // The Checkout Score reads the site's KPIs and a cached market: a fixed, moderate price.
  checkoutScore: () => 10,
};
