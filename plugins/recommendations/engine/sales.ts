// Units and revenue per product over the windows the best-seller and trending recipes use,
// and the three catalogue-wide orders (best sellers, trending, new arrivals).
import {
  BEST_SELLER_DAYS,
  BEST_SELLER_FALLBACK_DAYS,
  DAY_MS,
  TRENDING_BASELINE_DAYS,
  TRENDING_MIN_SCORE,
  TRENDING_MIN_UNITS,
  TRENDING_PRIOR_UNITS,
  TRENDING_RECENT_DAYS,
} from './constants';
import type { LineTable } from './line-table';
import type { CatalogIndex, SalesIndex } from './model';

/**
 * Trending velocity with additive smoothing (K = TRENDING_PRIOR_UNITS):
 *
 *   expected = baselineUnits × RECENT_DAYS / BASELINE_DAYS   (the usual sales of a recent window)
 *   score    = (recentUnits + K) / (expected + K)
 *
 * Trending only when recentUnits ≥ TRENDING_MIN_UNITS and score > TRENDING_MIN_SCORE (1).
 * Examples (K = 5, 7 vs 28 days): 1 sale, none before → 6/5 = 1.2 but below the 2-unit
 * minimum; 20 sales vs 16 in the 4 weeks before (4 a week) → 25/9 ≈ 2.78; 100 a week as
 * usual → 105/105 = 1, not trending.
 */
export function trendingScore(recentUnits: number, baselineUnits: number): number {
  if (recentUnits < TRENDING_MIN_UNITS) return 0;
  const expected = (baselineUnits * TRENDING_RECENT_DAYS) / TRENDING_BASELINE_DAYS;
  const score = (recentUnits + TRENDING_PRIOR_UNITS) / (expected + TRENDING_PRIOR_UNITS);
  return score > TRENDING_MIN_SCORE ? score : 0;
}

export function indexSales(lines: LineTable, catalog: CatalogIndex, nowMs: number): SalesIndex {
  const size = catalog.products.length;
  const units7 = new Int32Array(size);
  const unitsBaseline = new Int32Array(size);
  const units30 = new Int32Array(size);
  const units90 = new Int32Array(size);
  const revenueCents30 = new Float64Array(size);
  const revenueCents90 = new Float64Array(size);
  // A line is in "the last D days" when now − D days < placedAt ≤ now.
  const since = (days: number) => nowMs - days * DAY_MS;
  const from7 = since(TRENDING_RECENT_DAYS);
  const fromBaseline = since(TRENDING_RECENT_DAYS + TRENDING_BASELINE_DAYS);
  const from30 = since(BEST_SELLER_DAYS);
  const from90 = since(BEST_SELLER_FALLBACK_DAYS);
  for (let k = 0; k < lines.length; k++) {
    const at = lines.atMs[k];
    if (at <= Math.min(from90, fromBaseline)) continue;
    const p = lines.product[k];
    const qty = lines.quantity[k];
    const cents = lines.priceCents[k] * qty;
    if (at > from7) units7[p] += qty;
    else if (at > fromBaseline) unitsBaseline[p] += qty;
    if (at > from30) {
      units30[p] += qty;
      revenueCents30[p] += cents;
    }
    if (at > from90) {
      units90[p] += qty;
      revenueCents90[p] += cents;
    }
  }

  const all = () => Int32Array.from({ length: size }, (_, i) => i);
  const rating = (i: number) => catalog.products[i].rating ?? -1;
  // Ties of every order fall back to the index, i.e. the product id.
  const bestSellerOrder = all().sort(
    (a, b) =>
      units30[b] - units30[a] ||
      units90[b] - units90[a] ||
      rating(b) - rating(a) ||
      catalog.products[b].ratingCount - catalog.products[a].ratingCount ||
      a - b,
  );

  const score = new Float64Array(size);
  const trending: number[] = [];
  for (let i = 0; i < size; i++) {
    score[i] = trendingScore(units7[i], unitsBaseline[i]);
    if (score[i] > 0) trending.push(i);
  }
  trending.sort((a, b) => score[b] - score[a] || units7[b] - units7[a] || a - b);

  const created = catalog.createdAtMs;
  const newArrivalsOrder = all().sort((a, b) => created[b] - created[a] || a - b);

  return {
    units7,
    unitsBaseline,
    units30,
    units90,
    revenueCents30,
    revenueCents90,
    bestSellerOrder,
    trendingOrder: Int32Array.from(trending),
    trendingScore: score,
    newArrivalsOrder,
  };
}
