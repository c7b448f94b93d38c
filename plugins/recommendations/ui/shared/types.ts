import type { RecKind, RecStatus } from '../../model/places';

/** A recommendation as GET /api2/recommendation answers it (server/recommendations/API.md). */
export interface RecDoc {
  _id: string;
  __v: number;
  site: string;
  external: string;
  kind: RecKind;
  status: RecStatus;
  displayStatus: RecStatus;
  everProduction: boolean;
  everUpdated: boolean;
  name?: string;
  place: string;
  qualifiedName: string;
  template?: string;
  editor?: string | null;
  css?: string;
  js?: string;
  scss?: string;
  /** Hidden By Default (spec 3): rendered hidden for A/B code to reveal. */
  testMode?: boolean;
  widgetOpts?: { desktop?: { testMode?: boolean; title?: string }; mobile?: { testMode?: boolean } };
  created?: string;
  updated?: string;
}

/** The plan part of the installation check (spec 3: planInfo.hic-plus). */
export interface PlanInfo {
  isPaidPlan: boolean;
  planName: string;
  title: string;
  price: number;
  trialData?: { daysRemaining: number; inTrial: boolean } | null;
}

/** The installation check of the recommendations app (spec 3). */
export interface InstallationCheck {
  blockModify?: boolean;
  shopPlan?: { displayName?: string; shopifyPlus?: boolean; partnerDevelopment?: boolean };
  planInfo?: Record<string, PlanInfo | undefined>;
  scriptTagEnabled?: boolean;
  tagManuallyDisabled?: boolean;
  /** The shop's platform domain: the admin's address is built from it. */
  myShopifyDomain?: string | null;
}

export const PLAN_INFO_KEY = 'hic-plus';
export const FREE_PLAN_NAME = 'free';
