// The market privacy rules on hand-made cells (market-privacy.ts); market-privacy.duckdb.test.ts
// runs them through SQL.
import { marketFilters, marketKeys, suppressMarket, type MarketCell, type SuppressionInput } from './market-privacy';

const N = 5;
const shopsNamed = (prefix: string, n: number) => Array.from({ length: n }, (_, i) => `${prefix}${i}`);
/** A country cell with `shops` shops (ids listed when small, as the SQL does). */
const cell = (key: string, shops: number, ids = shopsNamed(key, shops)): MarketCell => ({ key, unit: key, shops, smallShops: shops < N ? ids : null });

function run(cells: MarketCell[], shown: string[], extra: Partial<SuppressionInput> = {}) {
  return suppressMarket({ minShops: N, cells, totalShops: null, refused: { cells: new Set(), total: false }, shownUnits: new Set(shown), ...extra });
}
const withheld = (result: ReturnType<typeof run>, cells: MarketCell[]) => cells.filter((c) => result.cell(c.key, c.unit)).map((c) => c.key);

describe('suppressMarket', () => {
  it('rule 2: a cell from fewer than N shops is withheld, and so is one the market lacks', () => {
    // (NO and IS together have 7 shops, so rule 4 needs nothing more.)
    const cells = [cell('US', 40), cell('NO', 4), cell('IS', 3), cell('GB', 5)];
    const result = run(cells, ['US', 'NO', 'IS', 'GB']);
    expect(withheld(result, cells)).toEqual(['NO', 'IS']);
    expect(result.cell('DE', 'DE')).toBe(true);
    expect(result.total).toBe(false);
  });

  it('rule 2: the total from fewer than N shops, or from none, is withheld', () => {
    expect(run([], [], { totalShops: 4 }).total).toBe(true);
    expect(run([], [], { totalShops: 0 }).total).toBe(true);
    expect(run([], [], { totalShops: 5 }).total).toBe(false);
  });

  it('rule 4: when the cells not shown come from 1 to N − 1 shops, the smallest shown cell goes too', () => {
    // Totals − US − GB would be NO's four shops.
    const cells = [cell('US', 40), cell('NO', 4), cell('GB', 9)];
    expect(withheld(run(cells, ['US', 'NO', 'GB']), cells)).toEqual(['NO', 'GB']);
    // The same when NO is hidden because the caller has no traffic there.
    expect(withheld(run(cells, ['US', 'GB']), cells)).toEqual(['NO', 'GB']);
  });

  it('rule 4: small hidden cells whose shops add up to N or more need nothing more', () => {
    const cells = [cell('US', 40), cell('NO', 3, ['a', 'b', 'c']), cell('IS', 2, ['d', 'e'])];
    expect(withheld(run(cells, ['US', 'NO', 'IS']), cells)).toEqual(['NO', 'IS']);
    // The same shops in both: the union is 3, so US goes too.
    const overlapping = [cell('US', 40), cell('NO', 3, ['a', 'b', 'c']), cell('IS', 2, ['a', 'b'])];
    expect(withheld(run(overlapping, ['US', 'NO', 'IS']), overlapping)).toEqual(['US', 'NO', 'IS']);
  });

  it('rule 4: a hidden cell with N or more shops already covers the small ones', () => {
    const cells = [cell('US', 40), cell('NO', 4), cell('DE', 12)];
    expect(withheld(run(cells, ['US', 'NO']), cells)).toEqual(['NO']);
  });

  it('rule 5: cells and totals the differencing guard refused are withheld like small ones', () => {
    const cells = [cell('US', 40), cell('GB', 30)];
    const result = run(cells, ['US', 'GB'], { totalShops: 70, refused: { cells: new Set(['GB']), total: true } });
    expect(withheld(result, cells)).toEqual(['GB']);
    expect(result.total).toBe(true);
  });

  it('rule 3: one small bin withholds its whole series, and the series is the unit of rule 4', () => {
    const keys = marketKeys(['arrivalTimeUtc', 'formFactor']);
    const bin = (day: number, ff: string, shops: number): MarketCell => ({
      key: keys.cell([day, ff]),
      unit: keys.unit([day, ff]),
      shops,
      smallShops: shops < N ? shopsNamed(ff, shops) : null,
    });
    const cells = [bin(1, 'phone', 20), bin(2, 'phone', 3), bin(1, 'desktop', 30), bin(2, 'desktop', 30), bin(1, 'tablet', 8), bin(2, 'tablet', 9)];
    const result = run(cells, ['phone', 'desktop', 'tablet']);
    // Phone day 2 has 3 shops: all of phone goes, and the other series are whole.
    expect(cells.filter((c) => result.cell(c.key, c.unit)).map((c) => c.key)).toEqual([keys.cell([1, 'phone']), keys.cell([2, 'phone'])]);
    // A bin no other shop has traffic in is withheld alone.
    expect(result.cell(keys.cell([3, 'desktop']), 'desktop')).toBe(true);
    expect(result.cell(keys.cell([2, 'desktop']), 'desktop')).toBe(false);
  });
});

describe('marketFilters', () => {
  it('the market side leaves out the excluded sites and QA traffic, and ignores the caller’s baseline filter', () => {
    const filters = { siteIds: ['a'], text: { country: { in: ['NO'], like: [] } }, cartValue: { gte: 100 }, isQa: true, isBaseline: false };
    expect(marketFilters(filters, ['a', 'b'])).toEqual({ siteIds: ['a', 'b'], text: filters.text, cartValue: { gte: 100 }, isQa: false, isBaseline: false });
  });
});
