// Text filters (spec §5 "Report query"): values with a wildcard match as a pattern ('like'),
// the others exactly ('in'). CONTRACT §3 TextFilter carries both in one `in` list and the
// server picks LIKE per value by the same rule, so the client only normalises and classifies.
import { dimensionInfo } from '../definitions/dimensions';

export type TextMatch = 'like' | 'in';

/** 'like' for a value with * (or %, the SQL spelling), else 'in'. */
export function textMatch(value: string): TextMatch {
  return /[*%]/.test(value) ? 'like' : 'in';
}

/** A typed value as stored: trimmed, in the dimension's case ('Phone' → 'phone', 'us' → 'US'). */
export function normaliseFilterValue(dimension: string, value: string): string {
  const trimmed = value.trim();
  const valueCase = dimensionInfo(dimension)?.valueCase ?? 'asis';
  if (valueCase === 'lower') return trimmed.toLowerCase();
  if (valueCase === 'upper') return trimmed.toUpperCase();
  return trimmed;
}

export interface TextFilterValue {
  in: string[];
}

/** The where.<dimension> of a filter, or undefined when it filters nothing. */
export function textFilter(dimension: string, values: readonly string[]): TextFilterValue | undefined {
  const normalised = [...new Set(values.map((v) => normaliseFilterValue(dimension, v)).filter(Boolean))];
  return normalised.length > 0 ? { in: normalised } : undefined;
}

/** The values of a filter split by how they match (for the filter's hint and for tests). */
export function splitByMatch(values: readonly string[]): Record<TextMatch, string[]> {
  return { like: values.filter((v) => textMatch(v) === 'like'), in: values.filter((v) => textMatch(v) === 'in') };
}
