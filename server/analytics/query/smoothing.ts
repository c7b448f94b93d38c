// Smoothing of arrivalTimeUtc series (CONTRACT.md §3). It works on the aggregates (counts,
// sums), not on the finished metrics, so every metric derives from smoothed numerators and
// denominators: a smoothed rate is Σ successes / Σ trials over the window (the rate of the
// window's pooled sessions), never an average of rates; cumulative rates are the running
// numerator over the running denominator, as the contract says.
import type { Aggregate, Aggregates } from './metrics';
import type { Smoothing } from './types';

/** Centred moving-average widths: stark 3 bins, gradual 7 bins. */
export const WINDOW: Record<'stark' | 'gradual', number> = { stark: 3, gradual: 7 };

function keysOf(series: readonly Aggregates[]): Aggregate[] {
  const keys = new Set<Aggregate>();
  for (const aggs of series) for (const k of Object.keys(aggs) as Aggregate[]) keys.add(k);
  return [...keys];
}

/**
 * Centred moving average of width w = 2r + 1: out[i][k] = mean of in[j][k] for
 * j ∈ [i − r, i + r] ∩ [0, n). At the ends the window is cut short and the mean is over the
 * bins that exist, so the first and last bins are not dragged towards zero.
 */
export function movingAverage(series: readonly Aggregates[], width: number): Aggregates[] {
  const r = Math.floor(width / 2);
  const keys = keysOf(series);
  return series.map((_, i) => {
    const from = Math.max(0, i - r);
    const to = Math.min(series.length - 1, i + r);
    const out: Aggregates = {};
    for (const k of keys) {
      let sum = 0;
      for (let j = from; j <= to; j++) sum += series[j][k] ?? 0;
      out[k] = sum / (to - from + 1);
    }
    return out;
  });
}

/** Running sums: out[i][k] = Σ_{j ≤ i} in[j][k]. */
export function cumulative(series: readonly Aggregates[]): Aggregates[] {
  const keys = keysOf(series);
  const running: Aggregates = {};
  return series.map((aggs) => {
    for (const k of keys) running[k] = (running[k] ?? 0) + (aggs[k] ?? 0);
    return { ...running };
  });
}

/**
 * One series (bins in time order, gaps already filled with zeros) smoothed as asked. With
 * `partialLast` the last bin has not finished (it holds now): a moving average leaves it out of
 * every window and shows it as it is, so a day half over neither drags the days before it down
 * nor passes for a finished one. A running sum still counts it: the total so far is true.
 */
export function smoothSeries(series: readonly Aggregates[], smoothing: Smoothing, partialLast = false): Aggregates[] {
  switch (smoothing) {
    case 'none':
      return series.map((a) => ({ ...a }));
    case 'stark':
    case 'gradual':
      if (partialLast && series.length > 0) return [...movingAverage(series.slice(0, -1), WINDOW[smoothing]), { ...series[series.length - 1] }];
      return movingAverage(series, WINDOW[smoothing]);
    case 'cumulative':
      return cumulative(series);
  }
}
