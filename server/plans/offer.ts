import type { PricingPlan, ShopTier } from '../../plugins/recommendations/model/plans';
import { CUSTOM_PLAN_NAME, customPlan, FREE_PLAN_NAME, PLANS, type CustomBilling } from './catalogue';

/** The platform's highest shop tier (Shopify Plus) buys the plus-level plans. */
export function shopTier(shopifyPlus: boolean): ShopTier {
  return shopifyPlus ? 'plus' : 'basic';
}

/**
 * Spec 2 and 9: a plan with a planLevel shows only to the matching shop tier (even though
 * it is hidden from everyone else); other hidden plans are not offered.
 */
export function isOffered(plan: PricingPlan, tier: ShopTier): boolean {
  return plan.planLevel ? plan.planLevel === tier : !plan.hide;
}

const byLevel = (a: PricingPlan, b: PricingPlan) => a.level - b.level || a.price - b.price;

/**
 * The cards of the Plans dialog: what the tier may pick, the site's custom plan when staff
 * set one, and the current plan even when it is no longer offered (so it can be marked).
 */
export function plansForShop(tier: ShopTier, current: PricingPlan | null, billing: CustomBilling | null): PricingPlan[] {
  const plans = PLANS.filter((p) => isOffered(p, tier)).map(card);
  if (billing && !isCatalogueCopy(billing)) plans.push(customPlan(billing));
  if (current && !plans.some((p) => p.planName === current.planName)) plans.push(card(current));
  return plans.sort(byLevel);
}

/** A "custom" plan with a catalogue plan's title and price is that plan, not a second card. */
function isCatalogueCopy(billing: CustomBilling): boolean {
  return !billing.yearly && PLANS.some((p) => p.title === billing.title.toUpperCase() && p.price === billing.price);
}

/** Only the pricing-plan fields (spec 3), copied so callers cannot change the catalogue. */
function card(plan: PricingPlan): PricingPlan {
  const { planName, level, title, price, yearly, description, features, monthlyViews, overage, hide, planLevel } = plan;
  return { planName, level, title, price, yearly, description, features: [...features], monthlyViews, overage: overage && { ...overage }, hide, planLevel };
}

/** The plan a merchant may switch to with change-plan, or undefined when it is not offered. */
export function pickablePlan(planName: string, tier: ShopTier, billing: CustomBilling | null): PricingPlan | undefined {
  // Only a custom plan the Plans dialog shows may be bought: not a copy of a catalogue plan.
  if (planName === CUSTOM_PLAN_NAME) return billing && !isCatalogueCopy(billing) ? customPlan(billing) : undefined;
  return PLANS.find((p) => p.planName === planName && isOffered(p, tier));
}

/** What an active subscription is on: a catalogue plan by title, else a custom plan. */
export function planOfSubscription(sub: { name: string; price: number; yearly: boolean }): PricingPlan {
  const name = sub.name.trim().toUpperCase();
  const known = PLANS.find((p) => p.title === name);
  if (known) return card(known);
  return customPlan({ title: sub.name, price: sub.price, yearly: sub.yearly });
}

export function freePlan(): PricingPlan {
  return card(PLANS.find((p) => p.planName === FREE_PLAN_NAME)!);
}
