// The report metrics of spec 2 from the sums a query returns. Pure, so the definitions are
// tested on hand-worked numbers; a ratio over zero is null, never NaN or Infinity.

/** Sums over a set of visits (sessions) and the orders attached to them. */
export interface VisitSums {
  visits: number;
  /** Visits with at least one order (buyers). */
  conversions: number;
  orders: number;
  revenue: number;
  pageViews: number;
  /** Recommendation clicks. */
  clicks: number;
  timeOnSiteSeconds: number;
  /** Visits that added to cart. */
  carts: number;
  /** ... and placed no order. */
  cartsAbandoned: number;
  abandonedCartValue: number;
}

export interface SalesMetrics {
  revenue: number;
  visits: number;
  conversions: number;
  /** Revenue per visit. */
  rpv: number | null;
  /** Conversion rate: buyers / visits. */
  cr: number | null;
  /** Average order value: revenue / orders. */
  aov: number | null;
  /** Cart abandonment rate: carts without an order / carts. */
  car: number | null;
  abandonedCartValue: number;
}

export interface EngagementMetrics {
  /** Page views of the visits. */
  pagesViewed: number;
  avgPageViews: number | null;
  /** Recommendation clicks per visit. */
  avgClickCount: number | null;
  /** Seconds per visit. */
  avgTimeOnSite: number | null;
}

export const ratio = (n: number, d: number): number | null => (d > 0 && Number.isFinite(n) ? n / d : null);
const money = (v: number) => Math.round(v * 100) / 100;

export function salesMetrics(s: VisitSums): SalesMetrics {
  return {
    revenue: money(s.revenue),
    visits: s.visits,
    conversions: s.conversions,
    rpv: ratio(s.revenue, s.visits),
    cr: ratio(s.conversions, s.visits),
    aov: ratio(s.revenue, s.orders),
    car: ratio(s.cartsAbandoned, s.carts),
    abandonedCartValue: money(s.abandonedCartValue),
  };
}

export function engagementMetrics(s: VisitSums): EngagementMetrics {
  return {
    pagesViewed: s.pageViews,
    avgPageViews: ratio(s.pageViews, s.visits),
    avgClickCount: ratio(s.clicks, s.visits),
    avgTimeOnSite: ratio(s.timeOnSiteSeconds, s.visits),
  };
}

/** Per recommendation (the dashboard table): views are impressions (seen: 50% for 1 s). */
export interface RecommendationSums {
  recommendationId: string;
  provider: string | null;
  views: number;
  clicks: number;
  addToCarts: number;
  directClickRevenue: number;
  visitsImpacted: number;
  revenueImpacted: number;
}

export interface RecommendationMetrics extends RecommendationSums {
  /** clicks / views. */
  clickThrough: number | null;
}

export const recommendationMetrics = (s: RecommendationSums): RecommendationMetrics => ({
  ...s,
  directClickRevenue: money(s.directClickRevenue),
  revenueImpacted: money(s.revenueImpacted),
  clickThrough: ratio(s.clicks, s.views),
});
