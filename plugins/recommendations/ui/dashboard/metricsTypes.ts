/** GET /api2/recommendation/metrics (server/analytics/CONTRACT.md §6). */
export interface SalesMetrics {
  revenue: number;
  visits: number;
  conversions: number;
  rpv: number | null;
  cr: number | null;
  aov: number | null;
}

export interface RecMetricsRow {
  recommendationId: string;
  provider?: string;
  views: number;
  clicks: number;
  clickThrough: number | null;
  addToCarts: number;
  directClickRevenue: number;
  visitsImpacted: number;
  revenueImpacted: number;
}

export interface MetricsAnswer {
  siteId: string;
  currency: string;
  timeZone: string;
  /** partialAt: the timeline bucket still in progress (its numbers are so far); null when none. */
  period: { from: string; to: string; bucket: 'hour' | 'day'; partialAt?: string | null };
  summary: SalesMetrics & { visitsImpacted: number; revenueImpacted: number; directClickRevenue: number };
  timeline: Array<{ at: string } & SalesMetrics>;
  recommendations: RecMetricsRow[];
  /** What changed in the range (a recommendation live or stopped, a plan change), oldest first. */
  markers?: Array<{ at: string; kind: 'published' | 'paused' | 'plan' | 'holdout'; recommendationId?: string; label: string }>;
}
