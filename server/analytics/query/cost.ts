import type { FieldCost, FieldShape } from '../../graphql/cost';
import { DEFAULT_LIMIT, MAX_HISTOGRAM_BINS, MAX_LIMIT } from './errors';
import { parsePeriod, type ReportArgs, type SessionWhereArgs } from './parse';

const DAY_MS = 86_400_000;

/**
 * Query units of the analytics fields (the GraphQL cost model, issue "trust at the server" 6).
 * A unit is roughly one four-week report of one site group: work grows with the rows read,
 * i.e. the period and the sites (both logarithmically: the engine scans date- and site-ordered
 * columns, and longer periods bin coarser), with each Analyze By dimension (more groups to
 * aggregate and send), and with the comparison (a second period, or the market: every other
 * shop plus the privacy guard statements). Aliases each pay their own units (graphql/cost.ts).
 *
 *   units = (1 + log2(1 + days / 7))                range
 *         × min(1 + log2(sites), 5)               rows: the listed sites; all sites (staff, no siteId) 5
 *         × (1 + dimensions)                      groups
 *         × (1 | 2 previous period | 3 market)    comparison
 *         + groups answered × leaf fields selected / 10,000    the answer
 *
 * The answer's part is what the server builds in memory and serializes on its one thread: a
 * report of 5,000 groups with 3,000 aliased metrics each would be 15 million values. Groups
 * answered are estimated from `limit` (its default when absent), or the time series' bins.
 *
 * A four-week report of one site is ~3 units; the heaviest single report the console asks for
 * (one site, a year, two dimensions, market) is ~90.
 */
export function periodUnits(where: SessionWhereArgs | null | undefined, now: Date): number {
  const period = parsePeriod(where?.arrivalTimeUtc, now);
  return dayUnits((period.max.getTime() - period.min.getTime()) / DAY_MS);
}

/** The range factor of a period of `days`. */
export const dayUnits = (days: number): number => 1 + Math.log2(1 + days / 7);

/** The rows factor of every site (what staff read when they name no site): 16 sites' worth. */
export const ALL_SITES_UNITS = 5;

/** Rows grow with the sites read: one site 1, two 2, four 3, sixteen or more (or all) 5. */
export function siteUnits(where: SessionWhereArgs | null | undefined): number {
  const listed = Array.isArray(where?.siteId) ? new Set(where.siteId).size : 0;
  return listed ? Math.min(ALL_SITES_UNITS, 1 + Math.log2(listed)) : ALL_SITES_UNITS;
}

/** Leaf values per unit of answer: ~10,000 values take the server a few milliseconds. */
export const VALUES_PER_UNIT = 10_000;

const BIN_DAYS = { hour: 1 / 24, day: 1, week: 7, month: 30 } as const;

/** How many groups a report answers at most: one without dimensions, else its limit or its time bins. */
export function answeredGroups(report: ReportArgs, now: Date): number {
  const dimensions = Array.isArray(report.analyzeBy) ? report.analyzeBy : [];
  if (!dimensions.length) return 1;
  const series = dimensions.includes('arrivalTimeUtc');
  const limit = typeof report.limit === 'number' && report.limit >= 1 ? Math.min(report.limit, MAX_LIMIT) : series ? MAX_LIMIT : DEFAULT_LIMIT;
  if (!series || dimensions.length > 1) return limit;
  const period = parsePeriod(report.where?.arrivalTimeUtc, now);
  const bins = Math.ceil((period.max.getTime() - period.min.getTime()) / DAY_MS / BIN_DAYS[period.bin]);
  return Math.min(limit, Math.max(1, bins));
}

const answerUnits = (values: number) => values / VALUES_PER_UNIT;

export const reportCost: FieldCost = (args, now, shape: FieldShape = { leaves: 1 }) => {
  const report = args as unknown as ReportArgs;
  const dimensions = Array.isArray(report.analyzeBy) ? report.analyzeBy.length : 0;
  const compare = report.compareTo?.market ? 3 : report.compareTo?.arrivalTimeUtc ? 2 : 1;
  const statements = periodUnits(report.where, now) * siteUnits(report.where) * (1 + dimensions) * compare;
  return statements + answerUnits(answeredGroups(report, now) * shape.leaves);
};

export const histogramCost: FieldCost = (args, now, shape: FieldShape = { leaves: 1 }) => {
  const where = (args as { where?: SessionWhereArgs }).where;
  return periodUnits(where, now) * siteUnits(where) * 2 + answerUnits(MAX_HISTOGRAM_BINS * shape.leaves);
};

export const ANALYTICS_COSTS: Record<string, FieldCost> = {
  compareSessions: reportCost,
  sessions: reportCost,
  histogram: histogramCost,
  // The Checkout Score reads the site's KPIs and a cached market: a fixed, moderate price;
  // the staff-only distribution reads the same cached market for every shop.
  checkoutScore: () => 10,
  scoreDistribution: () => 10,
  // Organizations and their sites: a few database rows (staff: the market panel's list too).
  organizations: () => 1,
};
