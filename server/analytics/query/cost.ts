import type { FieldCost } from '../../graphql/cost';
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

export const reportCost: FieldCost = (args, now) => {
  const report = args as unknown as ReportArgs;
  const dimensions = Array.isArray(report.analyzeBy) ? report.analyzeBy.length : 0;
  const compare = report.compareTo?.market ? 3 : report.compareTo?.arrivalTimeUtc ? 2 : 1;
  return periodUnits(report.where, now) * siteUnits(report.where) * (1 + dimensions) * compare;
};

export const histogramCost: FieldCost = (args, now) => {
  const where = (args as { where?: SessionWhereArgs }).where;
  return periodUnits(where, now) * siteUnits(where) * 2;
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
