/** /api2/plans (server/plans/routes.ts): the site's plan cards for its shop tier. */
export interface PricingPlan {
  planName: string;
  level: number;
  title: string;
  price: number;
  yearly: boolean;
  description: string;
  features: string[];
  monthlyViews: number | null;
  hide: boolean;
  planLevel: 'basic' | 'plus' | null;
}

export interface CurrentPlan extends PricingPlan {
  isPaidPlan: boolean;
  subscriptionId: string | null;
  trialDaysRemaining: number;
}

export interface PlansAnswer {
  tier: 'basic' | 'plus';
  current: CurrentPlan;
  plans: PricingPlan[];
  onShopPlatform?: boolean;
  blockModify?: boolean;
}

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
