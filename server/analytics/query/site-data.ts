// siteDataRows (CONTRACT.md §3 end): the Checkout Score's query, "compareSessions analyzeBy
// siteId reading the 13 fields", run through the same parser-free IR and compiler as GraphQL.
import { SITE_DATA_FIELDS } from '../../../plugins/checkout/score/fields';
import { KPI_SESSIONS } from '../../../plugins/checkout/score/periods';
import type { SiteDataRow } from '../../../plugins/checkout/score/types';
import type { AnalyticsDb } from '../store/types';
import { runReport } from './report';
import { selectMetrics } from './selection';
import type { ReportQuery, ReportSelection, TimeRange } from './types';

/** The 13 numeric fields of a site data row (spec §3): one list, in the score engine. */
export { SITE_DATA_FIELDS };

/**
 * Sites the score's market query reads at most. The whole market must be scored together, so
 * the GraphQL cap (MAX_GROUPS) does not apply; at 100k sites the rows are still only ~20 MB.
 */
export const SITE_DATA_MAX_SITES = 100_000;

/**
 * The ReportQuery behind siteDataRows: by site, the sessions every KPI reads (KPI_SESSIONS, the
 * same the reports read: no QA traffic, no experience baseline), so a Score tile and its report
 * agree on the same period (issue 12, defect 8).
 */
export function siteDataQuery(range: TimeRange, siteIds?: readonly string[]): ReportQuery {
  return {
    period: { min: range.min, max: range.max, bin: 'day' },
    filters: { siteIds: siteIds ? [...new Set(siteIds)].sort() : null, text: {}, cartValue: null, ...KPI_SESSIONS },
    compare: null,
    analyzeBy: ['siteId'],
    removeNullGroups: false,
    smoothing: 'none',
    orderBy: [{ field: 'siteId', direction: 'asc' }],
    visitsShareMin: null,
    limit: SITE_DATA_MAX_SITES,
    maxGroups: SITE_DATA_MAX_SITES,
  };
}

export const SITE_DATA_SELECTION: ReportSelection = {
  groups: selectMetrics(SITE_DATA_FIELDS, ['primary']),
  siteName: false,
  totals: null,
  market: false,
};

/**
 * One row per site with any session in [range.min, range.max). Rates over a zero denominator
 * (and the gap without phone or desktop carts) are NaN, the score engine's "undefined"
 * (plugins/checkout/score/kpis.ts ratio()); counts are never undefined.
 */
export async function siteDataRows(db: AnalyticsDb, range: { min: Date; max: Date }, siteIds?: readonly string[]): Promise<SiteDataRow[]> {
  if (siteIds && !siteIds.length) return [];
  const report = await runReport(db, siteDataQuery(range, siteIds), SITE_DATA_SELECTION);
  return report.groups.map((group) => {
    const row = { siteId: String(group.key.siteId) } as SiteDataRow;
    for (const field of SITE_DATA_FIELDS) row[field] = group[field]?.primary ?? Number.NaN;
    return row;
  });
}
