// Identical queries must share a cache entry and an in-flight request even when their
// variables were built with keys in another order.

function stable(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(stable);
  if (value && typeof value === 'object' && !(value instanceof Date)) {
    const sorted: Record<string, unknown> = {};
    for (const key of Object.keys(value).sort()) sorted[key] = stable((value as Record<string, unknown>)[key]);
    return sorted;
  }
  return value;
}

/**
 * Query text plus variables in a canonical JSON form. The query text is used as written:
 * rewriting whitespace could change string literals inside it. No variables and `{}` are the
 * same request.
 */
export function cacheKey(query: string, variables?: Readonly<Record<string, unknown>>): string {
  return `${query}\u0000${JSON.stringify(stable(variables ?? {}))}`;
}
