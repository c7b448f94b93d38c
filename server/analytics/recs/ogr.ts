// GET /api2/info/ogr (spec 7, Revenue report row of spec 3): the Subscription page's
// generated-revenue panel. `ogr` is the order-generated revenue attributed to recommendations:
// the total of the orders placed within the attribution window after a recommendation click
// by their visitor (Revenue Impacted). `products_click_to_purchase` is the part earned by a
// click on the very product bought (Direct Click Revenue). Totals compare revenue and visits
// with the period of the same length just before.
import type { AnalyticsDb } from '../store/types';
import { recommendationReport } from './metrics';
import { bucketFor } from './range';

export interface OgrAnswer {
  ogr: {
    rows: Array<{
      ogr: number;
      products_click_to_purchase: number;
      visits_impacted: number;
      revenue: number;
      visits: number;
      currency: string;
    }>;
  };
  totals: {
    revenue: { primary: number; compare: number };
    visits: { primary: number; compare: number };
    visitsImpacted: { primary: number; compare: number };
    revenueImpacted: { primary: number; compare: number };
    directClickRevenue: { primary: number; compare: number };
  };
  period: { from: string; to: string };
  comparePeriod: { from: string; to: string };
}

export async function ogrReport(db: AnalyticsDb, q: { siteId: string; timeZone: string; currency: string; from: Date; to: Date; windowDays: number }): Promise<OgrAnswer> {
  const span = q.to.getTime() - q.from.getTime();
  const before = new Date(q.from.getTime() - span);
  const run = (from: Date, to: Date) => recommendationReport(db, { siteId: q.siteId, timeZone: q.timeZone, from, to, bucket: bucketFor(from, to), windowDays: q.windowDays });
  // One after the other: the store runs each statement on all cores anyway.
  const primary = (await run(q.from, q.to)).summary;
  const compare = (await run(before, q.from)).summary;
  const pair = (k: 'revenue' | 'visits' | 'visitsImpacted' | 'revenueImpacted' | 'directClickRevenue') => ({ primary: primary[k], compare: compare[k] });
  return {
    ogr: {
      rows: [
        {
          ogr: primary.revenueImpacted,
          products_click_to_purchase: primary.directClickRevenue,
          visits_impacted: primary.visitsImpacted,
          revenue: primary.revenue,
          visits: primary.visits,
          currency: q.currency,
        },
      ],
    },
    totals: { revenue: pair('revenue'), visits: pair('visits'), visitsImpacted: pair('visitsImpacted'), revenueImpacted: pair('revenueImpacted'), directClickRevenue: pair('directClickRevenue') },
    period: { from: q.from.toISOString(), to: q.to.toISOString() },
    comparePeriod: { from: before.toISOString(), to: q.from.toISOString() },
  };
}
