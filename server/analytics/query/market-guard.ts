// The differencing guard of a market comparison (CONTRACT.md "Market privacy", rule 5). A
// filter F on field f lets a reader subtract two answers: the market without F minus the
// market with it is the traffic where f does not match, and the market with f ∈ {a, b} minus
// f ∈ {a} is the traffic of b. So, per market cell, every value a filter admits and the
// traffic it leaves out must each come from no shop or from at least minShops shops; a cell
// failing that is suppressed like a small one. One statement per filtered field, each
// answering only the cells that fail.
import { cartValueConditions, dimensionSql, FROM_SESSIONS, JOIN_SITES, keyColumn, keyValue, needsSites, Params, textCondition, TOTAL_FLAG_COLUMN, whereSql, type StatementSpec } from './compile';
import type { Dialect } from './dialect';
import { MARKET_CART_VALUE_STEP } from './parse';
import type { KeyValue, SessionFilters, TextFilterField } from './types';

export interface GuardSpec extends Pick<StatementSpec, 'range' | 'bin' | 'timeZone' | 'dimensions'> {
  /** The market side's filters (market-privacy.ts marketFilters): siteIds are excluded. */
  filters: SessionFilters;
  /** Check per group (the dimensions) as well as the total. */
  groups: boolean;
  minShops: number;
}

export interface CompiledGuard {
  field: TextFilterField | 'cartValue';
  sql: string;
  params: unknown[];
  dimensions: readonly GuardSpec['dimensions'][number][];
}

/** Cells a guard refused: groups by key values (compare-dimension order), and the total. */
export interface GuardResult {
  cells: KeyValue[][];
  total: boolean;
}

/** The filter without one field: the market the reader compares with by leaving f out. */
function without(filters: SessionFilters, field: CompiledGuard['field']): SessionFilters {
  if (field === 'cartValue') return { ...filters, cartValue: null };
  const { [field]: _dropped, ...text } = filters.text;
  return { ...filters, text };
}

function compileGuard(dialect: Dialect, spec: GuardSpec, field: CompiledGuard['field']): CompiledGuard {
  const params = new Params(dialect);
  const dimensions = spec.groups ? spec.dimensions : [];
  const keys = dimensions.map(keyColumn);
  const unshifted = { bin: spec.bin, shiftMs: 0, timeZone: spec.timeZone, range: spec.range };
  // Which value of f a session has (a cart-value bucket for cartValue), and whether F admits it.
  const condition =
    field === 'cartValue'
      ? cartValueConditions(spec.filters.cartValue, params).join(' AND ')
      : textCondition(dialect, field, spec.filters.text[field]!, params);
  const value = field === 'cartValue' ? dialect.floorToMultiple('x.cart_value', MARKET_CART_VALUE_STEP) : dimensionSql(dialect, field, unshifted, params);
  const select = dimensions.map((d, i) => `${dimensionSql(dialect, d, unshifted, params)} AS ${keys[i]}`);
  // NULL (the column is NULL, or the condition unknown) is outside: the filter drops it too.
  select.push(`CASE WHEN ${condition} THEN ${value} END AS g_value`, `CASE WHEN ${condition} THEN 1 ELSE 0 END AS g_inside`);
  select.push(`${dialect.countDistinct('x.site_id')} AS m_shops`);
  select.push(keys.length ? `${dialect.groupingFlag(keys)} AS ${TOTAL_FLAG_COLUMN}` : `1 AS ${TOTAL_FLAG_COLUMN}`);
  const rest = without(spec.filters, field);
  const inner = [`SELECT ${select.join(', ')}`, FROM_SESSIONS];
  if (needsSites({ dimensions, siteName: false, filters: spec.filters })) inner.push(JOIN_SITES);
  inner.push(`WHERE ${whereSql(dialect, { range: spec.range, filters: rest, excludeSites: true }, params).join(' AND ')}`);
  inner.push(keys.length ? dialect.groupBy(keys, true, ['g_inside', 'g_value']) : 'GROUP BY g_inside, g_value');
  const out = [...keys, TOTAL_FLAG_COLUMN].join(', ');
  // Rows exist only for slices with sessions, so "no shop" never shows up as a failure.
  const sql = [`SELECT DISTINCT ${out} FROM (`, inner.join('\n'), `) AS slices WHERE m_shops < ${params.add(spec.minShops)}`].join('\n');
  return { field, sql, params: params.values, dimensions };
}

/** One guard per filtered field of the market side; none without segment filters. */
export function compileMarketGuards(dialect: Dialect, spec: GuardSpec): CompiledGuard[] {
  const fields: Array<CompiledGuard['field']> = Object.keys(spec.filters.text) as TextFilterField[];
  if (spec.filters.cartValue) fields.push('cartValue');
  return fields.map((field) => compileGuard(dialect, spec, field));
}

/** The refused cells of every guard, merged. */
export function readGuardRows(guards: readonly CompiledGuard[], results: ReadonlyArray<ReadonlyArray<Record<string, unknown>>>): GuardResult {
  const out: GuardResult = { cells: [], total: false };
  guards.forEach((guard, i) => {
    for (const row of results[i]) {
      if (Number(row[TOTAL_FLAG_COLUMN]) === 1) out.total = true;
      else out.cells.push(guard.dimensions.map((d) => keyValue(row[keyColumn(d)])));
    }
  });
  return out;
}
