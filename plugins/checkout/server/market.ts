import { isIncludedInMarket, KPIS, marketStats, scoreSite, type MarketStats, type ScoreResult, type ShopProfile, type SiteDataRow } from '../score';
import { ranker } from '../score';
import { kpiMarketShops } from './market-privacy';

/** One period's market, scored: everything both score queries read. Server memory only. */
export interface ScoredMarket {
  rows: readonly SiteDataRow[];
  rowsById: ReadonlyMap<string, SiteDataRow>;
  market: MarketStats;
  results: ReadonlyMap<string, ScoreResult>;
  /** Shops with a score (the overall rank's total). */
  scoredCount: number;
  /** Per KPI, in KPIS order: shops with that sub-score (the sub-score rank's total). */
  subScoredCounts: readonly number[];
  /** Rows with any visits ('{m} with data'). */
  sitesWithData: number;
  /** Rows that pass the inclusion bars ('{n} sites made the bar'). */
  sitesMadeBar: number;
  /** Per KPI, the shops its market stats come from (market-privacy.ts). */
  kpiShops: ReadonlyMap<string, readonly string[]>;
  /** What puts each shop in a peer group (tags, home country); empty when not known. */
  profiles: ReadonlyMap<string, ShopProfile>;
}

/**
 * What scoreMarket (../score/score.ts) computes — the market built from every row, each row
 * scored against it, overall and per-KPI ranks among the scored — with O(n log n) ranking
 * (ranks.ts), so 10k shops score in tens of milliseconds. market.test.ts holds the two equal.
 */
export function scoreWholeMarket(rows: readonly SiteDataRow[], profiles: ReadonlyMap<string, ShopProfile> = new Map()): ScoredMarket {
  const market = marketStats(rows);
  const scored = rows.map((row) => scoreSite(row, market));
  const overall = ranker(scored.map((r) => r.score));
  const perKpi = KPIS.map((_, i) => ranker(scored.map((r) => r.subScores[i].score)));

  const results = new Map<string, ScoreResult>();
  rows.forEach((row, index) => {
    const result = scored[index];
    results.set(row.siteId, {
      ...result,
      rank: overall(result.score),
      subScores: result.subScores.map((s, i) => ({ ...s, details: { ...s.details, rank: perKpi[i](s.score) } })),
    });
  });

  const rowsById = new Map(rows.map((row) => [row.siteId, row]));
  return {
    rows,
    rowsById,
    market,
    results,
    scoredCount: overall(0).total,
    subScoredCounts: perKpi.map((rank) => rank(0).total),
    sitesWithData: rows.filter((row) => row.visits > 0).length,
    sitesMadeBar: rows.filter(isIncludedInMarket).length,
    kpiShops: kpiMarketShops(rows),
    profiles,
  };
}
