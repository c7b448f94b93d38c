// The market side of one answer, after market-privacy.ts has had its say: which rows' market
// values are withheld, the MarketCheck and the notice that tells the reader why.
import type { GuardResult } from './market-guard';
import { marketKeys, suppressMarket } from './market-privacy';
import type { Aggregates } from './metrics';
import type { ReportPlan } from './plan';
import type { RawResult } from './report';
import { MARKET_BARS, type KeyValue, type MarketBars, type MarketCheck, type MarketNotice, type ReportQuery } from './types';

export { MARKET_BARS };

/** Whether a market's visits, carts and conversions reach the bars (spec §5). */
export function meetsBars(aggs: Aggregates, bars: MarketBars): boolean {
  return (aggs.visits ?? 0) >= bars.visits && (aggs.carts ?? 0) >= bars.carts && (aggs.conversions ?? 0) >= bars.conversions;
}

/** Sums of the bars' counts per unit of publication (a cell, or a whole time series). */
function unitCounts(groups: RawResult['groups'], unitOf: (values: readonly KeyValue[]) => unknown): Map<unknown, Aggregates> {
  const out = new Map<unknown, Aggregates>();
  for (const g of groups) {
    const unit = unitOf(g.values);
    const sum = out.get(unit) ?? { visits: 0, carts: 0, conversions: 0 };
    for (const k of ['visits', 'carts', 'conversions'] as const) sum[k] = (sum[k] ?? 0) + (g.aggs[k] ?? 0);
    out.set(unit, sum);
  }
  return out;
}

export interface MarketVerdict {
  /** The market values of the answer's totals (and its MarketCheck) are withheld. */
  total: boolean;
  /** The market values of the row with these key values (analyzeBy order) are withheld. */
  row(values: readonly KeyValue[]): boolean;
}

const NOTHING_WITHHELD: MarketVerdict = { total: false, row: () => false };

/**
 * The verdict on a market answer once its shown rows are known (the complement rule needs
 * them). Without a market compare, or without a compare statement, nothing is withheld: no
 * market value is sent then.
 */
export function marketVerdict(query: ReportQuery, plan: ReportPlan, compareRaw: RawResult | null, guard: GuardResult, shownRows: readonly (readonly KeyValue[])[]): MarketVerdict {
  const compare = query.compare;
  if (compare?.kind !== 'market' || !compareRaw || !plan.compare) return NOTHING_WITHHELD;
  const grouped = plan.compare.spec.groups;
  const keys = marketKeys(grouped ? plan.compareDimensions : []);
  // Rows carry analyzeBy's order; market cells the compare dimensions' (site ones dropped).
  const compareIndex = plan.compareDimensions.map((d) => query.analyzeBy.indexOf(d));
  const marketValues = (values: readonly KeyValue[]) => compareIndex.map((i) => values[i]);
  const unitOfRow = (values: readonly KeyValue[]) => keys.unit(marketValues(values));
  // Spec §5: a market below the bars is not compared with. A market cell is judged with its
  // unit (a time series as a whole, over the period, as the MarketCheck judges the total), so
  // a quiet day does not withhold one point of a series; the cells of a failing unit are
  // refused like those of the differencing guard.
  const counts = grouped ? unitCounts(compareRaw.groups, keys.unit) : new Map<unknown, Aggregates>();
  const belowBars = (g: RawResult['groups'][number]) => !meetsBars(counts.get(keys.unit(g.values))!, compare.bars);
  const refusedCells = [...guard.cells.map(keys.cell), ...(grouped ? compareRaw.groups.filter(belowBars).map((g) => keys.cell(g.values)) : [])];
  const totalBelowBars = compareRaw.total !== null && !meetsBars(compareRaw.total, compare.bars);
  const suppression = suppressMarket({
    minShops: compare.minShops,
    cells: grouped
      ? compareRaw.groups.map((g) => ({ key: keys.cell(g.values), unit: keys.unit(g.values), shops: g.market?.shops ?? 0, smallShops: g.market?.smallShops ?? null }))
      : [],
    totalShops: compareRaw.totalMarket?.shops ?? null,
    refused: { cells: new Set(refusedCells), total: guard.total || totalBelowBars },
    shownUnits: new Set(grouped ? shownRows.map(unitOfRow) : []),
  });
  return {
    total: suppression.total,
    // Without market groups every row is compared with the market total.
    row: grouped ? (values) => suppression.cell(keys.cell(marketValues(values)), unitOfRow(values)) : () => suppression.total,
  };
}

/**
 * The MarketCheck of the market total: no numbers when they are withheld. A market below the
 * bars is withheld (marketVerdict), so one shown always qualifies.
 */
export function marketCheck(total: RawResult['total'], withheld: boolean, bars: MarketBars = MARKET_BARS): MarketCheck {
  if (withheld) return { visits: null, carts: null, conversions: null, qualifies: false, suppressed: true };
  const { visits = 0, carts = 0, conversions = 0 } = total ?? {};
  return { visits, carts, conversions, qualifies: meetsBars({ visits, carts, conversions }, bars), suppressed: false };
}

/** Why some market values are null; null when none was withheld. Groups count as listed in `groups`. */
export function marketNotice(query: ReportQuery, suppressedGroups: number, totalsSuppressed: boolean): MarketNotice | null {
  if (query.compare?.kind !== 'market' || (!suppressedGroups && !totalsSuppressed)) return null;
  return { reason: 'MARKET_TOO_SMALL', minShops: query.compare.minShops, suppressedGroups, totalsSuppressed };
}
