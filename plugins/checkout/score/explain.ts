// Why a score is what it is (issue 12, part 3): each KPI's points, why a KPI weighs nothing,
// and what reaching the market median would add. Works on the wire shapes (null for "none"),
// so the browser can explain the answer it holds without another request.
import { MIN_KPI_WEIGHT } from './rules';
import { clamp, SIGMA_WIDTH_100 } from './subscore';

const NEUTRAL = 50;

/** What explaining one KPI needs of its sub-score (GraphQL SubScore). */
export interface ExplainableSubScore {
  name: string;
  weightPct: number;
  weightScore: number;
  score: number | null;
  marketSuppressed: boolean;
  details: { value: number | null; valueWeight: number | null; stats: { negative: boolean } };
}

/**
 * Why a KPI adds no points, in the order the engine checks: the market withheld for this
 * reader, no market for it at all, the store has no value, the store has too few of the
 * KPI's weighting events (carts, orders… under 50) for its rate to be trusted.
 */
export type ZeroWeightReason = 'marketTooSmall' | 'noMarket' | 'noValue' | 'tooFewEvents';

export interface KpiExplanationFacts {
  name: string;
  /** Points this KPI adds to the total (its rounded weighted sub-score). */
  points: number;
  /** Its share of the total in percent (0 when it has no sub-score). */
  weightPct: number;
  /** null when the KPI counts. */
  zeroWeightReason: ZeroWeightReason | null;
  /**
   * Points the TOTAL would gain if this KPI's value were the market median (its sub-score 50),
   * everything else unchanged, with the total's rounding and clamping. null when the KPI does
   * not count or is already at or above the median.
   */
  gainAtMedian: number | null;
}

/** The engine's total: Σ rounded weighted sub-scores, clamped to 0-100 (score.ts). */
const total = (points: readonly number[]) => clamp(points.reduce((sum, p) => sum + p, 0));

function zeroWeightReason(s: ExplainableSubScore, hasMarket: boolean): ZeroWeightReason | null {
  if (s.score !== null) return null;
  if (s.marketSuppressed) return 'marketTooSmall';
  if (!hasMarket) return 'noMarket';
  if (s.details.value === null) return 'noValue';
  if (s.details.valueWeight === null || s.details.valueWeight < MIN_KPI_WEIGHT) return 'tooFewEvents';
  return 'noValue';
}

/**
 * One explanation per sub-score. `marketKpis`: the KPIs whose market the reader received.
 * The gain keeps the other KPIs' points and this KPI's weight: reaching the median moves the
 * sub-score to 50 and its points to round(50 × weightPct / 100).
 */
export function explainScore(subScores: readonly ExplainableSubScore[], marketKpis: ReadonlySet<string>): KpiExplanationFacts[] {
  const points = subScores.map((s) => (s.score === null ? 0 : s.weightScore));
  const now = total(points);
  return subScores.map((s, i) => {
    const reason = zeroWeightReason(s, marketKpis.has(s.name));
    let gainAtMedian: number | null = null;
    if (reason === null && s.score !== null && s.score < NEUTRAL) {
      const atMedian = points.map((p, j) => (j === i ? Math.round((NEUTRAL * s.weightPct) / 100) : p));
      gainAtMedian = total(atMedian) - now;
    }
    return { name: s.name, points: points[i], weightPct: reason === null ? s.weightPct : 0, zeroWeightReason: reason, gainAtMedian };
  });
}

/**
 * How far rounding each KPI's points can move the total away from the rounded sum of the
 * unrounded points: up to 0.5 per KPI that counts (5 KPIs: 2.5). Shown beside the points so a
 * reader who adds the sub-scores × weights by hand knows why the totals may differ.
 */
export function roundingSlack(subScores: readonly ExplainableSubScore[]): number {
  return subScores.filter((s) => s.score !== null).length * 0.5;
}

/** Points per standard deviation from the median (spec §9), re-exported for the explanation text. */
export const POINTS_PER_DEVIATION = SIGMA_WIDTH_100;
