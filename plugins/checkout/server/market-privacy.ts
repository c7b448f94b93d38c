import { dropOutliers, isIncludedInMarket, KPIS, kpiPoint, type SiteDataRow } from '../score';
import type { ScoreResultOut } from './answer';

// The Checkout Score's side of the market privacy rule (server/analytics/CONTRACT.md "Market
// privacy"): a KPI's market median, mean and deviation, and everything derived from them (the
// sub-score, its delta, sigmas and rank, and the overall score that sums the sub-scores), reach
// a reader only when at least MARKET_MIN_SHOPS shops the reader may not read built them. The
// market itself has no filters, so it cannot be differenced; the threshold is what remains.

/** Per KPI, the shops its market stats were built from: what marketStats keeps. */
export function kpiMarketShops(rows: readonly SiteDataRow[]): ReadonlyMap<string, readonly string[]> {
  const included = rows.filter(isIncludedInMarket);
  return new Map(
    KPIS.map((kpi) => {
      const points = included.flatMap((row) => {
        const point = kpiPoint(row, kpi);
        return point ? [{ ...point, siteId: row.siteId }] : [];
      });
      return [kpi.name, dropOutliers(points).map((p) => p.siteId)] as const;
    }),
  );
}

/** KPIs whose market has fewer than minShops shops outside `readable`. */
export function withheldKpis(shops: ReadonlyMap<string, readonly string[]>, readable: ReadonlySet<string>, minShops: number): Set<string> {
  const out = new Set<string>();
  for (const [kpi, ids] of shops) {
    // A KPI without any market has no market numbers to withhold.
    if (ids.length && ids.filter((id) => !readable.has(id)).length < minShops) out.add(kpi);
  }
  return out;
}

/** One period's result without what the withheld KPIs' markets would tell. */
export function withholdMarket(result: ScoreResultOut, kpis: ReadonlySet<string>): ScoreResultOut {
  const subScores = result.subScores.map((s) =>
    kpis.has(s.name)
      ? {
          ...s,
          score: null,
          weightPct: 0,
          weightScore: 0,
          marketSuppressed: true,
          details: {
            ...s.details,
            stats: { ...s.details.stats, delta: null, sigmas: null, bias100: null },
            rank: { ...s.details.rank, rank: null, rank100: null },
          },
        }
      : s,
  );
  if (!subScores.some((s) => s.marketSuppressed)) return { ...result, subScores };
  // The overall score is the sum of the weighted sub-scores: with the others known it would
  // give the withheld one back.
  return { ...result, score: null, rank: { ...result.rank, rank: null, rank100: null }, subScores };
}
