// How a pricing plan reads on its card (spec 9: monthly USD prices, "Free" for the free plan).
import { PLANS_MESSAGES } from './messages';
import type { PricingPlan, ShopTier } from './plansApi';

const usd = (amount: number) =>
  new Intl.NumberFormat('en-US', {
    style: 'currency',
    currency: 'USD',
    // $195, but $1.50: cents only when there are some.
    minimumFractionDigits: Number.isInteger(amount) ? 0 : 2,
    maximumFractionDigits: 2,
  }).format(amount);

export interface PlanPrice {
  /** "$195", or "Free". */
  readonly amount: string;
  /** "/ month" or "/ year"; null for the free plan. */
  readonly period: string | null;
}

export function planPrice(plan: Pick<PricingPlan, 'price' | 'yearly'>): PlanPrice {
  if (!(plan.price > 0)) return { amount: PLANS_MESSAGES.free, period: null };
  return { amount: usd(plan.price), period: plan.yearly ? PLANS_MESSAGES.perYear : PLANS_MESSAGES.perMonth };
}

/** "150,000 monthly views"; null for plans that are not metered. */
export function planViews(plan: Pick<PricingPlan, 'monthlyViews'>): string | null {
  const views = plan.monthlyViews;
  if (views === null || views === undefined || !Number.isFinite(views) || views <= 0) return null;
  return PLANS_MESSAGES.monthlyViews(views.toLocaleString('en-US'));
}

/** "Overage: $1.50 per 10,000 views"; null when the plan has none. */
export function planOverage(plan: Pick<PricingPlan, 'overage'>): string | null {
  const label = plan.overage?.label?.trim();
  return label ? PLANS_MESSAGES.overage(label) : null;
}

/**
 * The cards to show: plans with a planLevel only for the matching shop tier (spec 2), the
 * current plan always (so it can be marked), cheapest level first. The server already
 * filters; this keeps the dialog right if it is handed a wider catalogue.
 */
export function visiblePlans(plans: readonly PricingPlan[], tier: ShopTier, currentPlanName: string | null): PricingPlan[] {
  return plans
    .filter((plan) => plan.planName === currentPlanName || !plan.planLevel || plan.planLevel === tier)
    .sort((a, b) => a.level - b.level || a.price - b.price);
}
