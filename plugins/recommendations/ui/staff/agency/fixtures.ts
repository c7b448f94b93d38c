import type { AgencyAnswer, AgencyEntry } from './types';

/** An agency-info entry shaped like the server's (server/agency/rows.ts); tests override what they look at. */
export function agencyEntry(n: number, over: Partial<AgencyEntry> = {}): AgencyEntry {
  const id = n.toString(16).padStart(24, '0');
  return {
    recInfo: { firstInstallDate: '2026-01-02T00:00:00.000Z', installed: true, appTier: 'personalize', appTotal: 49, status: 'active', enabled: true },
    shopInfo: { shopPlan: { displayName: 'Shopify' } },
    tagInvalidSince: null,
    tagValidated: '2026-01-03T00:00:00.000Z',
    userInfo: [{ email: `owner${n}@example.com`, first: 'Ada', last: `Owner${n}`, name: `Ada Owner${n}`, country: 'US', region: 'America', company: `Merchant ${n}` }],
    merchant: { id: `M-${n}`, name: `Merchant ${n}`, country: 'US', industry: 1000, industryName: 'Apparel & Fashion' },
    site: { id, name: `Site ${n}`, url: `https://site${n}.example`, platform: 'SHOPIFY', created: '2025-12-01T00:00:00.000Z' },
    productCount: 100 + n,
    currency: 'USD',
    rate: 1,
    revenues: { platform30d: 1000 * n, platform30dUsd: 1000 * n, own30d: 800 * n, own30dUsd: 800 * n },
    awsStatus: 'idle',
    rec72h: { engaged: n, viewed: 10 * n, revenue: 12.5 * n, rpvLift: 0.1, clickThrough: 0.05 },
    rec30d: { engaged: 30 * n, viewed: 300 * n, revenue: 375 * n, rpvLift: 0.12, clickThrough: 0.04 },
    interactions: 50 * n,
    purchaseInteractions: 5 * n,
    liveCount: n % 4,
    pageViewsCurrentMonth: 900 * n,
    pageViewsLastMonth: 1000 * n,
    statusCounts: { production: n % 4, staging: 1, everProduction: n % 5 },
    ...over,
  };
}

export function agencyAnswer(count: number): AgencyAnswer {
  const out: AgencyAnswer = {};
  for (let n = 1; n <= count; n++) out[`site-${n}`] = agencyEntry(n);
  return out;
}
