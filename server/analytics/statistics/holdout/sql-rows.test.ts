import { ARM_SUM_COLUMNS, armSumsFromRow, armSumsSelectList } from './sql-rows';
import { emptyArmSums, summarizeVisitors } from './sums';
import type { VisitorOutcome } from './types';

const VISITORS: VisitorOutcome[] = [
  { visits: 2, orders: 1, revenue: 50.5, carted: 1, preRevenue: 0 },
  { visits: 1, orders: 0, revenue: 0, carted: 0, preRevenue: 30 },
  { visits: 3, orders: 2, revenue: 120, carted: 2, preRevenue: 100 },
];

/** A tiny evaluator of the generated list over rows: enough to prove the list and the reader agree. */
function evaluate(list: string[], rows: Array<Record<string, number>>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const item of list) {
    const match = /^SUM\((.+)\) AS (\w+)$/.exec(item)!;
    const factors = match[1].split(' * ');
    const total = rows.reduce((acc, row) => acc + factors.reduce((p, f) => p * (f === '1' ? 1 : row[f]), 1), 0);
    out[match[2]] = String(total); // as DuckDB's JSON rows give large sums
  }
  return out;
}

describe('SQL rows to ArmSums', () => {
  it('the select list and the row reader give what summarizeVisitors gives', () => {
    const list = armSumsSelectList((expr) => `SUM(${expr})`);
    expect(list).toContain('SUM(revenue * orders) AS revenue_orders');
    expect(list).toContain('SUM(1) AS visitors');
    expect(list).toContain('SUM(pre_revenue * pre_revenue) AS pre_squared');
    const rows = VISITORS.map((v) => ({ visits: v.visits, orders: v.orders, revenue: v.revenue, carted: Number(v.carted), pre_revenue: v.preRevenue }));
    const sums = armSumsFromRow(evaluate(list, rows));
    const expected = summarizeVisitors(VISITORS);
    for (const [name, value] of Object.entries(expected)) expect([name, sums[name as keyof typeof sums]]).toEqual([name, value]);
  });

  it('uses the columns it is given and refuses anything that is not a column name', () => {
    const list = armSumsSelectList((expr) => `sum(${expr})`, { visits: 'v.n', orders: 'o', revenue: 'r', carted: 'c', pre: 'p' });
    expect(list).toContain('sum(p * r) AS pre_revenue');
    expect(() => armSumsSelectList((e) => e, { visits: 'v; DROP TABLE x', orders: 'o', revenue: 'r', carted: 'c', pre: 'p' })).toThrow(TypeError);
  });

  it('reads numbers, numeric strings and bigints; a missing row is an empty arm', () => {
    const row = { [ARM_SUM_COLUMNS.visitors]: 10n, [ARM_SUM_COLUMNS.revenue]: '1234.5', [ARM_SUM_COLUMNS.orders]: 3 };
    expect(armSumsFromRow(row)).toMatchObject({ visitors: 10, revenue: 1234.5, orders: 3, visits: 0 });
    expect(armSumsFromRow(undefined)).toEqual(emptyArmSums());
    expect(() => armSumsFromRow({ [ARM_SUM_COLUMNS.revenue]: 'abc' })).toThrow(/revenue/);
  });
});
