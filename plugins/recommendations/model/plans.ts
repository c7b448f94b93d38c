/**
 * The plan shapes GET /api2/plans answers with (console-shell spec section 9): one definition
 * for the server's catalogue (server/plans) and the Plans dialog that shows it.
 */

/** Which shop tier a tier-specific plan is sold to: basic shops or the platform's Plus tier. */
export type ShopTier = 'basic' | 'plus';

export interface PlanOverage {
  /** USD per block of `perViews` views above the allowance; null = quoted per customer. */
  price: number | null;
  perViews: number;
  label: string;
}

export interface PricingPlan {
  planName: string;
  level: number;
  title: string;
  /** Monthly price in USD; 0 for the free plan. */
  price: number;
  /** True when billed yearly; every catalogue plan is monthly, a custom plan may not be. */
  yearly: boolean;
  description: string;
  features: string[];
  /** Views included per month; null = not metered (free and fixed-fee plans). */
  monthlyViews: number | null;
  overage: PlanOverage | null;
  /** Hidden plans are not offered in the Plans dialog (legacy or tier-specific ones). */
  hide: boolean;
  /** Set on plans sold only to one shop tier; they show to that tier even though hidden. */
  planLevel: ShopTier | null;
}

/** The site's plan now: its subscription's, with the trial, or the free plan without one. */
export interface CurrentPlan extends PricingPlan {
  isPaidPlan: boolean;
  subscriptionId: string | null;
  subscribedAt: string | null;
  trialDays: number;
  trialDaysRemaining: number;
}

/** GET /api2/plans?site=&applet=: the cards for the site's shop tier and its current plan. */
export interface PlansAnswer {
  site: string;
  tier: ShopTier;
  current: CurrentPlan;
  plans: PricingPlan[];
  /** Only a site on the shop platform can change plan there (Pick shows only then). */
  onShopPlatform: boolean;
  /** The shop may not change its plan from the console (spec 6). */
  blockModify: boolean;
}
