// histogram(where, field, binSize): sessions bucketed by a numeric column (CONTRACT.md §3).
import type { AnalyticsDb } from '../store/types';
import { FROM_SESSIONS, JOIN_SITES, needsSites, Params, whereSql } from './compile';
import { dialectFor, type Dialect } from './dialect';
import { badQuery, MAX_BIN_SIZE, MAX_HISTOGRAM_BINS, MESSAGES, MIN_BIN_SIZE } from './errors';
import type { SessionFilters, TimeRange } from './types';

/** Spec §9: the histogram's default bin size. */
export const DEFAULT_BIN_SIZE = 10;

/** Field name → session column (a whitelist: nothing else reaches the SQL). */
const HISTOGRAM_COLUMNS = { cartValue: 'x.cart_value', revenue: 'x.revenue', pageViews: 'x.page_views' } as const;
export type HistogramField = keyof typeof HISTOGRAM_COLUMNS;

export interface HistogramQuery {
  range: TimeRange;
  filters: SessionFilters;
  field: HistogramField;
  binSize: number;
}

export interface HistogramBin {
  min: number;
  max: number;
  visits: number;
  conversions: number;
}

export interface Histogram {
  field: HistogramField;
  binSize: number;
  bins: HistogramBin[];
}

export function parseHistogramArgs(field: string, binSize: number | null | undefined): { field: HistogramField; binSize: number } {
  if (!Object.hasOwn(HISTOGRAM_COLUMNS, field)) throw badQuery(MESSAGES.badHistogramField(field));
  const size = binSize ?? DEFAULT_BIN_SIZE;
  if (!(size >= MIN_BIN_SIZE && size <= MAX_BIN_SIZE)) throw badQuery(MESSAGES.badBinSize);
  return { field: field as HistogramField, binSize: size };
}

/**
 * Bin index i = floor(value / binSize); the bin is [i × binSize, (i + 1) × binSize). Sessions
 * without a value (cart_value NULL: no cart) are left out. At most MAX_HISTOGRAM_BINS + 1
 * distinct bins are read, enough to refuse a too-fine binSize.
 */
export function compileHistogram(dialect: Dialect, q: HistogramQuery) {
  const params = new Params(dialect);
  const column = HISTOGRAM_COLUMNS[q.field];
  const select = `SELECT ${dialect.binIndex(column, params.add(q.binSize))} AS k_bin, count(*) AS a_visits, ${dialect.countIf('x.converted')} AS a_conversions`;
  const where = [...whereSql(dialect, { range: q.range, filters: q.filters, excludeSites: false }, params), `${column} IS NOT NULL`];
  const lines = [select, FROM_SESSIONS];
  if (needsSites({ dimensions: [], siteName: false, filters: q.filters })) lines.push(JOIN_SITES);
  lines.push(`WHERE ${where.join(' AND ')}`, 'GROUP BY k_bin', 'ORDER BY k_bin', `LIMIT ${params.add(MAX_HISTOGRAM_BINS + 1)}`);
  return { sql: lines.join('\n'), params: params.values };
}

/** Bin edges without float noise (0.1 × 3 → 0.3, not 0.30000000000000004). */
const edge = (index: number, size: number) => Number((index * size).toPrecision(12));

/** Rows → bins from the lowest to the highest non-empty one, empty bins in between as zeros. */
export function histogramBins(rows: ReadonlyArray<{ k_bin: unknown; a_visits: unknown; a_conversions: unknown }>, binSize: number): HistogramBin[] {
  if (rows.length > MAX_HISTOGRAM_BINS) throw badQuery(MESSAGES.tooManyBins);
  if (!rows.length) return [];
  const byIndex = new Map(rows.map((r) => [Number(r.k_bin), r]));
  const indexes = [...byIndex.keys()];
  const first = Math.min(...indexes);
  const last = Math.max(...indexes);
  if (last - first + 1 > MAX_HISTOGRAM_BINS) throw badQuery(MESSAGES.tooManyBins);
  const bins: HistogramBin[] = [];
  for (let i = first; i <= last; i++) {
    const row = byIndex.get(i);
    bins.push({ min: edge(i, binSize), max: edge(i + 1, binSize), visits: Number(row?.a_visits ?? 0), conversions: Number(row?.a_conversions ?? 0) });
  }
  return bins;
}

export async function runHistogram(db: AnalyticsDb & { dialect?: string }, q: HistogramQuery, dialect: Dialect = dialectFor(db.dialect)): Promise<Histogram> {
  const { sql, params } = compileHistogram(dialect, q);
  const rows = await db.all<{ k_bin: unknown; a_visits: unknown; a_conversions: unknown }>(sql, params);
  return { field: q.field, binSize: q.binSize, bins: histogramBins(rows, q.binSize) };
}
