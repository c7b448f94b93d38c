/**
 * From SQL to holdoutLift's input. The query layer aggregates sessions per visitor (one row per
 * visitor with visits, orders, revenue, carted sessions and pre-period revenue), then per arm
 * with the select list below, and reads each arm's row back with armSumsFromRow. Pure: the SQL
 * engine's Σ comes in as `sum` (Dialect.sum), so this module imports nothing of the query layer.
 */
import { isFiniteNumber } from './math';
import { ARM_SUM_NAMES, emptyArmSums } from './sums';
import type { ArmSumName, ArmSums } from './types';

/** Columns of the per-visitor relation (identifiers the query layer chose, never user input). */
export interface PerVisitorColumns {
  visits: string;
  orders: string;
  revenue: string;
  carted: string;
  pre: string;
}

type Field = keyof PerVisitorColumns;

export const DEFAULT_PER_VISITOR_COLUMNS: Readonly<PerVisitorColumns> = Object.freeze({
  visits: 'visits',
  orders: 'orders',
  revenue: 'revenue',
  carted: 'carted',
  pre: 'pre_revenue',
});

/** What each sum adds up per visitor: nothing (a count), one column, or a product of two. */
const PRODUCTS: Readonly<Record<ArmSumName, readonly Field[]>> = {
  visitors: [],
  visits: ['visits'],
  visitsSquared: ['visits', 'visits'],
  orders: ['orders'],
  ordersSquared: ['orders', 'orders'],
  revenue: ['revenue'],
  revenueSquared: ['revenue', 'revenue'],
  carted: ['carted'],
  cartedSquared: ['carted', 'carted'],
  pre: ['pre'],
  preSquared: ['pre', 'pre'],
  ordersVisits: ['orders', 'visits'],
  revenueOrders: ['revenue', 'orders'],
  cartedVisits: ['carted', 'visits'],
  preRevenue: ['pre', 'revenue'],
  preOrders: ['pre', 'orders'],
  preVisits: ['pre', 'visits'],
  preCarted: ['pre', 'carted'],
};

/** The result column of each sum: snake_case, e.g. revenueOrders → revenue_orders. */
export const ARM_SUM_COLUMNS: Readonly<Record<ArmSumName, string>> = Object.fromEntries(
  ARM_SUM_NAMES.map((name) => [name, name.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`)]),
) as Record<ArmSumName, string>;

const IDENTIFIER = /^[A-Za-z_][A-Za-z0-9_.]*$/;

/**
 * The SELECT list of one arm's sums over the per-visitor relation, e.g.
 * `SUM(revenue * orders) AS revenue_orders`. `sum` is the dialect's Σ (0 over no rows).
 */
export function armSumsSelectList(sum: (expr: string) => string, columns: PerVisitorColumns = DEFAULT_PER_VISITOR_COLUMNS): string[] {
  for (const column of Object.values(columns)) if (!IDENTIFIER.test(column)) throw new TypeError(`Not a column name: ${column}`);
  return ARM_SUM_NAMES.map((name) => {
    const factors = PRODUCTS[name].map((field) => columns[field]);
    return `${sum(factors.length ? factors.join(' * ') : '1')} AS ${ARM_SUM_COLUMNS[name]}`;
  });
}

function toNumber(value: unknown, column: string): number {
  // Engines return large sums as strings (DuckDB JSON rows, pg) or bigints.
  const n = typeof value === 'number' ? value : typeof value === 'bigint' || typeof value === 'string' ? Number(value) : NaN;
  if (!isFiniteNumber(n)) throw new TypeError(`Column ${column} is not a finite number: ${String(value)}`);
  return n;
}

/** One arm's sums from a row of armSumsSelectList; a missing row (no visitors) is all zeros. */
export function armSumsFromRow(row: Readonly<Record<string, unknown>> | undefined): ArmSums {
  const sums = emptyArmSums();
  if (!row) return sums;
  for (const name of ARM_SUM_NAMES) sums[name] = toNumber(row[ARM_SUM_COLUMNS[name]] ?? 0, ARM_SUM_COLUMNS[name]);
  return sums;
}
