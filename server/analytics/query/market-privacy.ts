// What a market comparison may tell its reader about other shops (CONTRACT.md "Market
// privacy"). A market value is a sum over shops; from few shops, or as the difference of two
// answers, it can be one competitor's own numbers. The rule, with N = MARKET_MIN_SHOPS (≥ 5):
//
// 1. Who is the market: every shop except the caller's listed sites and, for a merchant, every
//    site they may read (their organizations' sites, the public demo), over the same period,
//    real shopper traffic only (no QA; the caller's isQa/isBaseline shape their own side).
//    Nothing about shops narrows it: where.siteTags with a market is refused, site dimensions
//    (siteId, merchantName, siteTags) never split it. Two site lists can differ only by sites
//    the caller may read anyway.
// 2. Per cell: a market cell (the totals, each group, each time bin) built from fewer than N
//    shops is withheld: every part that reads it (compare, lift, tests) is null, the group
//    says marketSuppressed and the answer carries a marketNotice. That includes a cell no
//    other shop has traffic in: there is no market to compare with.
// 3. Whole series: a market time series (analyzeBy arrivalTimeUtc) is shown whole or not at
//    all. Smoothing and running sums mix neighbouring bins, so one small bin could be solved
//    for from the others. (A bin without market traffic holds nobody's numbers: it is
//    withheld alone.)
// 4. No small complement: the market cells an answer does not show (suppressed, or groups the
//    caller has no traffic in, or cut by limit/filterBy) are, together, the totals minus the
//    groups shown. They must come from no shop or from at least N shops; otherwise the
//    smallest shown cell (or series) is suppressed as well.
// 5. No small difference of filters: per market cell, every value a segment filter admits, and
//    the traffic it leaves out, come from no shop or at least N shops (market-guard.ts).
//    Market cart-value bounds are whole 100 buckets (parse.ts).
// 6. The spec's bars: a market below visits 1000, carts 100, conversions 100 is withheld as in
//    rule 2 (market-answer.ts), its totals and each unit (cell or series) judged on its own.
//
// What this does not promise: answers over different periods can still be subtracted (the
// 4 weeks to today minus the 4 weeks to yesterday is two days of the market). Per cell the
// result is a slice of the whole market's traffic, not a shop picked out; closing even that
// takes noise, which would change every market number.
import { KPI_SESSIONS } from '../../../plugins/checkout/score/periods';
import { keyOf } from './compile';
import type { Dimension, KeyValue, SessionFilters } from './types';

/** The filters of the market side (rule 1): the sessions every KPI reads (the Score's market too). */
export function marketFilters(filters: SessionFilters, excludeSiteIds: readonly string[]): SessionFilters {
  return { ...filters, siteIds: [...excludeSiteIds], ...KPI_SESSIONS };
}

/** Too few shops to show a market value (rule 2): none counts as too few. */
export const tooFewShops = (shops: number, minShops: number): boolean => shops < minShops;

/** Some shops, but fewer than the threshold: what a difference must never come to (rules 4, 5). */
export const fewShops = (shops: number, minShops: number): boolean => shops > 0 && shops < minShops;

/** A market cell's map key, and its unit of publication: itself, or its time series (rule 3). */
export function marketKeys(dimensions: readonly Dimension[]) {
  const time = dimensions.indexOf('arrivalTimeUtc');
  return {
    cell: (values: readonly KeyValue[]) => keyOf(values),
    unit: (values: readonly KeyValue[]) => keyOf(time < 0 ? values : values.filter((_, i) => i !== time)),
  };
}

/** A market group the compare statement returned: it has at least one session. */
export interface MarketCell {
  key: unknown;
  unit: unknown;
  shops: number;
  /** The cell's shops when fewer than the threshold, else null (compile.ts SMALL_SHOPS_COLUMN). */
  smallShops: readonly string[] | null;
}

export interface SuppressionInput {
  minShops: number;
  /** Every market group the compare statement returned (none when it has no groups). */
  cells: readonly MarketCell[];
  /** Shops of the market total; null when the answer reads no market total. */
  totalShops: number | null;
  /** What the differencing guard refused (rule 5). */
  refused: { cells: ReadonlySet<unknown>; total: boolean };
  /** Units with a row in the answer. */
  shownUnits: ReadonlySet<unknown>;
}

export interface Suppression {
  total: boolean;
  /** Whether the market cell with this key is withheld (a cell the market lacks is). */
  cell(key: unknown, unit: unknown): boolean;
}

export function suppressMarket({ minShops, cells, totalShops, refused, shownUnits }: SuppressionInput): Suppression {
  const units = new Set<unknown>();
  for (const cell of cells) if (tooFewShops(cell.shops, minShops) || refused.cells.has(cell.key)) units.add(cell.unit);
  const total = (totalShops !== null && tooFewShops(totalShops, minShops)) || refused.total;

  // Rule 4. A cell with N or more shops among the unshown ones makes their union big enough;
  // otherwise every unshown cell is small and lists its shops, so the union is exact.
  const unshown = cells.filter((c) => units.has(c.unit) || !shownUnits.has(c.unit));
  if (!unshown.some((c) => c.shops >= minShops)) {
    const union = new Set(unshown.flatMap((c) => c.smallShops ?? []));
    if (fewShops(union.size, minShops)) {
      // Every cell of a unit still shown has N or more shops: one more unit is enough.
      const shown = cells.filter((c) => shownUnits.has(c.unit) && !units.has(c.unit));
      const smallest = shown.reduce<MarketCell | null>((best, c) => (best === null || c.shops < best.shops ? c : best), null);
      if (smallest) units.add(smallest.unit);
    }
  }
  const present = new Set(cells.map((c) => c.key));
  return { total, cell: (key, unit) => units.has(unit) || !present.has(key) };
}
