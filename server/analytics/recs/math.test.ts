import { engagementMetrics, recommendationMetrics, salesMetrics, type VisitSums } from './math';

// 4 visits: one buyer with 2 orders (30 + 50), one cart abandoned at 25, 12 pages, 3 clicks, 10 minutes.
const sums: VisitSums = { visits: 4, conversions: 1, orders: 2, revenue: 80, pageViews: 12, clicks: 3, timeOnSiteSeconds: 600, carts: 2, cartsAbandoned: 1, abandonedCartValue: 25 };

describe('report metrics', () => {
  it('computes the sales metrics', () => {
    expect(salesMetrics(sums)).toEqual({ revenue: 80, visits: 4, conversions: 1, rpv: 20, cr: 0.25, aov: 40, car: 0.5, abandonedCartValue: 25 });
  });

  it('computes the engagement metrics', () => {
    expect(engagementMetrics(sums)).toEqual({ pagesViewed: 12, avgPageViews: 3, avgClickCount: 0.75, avgTimeOnSite: 150 });
  });

  it('answers null for ratios over nothing', () => {
    const none: VisitSums = { visits: 0, conversions: 0, orders: 0, revenue: 0, pageViews: 0, clicks: 0, timeOnSiteSeconds: 0, carts: 0, cartsAbandoned: 0, abandonedCartValue: 0 };
    expect(salesMetrics(none)).toMatchObject({ rpv: null, cr: null, aov: null, car: null });
    expect(engagementMetrics(none)).toMatchObject({ avgPageViews: null, avgClickCount: null, avgTimeOnSite: null });
  });

  it('gives each recommendation its click-through', () => {
    const row = recommendationMetrics({ recommendationId: 'r', provider: 'similar', views: 200, clicks: 6, addToCarts: 2, directClickRevenue: 59.999, visitsImpacted: 5, revenueImpacted: 120.004 });
    expect(row).toMatchObject({ clickThrough: 0.03, directClickRevenue: 60, revenueImpacted: 120 });
    expect(recommendationMetrics({ ...row, views: 0 }).clickThrough).toBeNull();
  });
});
