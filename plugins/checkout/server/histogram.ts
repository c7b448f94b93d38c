import { badRequest } from './errors';

export interface HistogramBin {
  min: number;
  max: number;
  count: number;
}

/** Beyond this a histogram is a mistake in binSize, not a chart. */
export const MAX_BINS = 1000;

/** Values at the edges: 0.29 × 100 is 28.999999999999996, which must land in [29, 30). */
const snap = (value: number) => Math.round(value * 1e9) / 1e9;

/**
 * Counts values into bins [k·size, (k+1)·size) between `from` and `to` (inclusive; the last
 * bin is closed so a score of 100 counts). Without a fixed range the bins span the values,
 * and no values give no bins. Edges are k × size, not running sums, so they do not drift.
 */
export function histogram(values: readonly number[], size: number, range?: { from: number; to: number }): HistogramBin[] {
  const finite = values.map(snap).filter(Number.isFinite);
  if (!finite.length && !range) return [];
  const from = range?.from ?? Math.min(...finite);
  const to = range?.to ?? Math.max(...finite);
  const first = Math.floor(snap(from / size));
  // A fixed range ends with a closed bin at `to`; spanned values end with the bin holding the largest.
  const last = range ? Math.max(first, Math.ceil(snap(to / size)) - 1) : Math.floor(snap(to / size));
  const count = last - first + 1;
  if (count > MAX_BINS) throw badRequest(`binSize ${size} makes ${count} bins: at most ${MAX_BINS}`);
  const bins: HistogramBin[] = Array.from({ length: count }, (_, i) => ({
    min: snap((first + i) * size),
    max: snap((first + i + 1) * size),
    count: 0,
  }));
  for (const value of finite) {
    const index = Math.min(count - 1, Math.max(0, Math.floor(snap(value / size)) - first));
    bins[index].count += 1;
  }
  return bins;
}
