// Values across the DuckDB boundary: JS params in, plain JSON-friendly values out.
import {
  BOOLEAN,
  DOUBLE,
  DuckDBTypeId,
  JSDuckDBValueConverter,
  type JS,
  LIST,
  TIMESTAMP,
  VARCHAR,
  listValue,
  timestampValue,
  type DuckDBType,
  type DuckDBValue,
  type DuckDBValueConverter,
} from '@duckdb/node-api';

const MAX_JS_DATE_MS = 8.64e15;

/** Milliseconds → ISO string, or undefined when a JS Date cannot hold it (e.g. 'infinity'). */
function isoFromMillis(ms: number): string | undefined {
  return Number.isFinite(ms) && Math.abs(ms) <= MAX_JS_DATE_MS ? new Date(ms).toISOString() : undefined;
}

const TIMESTAMP_UNITS_PER_MS: Partial<Record<DuckDBTypeId, bigint>> = {
  [DuckDBTypeId.TIMESTAMP]: 1000n,
  [DuckDBTypeId.TIMESTAMP_TZ]: 1000n,
  [DuckDBTypeId.TIMESTAMP_NS]: 1_000_000n,
};

/**
 * DuckDB value → what the contract promises: numbers for every numeric type (a count's
 * BIGINT or a sum's HUGEINT would otherwise be a bigint, which JSON cannot carry),
 * timestamps as ISO-8601 UTC strings with 'Z', dates as 'YYYY-MM-DD', lists as arrays.
 * Everything else follows the library's own JS conversion, applied recursively.
 */
export const toPlainValue: DuckDBValueConverter<unknown> = (value, type, converter) => {
  if (value === null || value === undefined) return null;
  switch (type.typeId) {
    case DuckDBTypeId.BIGINT:
    case DuckDBTypeId.UBIGINT:
    case DuckDBTypeId.HUGEINT:
    case DuckDBTypeId.UHUGEINT:
    case DuckDBTypeId.BIGNUM:
      return typeof value === 'bigint' ? Number(value) : Number(value as unknown as number);
    case DuckDBTypeId.TIMESTAMP:
    case DuckDBTypeId.TIMESTAMP_TZ:
    case DuckDBTypeId.TIMESTAMP_NS: {
      const micros = (value as { micros?: bigint; nanos?: bigint }).micros ?? (value as { nanos: bigint }).nanos;
      const ms = Number(micros / TIMESTAMP_UNITS_PER_MS[type.typeId]!);
      return isoFromMillis(ms) ?? String(value);
    }
    case DuckDBTypeId.TIMESTAMP_MS:
      return isoFromMillis(Number((value as { millis: bigint }).millis)) ?? String(value);
    case DuckDBTypeId.TIMESTAMP_S:
      return isoFromMillis(Number((value as { seconds: bigint }).seconds) * 1000) ?? String(value);
    case DuckDBTypeId.DATE:
      return isoFromMillis((value as { days: number }).days * 86_400_000)?.slice(0, 10) ?? String(value);
    case DuckDBTypeId.INTERVAL:
      // A JSON-safe shape: micros can exceed 2^53 only for intervals of ~285 years.
      return { ...(value as { months: number; days: number }), micros: Number((value as { micros: bigint }).micros) };
    default:
      // Nested values (lists, structs) recurse through this converter, not the library's.
      return JSDuckDBValueConverter(value, type, converter as DuckDBValueConverter<JS>);
  }
};

/** Thrown (as a rejection) for a param the store cannot bind. */
export class UnsupportedParamError extends Error {
  constructor(index: number, what: string) {
    super(`Analytics query param $${index + 1}: unsupported value (${what})`);
    this.name = 'UnsupportedParamError';
  }
}

export interface BoundParam {
  value: DuckDBValue;
  type: DuckDBType | undefined;
}

function elementType(items: readonly unknown[], index: number): DuckDBType {
  const sample = items.find((item) => item !== null && item !== undefined);
  if (sample === undefined || typeof sample === 'string') return VARCHAR;
  // Doubles for any number list, so [1, 2.5] does not fail on an INTEGER inferred from 1.
  if (typeof sample === 'number') return DOUBLE;
  if (typeof sample === 'boolean') return BOOLEAN;
  if (sample instanceof Date) return TIMESTAMP;
  throw new UnsupportedParamError(index, Array.isArray(sample) ? 'nested list' : `list of ${typeof sample}`);
}

function scalar(value: unknown, index: number): DuckDBValue {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string' || typeof value === 'boolean' || typeof value === 'bigint') return value;
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) throw new UnsupportedParamError(index, String(value));
    return value;
  }
  if (value instanceof Date) {
    const ms = value.getTime();
    if (Number.isNaN(ms)) throw new UnsupportedParamError(index, 'Invalid Date');
    return timestampValue(BigInt(ms) * 1000n);
  }
  throw new UnsupportedParamError(index, Array.isArray(value) ? 'nested list' : typeof value);
}

/**
 * JS param → DuckDB value and type. Strings, numbers, booleans, bigints and null bind as
 * themselves (types inferred by the library); Dates as TIMESTAMP (UTC); arrays as LISTs, an
 * empty one as an empty VARCHAR[] (the library cannot infer a type from nothing).
 */
export function toParam(value: unknown, index: number): BoundParam {
  if (Array.isArray(value)) {
    const type = elementType(value, index);
    const items = value.map((item) => scalar(item, index));
    const sameType = (item: DuckDBValue) =>
      item === null || (type === VARCHAR ? typeof item === 'string' : type === DOUBLE ? typeof item === 'number' : type === BOOLEAN ? typeof item === 'boolean' : typeof item === 'object');
    if (!items.every(sameType)) throw new UnsupportedParamError(index, 'list of mixed types');
    return { value: listValue(items), type: LIST(type) };
  }
  if (value instanceof Date) return { value: scalar(value, index), type: TIMESTAMP };
  return { value: scalar(value, index), type: undefined };
}
