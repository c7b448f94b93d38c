// JS params → ClickHouse query parameters. ClickHouse binds by name with the type written in
// the SQL (`{p1:String}`), so the type is read off the JS value, the same way for the query
// compiler's placeholders (query/dialect-clickhouse.ts) and for hand-written `$n` SQL.
import { UnsupportedParamError } from '../values';

const TIMESTAMP_TYPE = "DateTime64(3, 'UTC')";

function scalarType(value: unknown, index: number): string {
  if (value === null || value === undefined) return 'Nullable(String)';
  if (typeof value === 'string') return 'String';
  if (typeof value === 'boolean') return 'Bool';
  if (typeof value === 'bigint') return 'Int64';
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) throw new UnsupportedParamError(index, String(value));
    return Number.isSafeInteger(value) ? 'Int64' : 'Float64';
  }
  if (value instanceof Date) return TIMESTAMP_TYPE;
  throw new UnsupportedParamError(index, Array.isArray(value) ? 'nested list' : typeof value);
}

/** The ClickHouse type of the 0-based param `index`; lists of numbers are Float64 (as DuckDB's DOUBLE[]). */
export function clickhouseParamType(value: unknown, index: number): string {
  if (!Array.isArray(value)) return scalarType(value, index);
  const types = new Set(value.filter((item) => item !== null && item !== undefined).map((item) => scalarType(item, index)));
  if (types.has('Int64') && types.has('Float64')) types.delete('Int64');
  if (types.size > 1) throw new UnsupportedParamError(index, 'list of mixed types');
  const [type = 'String'] = [...types];
  const element = type === 'Int64' ? 'Float64' : type;
  return value.some((item) => item === null || item === undefined) ? `Array(Nullable(${element}))` : `Array(${element})`;
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** A Date as ClickHouse's text form of DateTime64(3) in UTC. */
export function clickhouseTimestamp(date: Date, index = 0): string {
  const ms = date.getTime();
  if (Number.isNaN(ms)) throw new UnsupportedParamError(index, 'Invalid Date');
  return `${date.getUTCFullYear()}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())} ${pad(date.getUTCHours())}:${pad(date.getUTCMinutes())}:${pad(date.getUTCSeconds())}.${pad(date.getUTCMilliseconds(), 3)}`;
}

/** The value each transport's own formatter sends: dates as text, the rest as they are. */
function paramValue(value: unknown, index: number): unknown {
  if (value instanceof Date) return clickhouseTimestamp(value, index);
  if (Array.isArray(value)) return value.map((item) => paramValue(item, index));
  return value ?? null;
}

/**
 * Where the quoted string or identifier opening at `start` ends (its closing quote), skipping
 * backslash escapes: placeholder-like text inside quotes is the user's text, never a parameter.
 */
export function quotedEnd(sql: string, start: number): number {
  const quote = sql[start];
  let j = start + 1;
  while (j < sql.length && sql[j] !== quote) j += sql[j] === '\\' ? 2 : 1;
  return j;
}

export interface BoundStatement {
  sql: string;
  /** Named params p1..pn. */
  params: Record<string, unknown>;
}

/**
 * Binds positional params: `{pN:Type}` placeholders (the compiler's) take params[N-1] as they
 * are; `$N` placeholders (hand-written SQL, CONTRACT.md §1) become `{pN:Type}` first. Quoted
 * strings and identifiers are left alone, so a `$1` inside a literal stays text.
 */
export function bindParams(sql: string, params: readonly unknown[] = []): BoundStatement {
  const types = params.map((value, i) => clickhouseParamType(value, i));
  const used = new Set<number>();
  let out = '';
  for (let i = 0; i < sql.length; i++) {
    const c = sql[i];
    if (c === "'" || c === '"' || c === '`') {
      const end = quotedEnd(sql, i);
      out += sql.slice(i, end + 1);
      i = end;
      continue;
    }
    const dollar = c === '$' ? /^\$(\d+)/.exec(sql.slice(i)) : null;
    if (dollar) {
      const n = Number(dollar[1]);
      if (n < 1 || n > params.length) throw new Error(`Analytics query param $${n}: no value was provided`);
      used.add(n);
      out += `{p${n}:${types[n - 1]}}`;
      i += dollar[0].length - 1;
      continue;
    }
    out += c;
  }
  for (const match of out.matchAll(/\{p(\d+):/g)) used.add(Number(match[1]));
  const named: Record<string, unknown> = {};
  for (const n of used) {
    if (n > params.length) throw new Error(`Analytics query param $${n}: no value was provided`);
    named[`p${n}`] = paramValue(params[n - 1], n - 1);
  }
  return { sql: out, params: named };
}
