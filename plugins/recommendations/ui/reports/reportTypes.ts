import type { MetricsAnswer, SalesMetrics } from '../dashboard/metricsTypes';

/** The fields of GET /api2/recommendation/metrics the reports read beyond the dashboard's. */
export interface EngagementMetrics {
  pagesViewed: number;
  avgPageViews: number | null;
  avgClickCount: number | null;
  avgTimeOnSite: number | null;
}

export type ReportPoint = { at: string } & SalesMetrics & EngagementMetrics & { car: number | null };

export interface ReportMarker {
  at: string;
  kind: 'published' | 'paused' | 'plan' | 'holdout';
  recommendationId?: string;
  label: string;
}

export interface ReportAnswer extends Omit<MetricsAnswer, 'summary' | 'timeline'> {
  summary: MetricsAnswer['summary'] & EngagementMetrics & { car: number | null };
  timeline: ReportPoint[];
  markers: ReportMarker[];
}
