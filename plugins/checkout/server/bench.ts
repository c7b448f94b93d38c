import { KPIS, type SiteDataRow } from '../score';
import { scoreWholeMarket } from './market';

/** A deterministic pseudo-random market (mulberry32), so bench runs compare like for like. */
export function syntheticMarket(n: number, seed = 1): SiteDataRow[] {
  let state = seed >>> 0;
  const random = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return Array.from({ length: n }, (_, i) => {
    // Most shops clear the bars, some are too small: the inclusion filters do real work.
    const visits = Math.round(200 + random() * 40_000);
    const carts = Math.round(visits * (0.05 + random() * 0.1));
    const visitsReachedCheckout = Math.round(carts * (0.4 + random() * 0.4));
    const conversions = Math.round(visitsReachedCheckout * (0.3 + random() * 0.5));
    const acceleratedCheckouts = Math.round(visitsReachedCheckout * random() * 0.3);
    const regularCheckoutEngagements = Math.round(visitsReachedCheckout * (0.3 + random() * 0.5));
    const cartsAbandoned = carts - conversions;
    return {
      siteId: `bench-${i.toString(16).padStart(20, '0')}`,
      visits,
      carts,
      conversions,
      visitsReachedCheckout,
      acceleratedCheckouts,
      regularCheckoutEngagements,
      cartsAbandoned,
      abandonedCartAmount: cartsAbandoned * 80,
      car: carts ? cartsAbandoned / carts : Number.NaN,
      checkoutConversionRate: visitsReachedCheckout ? conversions / visitsReachedCheckout : Number.NaN,
      acceleratedCheckoutRate: visitsReachedCheckout ? acceleratedCheckouts / visitsReachedCheckout : Number.NaN,
      checkoutEngagementRate: visitsReachedCheckout ? regularCheckoutEngagements / visitsReachedCheckout : Number.NaN,
      mobileAbandonmentGap: (random() - 0.4) * 0.3,
    };
  });
}

export interface ScoreBenchResult {
  sites: number;
  scored: number;
  /** Wall time of one whole-market scoring (stats, every site, ranks), in ms. */
  ms: number;
}

/** Scores an n-site synthetic market once (after one warm-up run) and times it. */
export function scoreMarketBench(n: number): ScoreBenchResult {
  const rows = syntheticMarket(n);
  scoreWholeMarket(rows.slice(0, Math.min(n, 500)));
  const started = performance.now();
  const scored = scoreWholeMarket(rows);
  const ms = performance.now() - started;
  if (scored.results.size !== n || KPIS.length !== scored.subScoredCounts.length) throw new Error('bench: incomplete scoring');
  return { sites: n, scored: scored.scoredCount, ms };
}
