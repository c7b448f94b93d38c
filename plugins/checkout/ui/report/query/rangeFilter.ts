// The numeric range filter of spec §5: one operator and a number within optional bounds;
// 'all' means no filter.
import { MAX_FILTER_NUMBER } from '../../../filterLimits';
import { REPORT_MESSAGES as M } from '../messages';

export const RANGE_OPERATORS = ['all', 'gte', 'gt', 'lte', 'lt'] as const;
export type RangeOperator = (typeof RANGE_OPERATORS)[number];

export const RANGE_OPERATOR_LABELS: Record<RangeOperator, string> = {
  all: M.rangeAll,
  gte: 'greater than or equal',
  gt: 'greater than',
  lte: 'less than or equal',
  lt: 'less than',
};

export interface RangeFilterValue {
  op: RangeOperator;
  value?: number;
}

export interface RangeBounds {
  min?: number;
  max?: number;
}

/** Spec §5 placeholder: which bounds the entry has. */
export function rangePlaceholder({ min, max }: RangeBounds): string {
  if (min !== undefined && max !== undefined) return M.rangeBoth;
  if (max !== undefined) return M.rangeMaxOnly;
  if (min !== undefined) return M.rangeMinOnly;
  return M.rangeNone;
}

/** The bounds in words, for the error under the field ('0 to 10000', '100 or less'). */
export function boundsText({ min, max }: RangeBounds): string {
  if (min !== undefined && max !== undefined) return `${min} to ${max}`;
  if (max !== undefined) return `${max} or less`;
  if (min !== undefined) return `${min} or higher`;
  return 'any number';
}

export type RangeEntry = { ok: true; value: number } | { ok: false; error: string };

/**
 * Spec §5: the entry must be a number within the optional min and max, and always within what
 * the server takes (±MAX_FILTER_NUMBER): 1e20 once enabled Apply and the page then showed the
 * server's raw refusal.
 */
export function parseRangeEntry(text: string, bounds: RangeBounds): RangeEntry {
  const trimmed = text.trim();
  const value = trimmed === '' ? Number.NaN : Number(trimmed);
  const error = { ok: false as const, error: M.rangeInvalid(boundsText(bounds)) };
  if (!Number.isFinite(value)) return error;
  if (bounds.min !== undefined && value < bounds.min) return error;
  if (bounds.max !== undefined && value > bounds.max) return error;
  if (Math.abs(value) > MAX_FILTER_NUMBER) return { ok: false, error: M.rangeTooLarge(MAX_FILTER_NUMBER.toLocaleString('en-US')) };
  return { ok: true, value };
}

/** The where.<field> NumberFilter, or undefined for 'all' (no filter). */
export function numberFilter(filter: RangeFilterValue | undefined): Partial<Record<Exclude<RangeOperator, 'all'>, number>> | undefined {
  if (!filter || filter.op === 'all' || filter.value === undefined || !Number.isFinite(filter.value)) return undefined;
  return { [filter.op]: filter.value };
}
