// Which statements a report needs, and which aggregates each computes, from the query and
// the selection set: a period's statement carries only what the requested parts read.
import { compileStatement, type CompiledStatement } from './compile';
import type { Dialect } from './dialect';
import { compileMarketGuards, type CompiledGuard } from './market-guard';
import { marketFilters } from './market-privacy';
import { aggregatesFor, shareAggregate, type Aggregate } from './metrics';
import { SITE_DIMENSIONS, type Dimension, type MetricName, type MetricSelection, type Part, type ReportQuery, type ReportSelection } from './types';

export interface ReportPlan {
  /** null: the selection reads nothing from the sessions (e.g. only `period`). */
  primary: CompiledStatement | null;
  /** null: no comparison, or no requested part reads the compare side. */
  compare: CompiledStatement | null;
  /** Dimensions the compare statement groups by (market: the site dimensions dropped). */
  compareDimensions: Dimension[];
  /** Market: the differencing guard's statements (market-guard.ts); none otherwise. */
  guards: CompiledGuard[];
}

/** Aggregates of the metrics whose parts read the given side. */
function aggregates(selection: MetricSelection | null, side: 'primary' | 'compare'): Set<Aggregate> {
  const out = new Set<Aggregate>();
  for (const [metric, parts] of Object.entries(selection ?? {}) as Array<[MetricName, ReadonlySet<Part>]>) {
    // Only `primary` reads the primary side alone; every other part needs both sides.
    const reads = side === 'primary' ? parts.size > 0 : [...parts].some((p) => p !== 'primary');
    if (reads) for (const a of aggregatesFor(metric, parts)) out.add(a);
  }
  return out;
}

/** Union of two selections, part by part. */
export function mergeSelections(a: MetricSelection | null, b: MetricSelection | null): MetricSelection | null {
  if (!a || !b) return a ?? b;
  const out: Record<string, Set<Part>> = {};
  for (const sel of [a, b]) {
    for (const [metric, parts] of Object.entries(sel) as Array<[MetricName, ReadonlySet<Part>]>) out[metric] = new Set([...(out[metric] ?? []), ...parts]);
  }
  return out as MetricSelection;
}

/** What the market bars (spec §5) are measured on. */
const BAR_AGGREGATES = ['visits', 'carts', 'conversions'] as const;

const ordered = (set: Set<Aggregate>, first: Aggregate[] = []): Aggregate[] => [...new Set([...first, ...[...set].sort()])];

export function planReport(dialect: Dialect, query: ReportQuery, selection: ReportSelection): ReportPlan {
  const { period, filters, compare, analyzeBy } = query;
  const grouped = analyzeBy.length > 0;
  // Without analyzeBy the one group is the total row.
  const wantGroups = selection.groups !== null && grouped;
  const wantTotals = selection.totals !== null || (selection.groups !== null && !grouped);
  const groupSel = grouped ? selection.groups : null;
  // Without analyzeBy the total row serves both `groups` and `totals`.
  const totalSel = grouped ? selection.totals : mergeSelections(selection.groups, selection.totals);

  // Primary: visits always (default order and filterBy read it), plus orderBy metrics.
  const primaryAggs = new Set<Aggregate>(['visits', shareAggregate(query.shareOf ?? 'visits')]);
  for (const a of aggregates(groupSel, 'primary')) primaryAggs.add(a);
  for (const a of aggregates(totalSel, 'primary')) primaryAggs.add(a);
  for (const { field } of query.orderBy) {
    if (!(analyzeBy as string[]).includes(field)) for (const a of aggregatesFor(field as MetricName, new Set(['primary']))) primaryAggs.add(a);
  }
  const primary =
    wantGroups || wantTotals
      ? compileStatement(dialect, {
          range: period,
          bin: period.bin,
          timeZone: period.timeZone,
          shiftMs: 0,
          filters,
          excludeSites: false,
          dimensions: analyzeBy,
          siteName: wantGroups && selection.siteName && analyzeBy.includes('siteId'),
          aggregates: ordered(primaryAggs, ['visits']),
          groups: wantGroups,
          totals: wantTotals,
          maxGroups: query.maxGroups,
        })
      : null;

  const compareDimensions = compare?.kind === 'market' ? analyzeBy.filter((d) => !SITE_DIMENSIONS.has(d)) : [...analyzeBy];
  if (!compare) return { primary, compare: null, compareDimensions, guards: [] };

  const groupCompareAggs = wantGroups ? aggregates(groupSel, 'compare') : new Set<Aggregate>();
  const totalCompareAggs = wantTotals ? aggregates(totalSel, 'compare') : new Set<Aggregate>();
  // A market is compared with only at the spec §5 bars (market-answer.ts), so every market
  // side reads its visits, carts and conversions; the MarketCheck shows the total's.
  if (compare.kind === 'market') {
    if (groupCompareAggs.size) for (const a of BAR_AGGREGATES) groupCompareAggs.add(a);
    if (totalCompareAggs.size || selection.market) for (const a of BAR_AGGREGATES) totalCompareAggs.add(a);
  }
  const compareAggs = new Set([...groupCompareAggs, ...totalCompareAggs]);
  if (!compareAggs.size) return { primary, compare: null, compareDimensions, guards: [] };

  // Groups of the market without site dimensions may collapse to its total: one row for all.
  const compareGroups = groupCompareAggs.size > 0 && compareDimensions.length > 0;
  const compareTotals = totalCompareAggs.size > 0 || (groupCompareAggs.size > 0 && compareDimensions.length === 0);
  const range = compare.kind === 'market' ? period : compare.range;
  const market = compare.kind === 'market' ? compare : null;
  const compareFilters = market ? marketFilters(filters, market.excludeSiteIds) : filters;
  const dimensions = compareGroups ? compareDimensions : [];
  return {
    primary,
    compareDimensions,
    compare: compileStatement(dialect, {
      range,
      bin: period.bin,
      timeZone: period.timeZone,
      // Bucket compare sessions at (t + shift), shift = primary min − compare min, so a compare
      // bin carries the key of the primary bin it is compared with.
      shiftMs: compareGroups && compareDimensions.includes('arrivalTimeUtc') ? period.min.getTime() - range.min.getTime() : 0,
      filters: compareFilters,
      excludeSites: market !== null,
      dimensions,
      siteName: false,
      aggregates: ordered(compareAggs),
      groups: compareGroups,
      totals: compareTotals,
      maxGroups: query.maxGroups,
      marketMinShops: market?.minShops,
    }),
    guards: market ? compileMarketGuards(dialect, { range, bin: period.bin, timeZone: period.timeZone, dimensions, filters: compareFilters, groups: compareGroups, minShops: market.minShops }) : [],
  };
}
