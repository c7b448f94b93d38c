import type { PlansAnswer, PricingPlan } from '../../../model/plans';

const usd = (amount: number) =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: Number.isInteger(amount) ? 0 : 2, maximumFractionDigits: 2 }).format(amount);

/** "$195 / month", or the free label. */
export function priceText(plan: Pick<PricingPlan, 'price' | 'yearly'>, labels: { free: string; perMonth: string; perYear: string }): string {
  if (!(plan.price > 0)) return labels.free;
  return `${usd(plan.price)} ${plan.yearly ? labels.perYear : labels.perMonth}`;
}

/** Plus or Basic plans by the shop's tier (spec 2), the current plan always, cheapest first. */
export function visiblePlans(answer: PlansAnswer): PricingPlan[] {
  return answer.plans
    .filter((p) => p.planName === answer.current.planName || (!p.hide && (!p.planLevel || p.planLevel === answer.tier)))
    .sort((a, b) => a.level - b.level || a.price - b.price);
}
