// Rank among scored shops (spec §9): the percent of shops with a lower score.
import type { Rank } from './types';

/**
 * rank = number of finite scores strictly below `score` (ties do not count as beaten);
 * total = number of finite scores; rank100 = round(100 × rank / total).
 * NaN rank and rank100 when `score` itself is not finite or nobody is scored.
 */
export function rankAmong(score: number, scores: readonly number[]): Rank {
  const scored = scores.filter(Number.isFinite);
  const total = scored.length;
  if (!Number.isFinite(score) || total === 0) return { rank: Number.NaN, total, rank100: Number.NaN };
  const rank = scored.filter((s) => s < score).length;
  return { rank, total, rank100: Math.round((100 * rank) / total) };
}

/**
 * rankAmong for many scores at once. rankAmong filters the whole list per call, so ranking
 * every shop with it is O(n²): ~40 s for 10k shops. Here the finite scores are
 * sorted once and each rank is a binary search, O(n log n), with the same semantics:
 * rank = number of finite scores strictly below, total = number of finite scores,
 * rank100 = round(100 × rank / total), NaN rank/rank100 for a non-finite score or no total.
 */
export function ranker(scores: readonly number[]): (score: number) => Rank {
  const sorted = Float64Array.from(scores.filter(Number.isFinite)).sort();
  const total = sorted.length;
  return (score) => {
    if (!Number.isFinite(score) || total === 0) return { rank: Number.NaN, total, rank100: Number.NaN };
    let lo = 0;
    let hi = total;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (sorted[mid] < score) lo = mid + 1;
      else hi = mid;
    }
    return { rank: lo, total, rank100: Math.round((100 * lo) / total) };
  };
}
