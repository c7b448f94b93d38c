// The Checkout Score of a site (spec §3, §5, §9): weighted sum of KPI sub-scores against the market.
import { KPIS } from './kpis';
import { ranker } from './rank';
import { kpiPoint, MIN_SUB_SCORES } from './rules';
import { marketStats } from './stats';
import { clamp, subScore, subScoreStats } from './subscore';
import type { MarketStats, Rank, ScoreResult, SiteDataRow, SubScore, SubScoreStats } from './types';

const NO_RANK: Rank = { rank: Number.NaN, total: 0, rank100: Number.NaN };
const NO_STATS = (negative: boolean): SubScoreStats => ({
  negative,
  delta: Number.NaN,
  sigmas: Number.NaN,
  bias100: Number.NaN,
  sigmaWidth100: 25,
});

/**
 * Scores one row against market stats (which may reach the browser: no other rows needed).
 * A sub-score exists when the market has stats for the KPI and the row itself counts for it
 * (finite value, weighting field ≥ 50 — the same bar the market applies). All five KPIs are
 * listed; missing ones have score NaN, weightPct 0 and weightScore 0.
 * weightPct = weight × 100 / Σ weights of the KPIs with a sub-score;
 * weightScore = round(subScore × weightPct / 100); score = clamp(Σ weightScore, 0, 100) when at
 * least 4 sub-scores exist, else NaN. Rank is left empty: it needs the other shops' scores.
 */
export function scoreSite(row: SiteDataRow, market: MarketStats, isMock = false): ScoreResult {
  const partial = KPIS.map((kpi) => {
    const stats = market[kpi.name];
    const point = kpiPoint(row, kpi);
    const value = row[kpi.name];
    const valueWeight = row[kpi.weightingField];
    const exists = stats !== undefined && point !== undefined;
    return {
      kpi,
      score: exists ? subScore(value, stats, kpi.lowerIsBetter) : Number.NaN,
      details: {
        value,
        valueWeight,
        stats: exists ? subScoreStats(value, stats, kpi.lowerIsBetter) : NO_STATS(kpi.lowerIsBetter),
        rank: NO_RANK,
      },
    };
  });

  const present = partial.filter((p) => Number.isFinite(p.score));
  const presentWeight = present.reduce((sum, p) => sum + p.kpi.weight, 0);
  const subScores: SubScore[] = partial.map((p) => {
    const weightPct = Number.isFinite(p.score) ? (p.kpi.weight * 100) / presentWeight : 0;
    const weightScore = Number.isFinite(p.score) ? Math.round((p.score * weightPct) / 100) : 0;
    return { name: p.kpi.name, weight: p.kpi.weight, weightPct, weightScore, score: p.score, details: p.details };
  });

  const score =
    present.length >= MIN_SUB_SCORES ? clamp(subScores.reduce((sum, s) => sum + s.weightScore, 0)) : Number.NaN;
  return { score, subScores, rank: NO_RANK, isMock };
}

/**
 * Scores every row against the market built from those rows, then fills the ranks: the overall
 * rank among scored shops, and each sub-score's rank among shops that have that sub-score.
 * Server-side only: it sees every row.
 */
export function scoreMarket(rows: readonly SiteDataRow[], isMock = false): Map<string, ScoreResult> {
  const market = marketStats(rows);
  const results = rows.map((row) => ({ siteId: row.siteId, result: scoreSite(row, market, isMock) }));
  // Sort-based rankers: O(n log n), so a market of 10k shops ranks in milliseconds.
  const rankScore = ranker(results.map((r) => r.result.score));
  const rankSubScore = KPIS.map((_, i) => ranker(results.map((r) => r.result.subScores[i].score)));

  const out = new Map<string, ScoreResult>();
  for (const { siteId, result } of results) {
    out.set(siteId, {
      ...result,
      rank: rankScore(result.score),
      subScores: result.subScores.map((s, i) => ({
        ...s,
        details: { ...s.details, rank: rankSubScore[i](s.score) },
      })),
    });
  }
  return out;
}
