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
