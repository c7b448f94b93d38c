/** GET /api2/recommendation/agency-info (server/agency/rows.ts): one entry per site, keyed by its external id. */
export interface PeriodNumbers {
  engaged: number;
  viewed: number;
  revenue: number;
  rpvLift: number | null;
  clickThrough: number | null;
}

export interface AgencyEntry {
  recInfo: { firstInstallDate: string | null; installed: boolean; appTier: string | null; appTotal: number; status: string; enabled: boolean };
  shopInfo: { shopPlan: { displayName: string | null } };
  tagInvalidSince: string | null;
  tagValidated: string | null;
  userInfo: { email: string; first: string; last: string; name: string; country: string; region?: string; company: string }[];
  merchant: { id: string; name: string; country: string; industry: number | null; industryName?: string | null } | null;
  site: { id: string; name: string; url: string; platform: string; created: string | null };
  productCount: number;
  currency: string;
  rate: number | null;
  revenues: { platform30d?: number; platform30dUsd?: number | null; own30d: number; own30dUsd: number | null };
  awsStatus?: string;
  rec72h: PeriodNumbers | null;
  rec30d: PeriodNumbers | null;
  interactions: number;
  purchaseInteractions: number;
  liveCount: number;
  pageViewsCurrentMonth: number;
  pageViewsLastMonth: number;
  statusCounts: { production: number; staging: number; everProduction: number };
}

export type AgencyAnswer = Record<string, AgencyEntry>;

/** One grid row: spec 3's Agency row, flat, so sorting, filtering and CSV need no getters. */
export interface AgencyRow {
  external: string;
  merchantName: string;
  merchantCountry: string;
  merchantIndustry: string;
  merchantId: string;
  userEmail: string;
  userFirst: string;
  userLast: string;
  userCountry: string;
  userRegion: string;
  userCompany: string;
  shopPlan: string;
  productCount: number;
  platformRevenue: number | null;
  platformRevenueUsd: number | null;
  ownRevenue: number;
  ownRevenueUsd: number | null;
  currency: string;
  rate: number | null;
  appInstalled: boolean;
  installDate: Date | null;
  tier: string;
  total: number;
  siteName: string;
  siteUrl: string;
  siteCreated: Date | null;
  siteId: string;
  tagInvalidSince: Date | null;
  tagValidated: Date | null;
  h72Engaged: number | null;
  h72Revenue: number | null;
  h72Viewed: number | null;
  h72RpvLift: number | null;
  h72ClickThrough: number | null;
  d30Engaged: number | null;
  d30Revenue: number | null;
  d30Viewed: number | null;
  d30RpvLift: number | null;
  d30ClickThrough: number | null;
  interactions: number;
  purchaseInteractions: number;
  liveCount: number;
  awsStatus: string;
  pageViewsLastMonth: number;
  pageViewsCurrentMonth: number;
  production: number;
  staging: number;
  everProduction: number;
}
