// The Plans dialog's calls (spec 7): the site's cards and current plan, and change-plan.
import { apiFetch } from '../api/http';

/** How an overage reads on a card; price null means quoted per customer. */
export interface PlanOverage {
  readonly price: number | null;
  readonly perViews: number;
  readonly label: string;
}

/** Spec 3's pricing plan. */
export interface PricingPlan {
  readonly planName: string;
  readonly level: number;
  readonly title: string;
  /** USD per month (per year when `yearly`); 0 is the free plan. */
  readonly price: number;
  readonly yearly: boolean;
  readonly description: string;
  readonly features: readonly string[];
  readonly monthlyViews: number | null;
  readonly overage: PlanOverage | null;
  readonly hide: boolean;
  readonly planLevel: ShopTier | null;
}

export type ShopTier = 'basic' | 'plus';

/** The site's plan now, with its subscription and trial. */
export interface CurrentPlan extends PricingPlan {
  readonly isPaidPlan: boolean;
  readonly subscriptionId: string | null;
  readonly subscribedAt: string | null;
  readonly trialDays: number;
  readonly trialDaysRemaining: number;
}

export interface PlansAnswer {
  readonly site: string;
  readonly tier: ShopTier;
  readonly current: CurrentPlan;
  readonly plans: readonly PricingPlan[];
  /** False for a site off the SHOPIFY platform: no plan can be changed here. */
  readonly onShopPlatform?: boolean;
  /** A production merchant on a non-production platform: changes are refused (spec 6). */
  readonly blockModify?: boolean;
}

/** The applet whose plans these are: plans are the recommendations app's billing. */
export const PLANS_APPLET = 'rec';

export function fetchPlans(siteId: string, signal?: AbortSignal): Promise<PlansAnswer> {
  const query = new URLSearchParams({ site: siteId, applet: PLANS_APPLET });
  return apiFetch<PlansAnswer>(`/api2/plans?${query}`, { signal });
}

/** A paid plan answers the platform's confirmation page; the free plan answers nothing. */
export interface ChangePlanAnswer {
  readonly url?: string;
}

export function changePlan(siteId: string, tier: string, subid: string | null): Promise<ChangePlanAnswer> {
  const body = { site: siteId, tier, ...(subid && { subid }) };
  return apiFetch<ChangePlanAnswer>(`/api2/shop/${PLANS_APPLET}/action/change-plan`, { method: 'POST', body: JSON.stringify(body) });
}
