// ClickHouse SQL for the compiler (embedded chDB or a server/cluster: the same SQL). Typed
// named placeholders; countIf/sumIf; ISO weeks by toStartOfWeek(…, 1); arrays for site_tags.
// The store runs with join_use_nulls = 1 and group_by_use_nulls = 1 (store/clickhouse/settings.ts),
// so a LEFT JOIN miss and a rolled-up key are NULL as in standard SQL, not a type default.
import { clickhouseParamType } from '../store/clickhouse/params';
import type { Dialect } from './dialect';
import type { Bin } from './types';

const BIN_STARTS: Record<Bin, (expr: string) => string> = {
  hour: (expr) => `toStartOfHour(${expr})`,
  day: (expr) => `toStartOfDay(${expr})`,
  // Mode 1: weeks start on Monday (ISO), as period.ts binStart assumes. Date → DateTime in UTC.
  week: (expr) => `toDateTime(toStartOfWeek(${expr}, 1), 'UTC')`,
  month: (expr) => `toDateTime(toStartOfMonth(${expr}), 'UTC')`,
};

export const clickhouseDialect: Dialect = {
  name: 'clickhouse',
  placeholder: (index, value) => `{p${index}:${clickhouseParamType(value, index - 1)}}`,
  // The store formats a Date for the DateTime64(3, 'UTC') placeholder itself.
  timestampValue: (date) => date,
  timestamp: (placeholder) => placeholder,
  timeBucketMs(bin, expr, shiftMs) {
    const start = BIN_STARTS[bin];
    if (!start) throw new Error(`Unknown bin ${String(bin)}`);
    const shifted = shiftMs ? `addMilliseconds(${expr}, ${shiftMs})` : expr;
    return `toInt64(toUnixTimestamp(${start(shifted)})) * 1000`;
  },
  countIf: (condition) => `countIf(${condition})`,
  // sum over only NULLs is NULL for a Nullable column: 0, as the contract says.
  sum: (expr) => `coalesce(sum(${expr}), 0)`,
  sumIf: (expr, condition) => `coalesce(sumIf(${expr}, ${condition}), 0)`,
  // ClickHouse's LIKE escapes with '\' already.
  like: (expr, pattern) => `${expr} LIKE ${pattern}`,
  listHasAny: (list, values) => `hasAny(${list}, [${values.join(', ')}])`,
  listAnyLike: (list, pattern) => `arrayExists(tag -> tag LIKE ${pattern}, ${list})`,
  listKey: (list) => `nullIf(arrayStringConcat(arraySort(${list}), ','), '')`,
  floorToMultiple(expr, step) {
    if (!(step > 0) || !Number.isFinite(step)) throw new Error(`floorToMultiple needs a positive step, got ${step}`);
    return `floor(${expr} / ${step}) * ${step}`;
  },
  binIndex: (expr, step) => `toInt64(floor(${expr} / toFloat64(${step})))`,
  anyValue: (expr) => `any(${expr})`,
  // Exact: the privacy threshold compares it with a small number (uniq() is approximate).
  countDistinct: (expr) => `uniqExact(${expr})`,
  // Arrays cannot be Nullable in ClickHouse: an empty list stands for "not asked".
  distinctListWhen: (condition, expr) => `if(${condition}, groupUniqArray(${expr}), [])`,
  groupBy: (keys, withTotal, always = []) =>
    withTotal ? `GROUP BY GROUPING SETS ((${[...always, ...keys].join(', ')}), (${always.join(', ')}))` : `GROUP BY ${[...always, ...keys].join(', ')}`,
  groupingFlag: (keys) => `CASE WHEN grouping(${keys.join(', ')}) = 0 THEN 0 ELSE 1 END`,
};
