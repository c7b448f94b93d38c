// The few pieces of the recommendation reports' SQL that DuckDB and ClickHouse spell
// differently (lists, arg-min, semi-joins, rows as JSON, local time buckets). Everything else
// in visits-sql.ts, metrics.ts and agency-metrics.ts is SQL both engines run as written:
// FILTER clauses, ASOF JOIN, GROUP BY ALL, window functions, MATERIALIZED CTEs.

export interface RecSqlDialect {
  readonly name: 'duckdb' | 'clickhouse';
  /** A bound Date param as a timestamp (`$n` comes typed as DateTime64 on ClickHouse). */
  timestamp(param: string): string;
  /** True when the list column holds the value. */
  contains(list: string, value: string): string;
  /** True when the list column shares a value with the bound string list `param`. */
  hasAny(list: string, param: string): string;
  /** True when the bound string list `param` holds the value of `column`. */
  inList(column: string, param: string): string;
  /** The distinct non-NULL values of `expr` over rows where `cond`, as a list ([] for none). */
  distinctList(expr: string, cond: string): string;
  argMin(value: string, by: string): string;
  /** The start of the UTC month of a timestamp. */
  monthStart(ts: string): string;
  readonly semiJoin: string;
  readonly unionDistinct: string;
  /** One row of `columns` (an aliased select list) over `from`, as a JSON object text. */
  jsonRow(columns: string, from: string): string;
  /** The rows of `columns` over `from` grouped by `groupBy` (when given), as a JSON array text. */
  jsonRows(columns: string, from: string, groupBy?: string): string;
  /** `ts` (UTC) truncated to the local hour or day of `zone` (a bound param), as 'YYYY-MM-DD HH:MM'. */
  localBucket(unit: 'hour' | 'day', ts: string, zone: string): string;
  /** What ends the statement (ClickHouse: the settings the JSON rows need). */
  readonly tail: string;
}

export const duckdbRecSql: RecSqlDialect = {
  name: 'duckdb',
  timestamp: (param) => `${param}::TIMESTAMP`,
  contains: (list, value) => `list_contains(${list}, ${value})`,
  hasAny: (list, param) => `list_has_any(${list}, ${param}::VARCHAR[])`,
  inList: (column, param) => `list_contains(${param}::VARCHAR[], ${column})`,
  distinctList: (expr, cond) => `coalesce(list(DISTINCT ${expr}) FILTER (WHERE ${expr} IS NOT NULL AND ${cond}), [])`,
  argMin: (value, by) => `arg_min(${value}, ${by})`,
  monthStart: (ts) => `date_trunc('month', ${ts})`,
  semiJoin: 'SEMI JOIN',
  unionDistinct: 'UNION',
  jsonRow: (columns, from) => `(SELECT to_json(t) FROM (SELECT ${columns} FROM ${from}) t)`,
  jsonRows: (columns, from, groupBy) => `(SELECT to_json(list(t)) FROM (SELECT ${columns} FROM ${from}${groupBy ? ` GROUP BY ${groupBy}` : ''}) t)`,
  localBucket: (unit, ts, zone) => `strftime(date_trunc('${unit}', timezone(${zone}, timezone('UTC', ${ts}))), '%Y-%m-%d %H:%M')`,
  tail: '',
};

export const clickhouseRecSql: RecSqlDialect = {
  name: 'clickhouse',
  timestamp: (param) => param,
  contains: (list, value) => `has(${list}, ${value})`,
  hasAny: (list, param) => `hasAny(${list}, ${param})`,
  inList: (column, param) => `has(${param}, ${column})`,
  distinctList: (expr, cond) => `groupUniqArrayIf(assumeNotNull(${expr}), ${expr} IS NOT NULL AND ${cond})`,
  argMin: (value, by) => `argMin(${value}, ${by})`,
  monthStart: (ts) => `toDateTime64(toStartOfMonth(${ts}), 6, 'UTC')`,
  semiJoin: 'LEFT SEMI JOIN',
  unionDistinct: 'UNION DISTINCT',
  // A named tuple is a JSON object (enable_named_columns_in_function_tuple, in `tail`).
  jsonRow: (columns, from) => `(SELECT toJSONString(tuple(${columns})) FROM ${from})`,
  jsonRows: (columns, from, groupBy) => `(SELECT toJSONString(groupArray(t)) FROM (SELECT tuple(${columns}) AS t FROM ${from}${groupBy ? ` GROUP BY ${groupBy}` : ''}))`,
  localBucket: (unit, ts, zone) => `formatDateTime(${unit === 'hour' ? 'toStartOfHour' : 'toStartOfDay'}(toTimeZone(${ts}, ${zone})), '%Y-%m-%d %H:%i')`,
  // Standard SQL scoping: `sum(orders) AS orders` beside `FILTER (WHERE orders > 0)` reads the
  // column there, as in DuckDB, not the alias (prefer_column_name_to_alias).
  tail: '\nSETTINGS enable_named_columns_in_function_tuple = 1, prefer_column_name_to_alias = 1, enable_materialized_cte = 1',
};

export const recSqlFor = (dialect: string | undefined): RecSqlDialect => (dialect === 'clickhouse' ? clickhouseRecSql : duckdbRecSql);
