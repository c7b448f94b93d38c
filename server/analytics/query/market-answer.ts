// The market side of one answer, after market-privacy.ts has had its say: which rows' market
// values are withheld, the MarketCheck and the notice that tells the reader why.
import type { GuardResult } from './market-guard';
import { marketKeys, suppressMarket } from './market-privacy';
import type { ReportPlan } from './plan';
import type { RawResult } from './report';
import type { KeyValue, MarketCheck, MarketNotice, ReportQuery } from './types';

/** Spec §5: a market qualifies with visits ≥ 1000, carts ≥ 100 and conversions ≥ 100. */
export const MARKET_BARS = { visits: 1000, carts: 100, conversions: 100 } as const;

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
  const suppression = suppressMarket({
    minShops: compare.minShops,
    cells: grouped
      ? compareRaw.groups.map((g) => ({ key: keys.cell(g.values), unit: keys.unit(g.values), shops: g.market?.shops ?? 0, smallShops: g.market?.smallShops ?? null }))
      : [],
    totalShops: compareRaw.totalMarket?.shops ?? null,
    refused: { cells: new Set(guard.cells.map(keys.cell)), total: guard.total },
    shownUnits: new Set(grouped ? shownRows.map(unitOfRow) : []),
  });
  return {
    total: suppression.total,
    // Without market groups every row is compared with the market total.
    row: grouped ? (values) => suppression.cell(keys.cell(marketValues(values)), unitOfRow(values)) : () => suppression.total,
  };
}

/** The MarketCheck of the market total: no numbers when they are withheld. */
export function marketCheck(total: RawResult['total'], withheld: boolean): MarketCheck {
  if (withheld) return { visits: null, carts: null, conversions: null, qualifies: false, suppressed: true };
  const { visits = 0, carts = 0, conversions = 0 } = total ?? {};
  const qualifies = visits >= MARKET_BARS.visits && carts >= MARKET_BARS.carts && conversions >= MARKET_BARS.conversions;
  return { visits, carts, conversions, qualifies, suppressed: false };
}

/** Why some market values are null; null when none was withheld. Groups count as listed in `groups`. */
export function marketNotice(query: ReportQuery, suppressedGroups: number, totalsSuppressed: boolean): MarketNotice | null {
  if (query.compare?.kind !== 'market' || (!suppressedGroups && !totalsSuppressed)) return null;
  return { reason: 'MARKET_TOO_SMALL', minShops: query.compare.minShops, suppressedGroups, totalsSuppressed };
}
