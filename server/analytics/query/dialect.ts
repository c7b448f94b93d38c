// The seam between the compiler and a SQL engine (ARCHITECTURE.md "Data"): every piece of
// SQL that differs between engines is asked of the dialect, so a columnar server engine can
// take over by adding an implementation. Inputs are SQL fragments the compiler built from
// whitelisted identifiers and placeholders; a dialect never sees a user string.
import { clickhouseDialect } from './dialect-clickhouse';
import type { Bin } from './types';

export interface Dialect {
  readonly name: string;
  /**
   * The bind placeholder of the 1-based param `index` holding `value` (an engine with typed
   * placeholders, such as ClickHouse's `{p1:String}`, reads the type from the value).
   */
  placeholder(index: number, value: unknown): string;
  /** The JS value to bind for a timestamp param (the store's driver decides the type). */
  timestampValue(date: Date): unknown;
  /** A bound timestamp in a comparison with a TIMESTAMP column. */
  timestamp(placeholder: string): string;
  /**
   * Epoch milliseconds (a number) of the start of the UTC `bin` holding `expr`, after adding
   * `shiftMs` (a placeholder bound to milliseconds) when given: compare periods are shifted
   * onto the primary period's bins so both sides share keys.
   */
  timeBucketMs(bin: Bin, expr: string, shiftMs?: string): string;
  /** Number of rows where `condition` holds (0 over none). */
  countIf(condition: string): string;
  /** Σ expr (0 over none or only NULLs). */
  sum(expr: string): string;
  /** Σ expr over rows where `condition` holds (0 over none). */
  sumIf(expr: string, condition: string): string;
  /** `expr` matches the LIKE pattern bound at `pattern`, with '\' escaping '_', '%', '\'. */
  like(expr: string, pattern: string): string;
  /** The list column `list` holds any of the bound values. */
  listHasAny(list: string, values: readonly string[]): string;
  /** Some element of the list column `list` matches the LIKE pattern bound at `pattern`. */
  listAnyLike(list: string, pattern: string): string;
  /** The list's elements sorted and joined with ',', NULL when the list is NULL or empty. */
  listKey(list: string): string;
  /** floor(expr / step) × step for a constant positive step. */
  floorToMultiple(expr: string, step: number): string;
  /** floor(expr / step) for a bound step (histogram bin index). */
  binIndex(expr: string, step: string): string;
  /** Any one value of `expr` in the group (for columns functionally dependent on the key). */
  anyValue(expr: string): string;
  /** Number of distinct non-NULL values of `expr` in the group (a market cell's shops). */
  countDistinct(expr: string): string;
  /**
   * The distinct non-NULL values of `expr` in the group as a list (any order) when `condition`
   * holds; otherwise NULL or an empty list (an engine without nullable lists), which readers
   * must treat alike.
   */
  distinctListWhen(condition: string, expr: string): string;
  /**
   * GROUP BY the aliased keys; with `withTotal` also the grand total, flagged by groupingFlag.
   * Keys in `always` (none by default) are part of both the groups and the "total".
   */
  groupBy(keys: readonly string[], withTotal: boolean, always?: readonly string[]): string;
  /** 1 on the grand-total row of groupBy(keys, true), else 0. */
  groupingFlag(keys: readonly string[]): string;
}

const BIN_UNITS: Record<Bin, string> = { hour: 'hour', day: 'day', week: 'week', month: 'month' };

/** Embedded DuckDB (the default store): `$n` placeholders, date_trunc, list functions. */
export const duckdbDialect: Dialect = {
  name: 'duckdb',
  placeholder: (index) => `$${index}`,
  // The store binds a Date as TIMESTAMP (UTC): no cast needed.
  timestampValue: (date) => date,
  timestamp: (placeholder) => placeholder,
  timeBucketMs(bin, expr, shiftMs) {
    const unit = BIN_UNITS[bin];
    if (!unit) throw new Error(`Unknown bin ${String(bin)}`);
    const shifted = shiftMs ? `(${expr} + to_milliseconds(CAST(${shiftMs} AS BIGINT)))` : expr;
    // date_trunc('week') starts weeks on Monday (ISO), as period.ts binStart assumes.
    return `epoch_ms(date_trunc('${unit}', ${shifted}))`;
  },
  countIf: (condition) => `count_if(${condition})`,
  sum: (expr) => `coalesce(sum(${expr}), 0)`,
  sumIf: (expr, condition) => `coalesce(sum(CASE WHEN ${condition} THEN ${expr} END), 0)`,
  like: (expr, pattern) => `${expr} LIKE ${pattern} ESCAPE '\\'`,
  listHasAny: (list, values) => `list_has_any(${list}, [${values.join(', ')}])`,
  listAnyLike: (list, pattern) => `len(list_filter(${list}, lambda tag: tag LIKE ${pattern} ESCAPE '\\')) > 0`,
  listKey: (list) => `nullif(array_to_string(list_sort(${list}), ','), '')`,
  floorToMultiple(expr, step) {
    if (!(step > 0) || !Number.isFinite(step)) throw new Error(`floorToMultiple needs a positive step, got ${step}`);
    return `floor(${expr} / ${step}) * ${step}`;
  },
  binIndex: (expr, step) => `CAST(floor(${expr} / CAST(${step} AS DOUBLE)) AS BIGINT)`,
  anyValue: (expr) => `any_value(${expr})`,
  countDistinct: (expr) => `count(DISTINCT ${expr})`,
  distinctListWhen: (condition, expr) => `CASE WHEN ${condition} THEN list(DISTINCT ${expr}) END`,
  groupBy: (keys, withTotal, always = []) =>
    withTotal ? `GROUP BY GROUPING SETS ((${[...always, ...keys].join(', ')}), (${always.join(', ')}))` : `GROUP BY ${[...always, ...keys].join(', ')}`,
  groupingFlag: (keys) => `CASE WHEN GROUPING(${keys.join(', ')}) = 0 THEN 0 ELSE 1 END`,
};

const DIALECTS: Record<string, Dialect> = { duckdb: duckdbDialect, clickhouse: clickhouseDialect };

/** The dialect of a store (AnalyticsStore.dialect); DuckDB when the db does not say. */
export function dialectFor(name: string | undefined): Dialect {
  const dialect = DIALECTS[name ?? 'duckdb'];
  if (!dialect) throw new Error(`No SQL dialect for analytics store '${name}'`);
  return dialect;
}
