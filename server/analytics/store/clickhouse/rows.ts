// ClickHouse answers (JSONCompact: column names and types, then rows of values) → the plain
// values CONTRACT.md §1 promises, the same as the DuckDB store gives: numbers for every
// integer width, timestamps as ISO-8601 UTC with 'Z', dates 'YYYY-MM-DD', NULL as null.

export interface ColumnMeta {
  name: string;
  type: string;
}

export interface CompactResult {
  meta: ColumnMeta[];
  data: unknown[][];
}

/** The type inside Nullable(…) and LowCardinality(…) wrappers. */
export function baseType(type: string): string {
  const inner = /^(?:Nullable|LowCardinality)\((.*)\)$/.exec(type);
  return inner ? baseType(inner[1]) : type;
}

/** 'YYYY-MM-DD hh:mm:ss[.fff…]' (UTC: the store's session time zone) → ISO with milliseconds. */
function isoFromClickHouse(text: string): string {
  const [date, time = '00:00:00'] = text.split(' ');
  const [clock, fraction = ''] = time.split('.');
  const iso = `${date}T${clock}.${fraction.padEnd(3, '0').slice(0, 3)}Z`;
  const ms = Date.parse(iso);
  return Number.isNaN(ms) ? text : new Date(ms).toISOString();
}

type Convert = (value: unknown) => unknown;

const identity: Convert = (value) => value;

/** A converter per column type, decided once per answer, not per value. */
export function converterFor(type: string): Convert {
  const base = baseType(type);
  const array = /^Array\((.*)\)$/.exec(base);
  if (array) {
    const item = converterFor(array[1]);
    return (value) => (Array.isArray(value) ? value.map((v) => (v === null ? null : item(v))) : value);
  }
  if (/^(U?Int(8|16|32|64|128|256)|Decimal|Float(32|64))/.test(base)) return (value) => (typeof value === 'string' ? Number(value) : value);
  if (/^DateTime(64)?\b/.test(base)) return (value) => (typeof value === 'string' ? isoFromClickHouse(value) : value);
  if (/^Date(32)?$/.test(base)) return identity;
  return identity;
}

/** Rows as objects keyed by column name, values converted. */
export function toRowObjects<T>(result: CompactResult): T[] {
  const converters = result.meta.map((column) => converterFor(column.type));
  const names = result.meta.map((column) => column.name);
  return result.data.map((row) => {
    const out: Record<string, unknown> = {};
    for (let i = 0; i < names.length; i++) out[names[i]] = row[i] === null ? null : converters[i](row[i]);
    return out as T;
  });
}
