/**
 * The pricing catalogue of console-shell spec section 9 (monthly, USD).
 * Levels order plans by capability so the console can tell an upgrade from a downgrade;
 * tier variants of one plan (STARTER for basic shops, STARTER PLUS for Plus shops) share
 * a level, and ESSENTIAL/MERCHANDIZE share one because MERCHANDIZE replaced ESSENTIAL.
 * The plan shapes are the plugin's (the Plans dialog reads the same ones).
 */
import type { PricingPlan } from '../../plugins/recommendations/model/plans';

export const PLAN_LEVELS = [0, 100, 200, 300, 400, 500, 1000, 2000] as const;

export const FREE_PLAN_NAME = 'free';
export const CUSTOM_PLAN_NAME = 'tier-x';

const CORE_FEATURES = ['Product recommendations on every page type', 'Revenue and engagement dashboards'];

export const PLANS: readonly PricingPlan[] = Object.freeze([
  {
    planName: FREE_PLAN_NAME, level: 0, title: 'FREE STARTER', price: 0, yearly: false,
    description: 'Get started with recommendations at no cost.',
    features: [...CORE_FEATURES, 'Powered-by badge on widgets', 'Community support'],
    monthlyViews: null, overage: null, hide: false, planLevel: null,
  },
  {
    planName: 'essential', level: 200, title: 'ESSENTIAL', price: 195, yearly: false,
    description: 'Recommendations for growing stores.',
    features: [...CORE_FEATURES, '150,000 views per month', 'Email support'],
    monthlyViews: 150_000, overage: null, hide: true, planLevel: null,
  },
  {
    planName: 'pro', level: 300, title: 'PRO', price: 295, yearly: false,
    description: 'More views and advanced placements.',
    features: [...CORE_FEATURES, '250,000 views per month', 'Advanced placements', 'Email support'],
    monthlyViews: 250_000, overage: null, hide: true, planLevel: null,
  },
  {
    planName: 'growth', level: 400, title: 'GROWTH', price: 595, yearly: false,
    description: 'For high-traffic stores.',
    features: [...CORE_FEATURES, '500,000 views per month', 'Priority support'],
    monthlyViews: 500_000, overage: null, hide: true, planLevel: null,
  },
  {
    planName: 'starter', level: 100, title: 'STARTER', price: 49, yearly: false,
    description: 'A fixed monthly fee for smaller stores.',
    features: [...CORE_FEATURES, 'Fixed monthly fee', 'No powered-by badge', 'Email support'],
    monthlyViews: null, overage: null, hide: true, planLevel: 'basic',
  },
  {
    planName: 'starter-plus', level: 100, title: 'STARTER PLUS', price: 195, yearly: false,
    description: 'A fixed monthly fee for stores on the Plus tier.',
    features: [...CORE_FEATURES, 'Fixed monthly fee', 'Checkout placements', 'Email support'],
    monthlyViews: null, overage: null, hide: true, planLevel: 'plus',
  },
  {
    planName: 'merchandize', level: 200, title: 'MERCHANDIZE', price: 195, yearly: false,
    description: 'Merchandizing rules and recommendations for growing stores.',
    features: [...CORE_FEATURES, '150,000 views per month', 'Merchandizing rules', 'Email support'],
    monthlyViews: 150_000, overage: { price: 1.5, perViews: 10_000, label: '$1.50 per 10,000 views' },
    hide: true, planLevel: null,
  },
  {
    planName: 'personalize', level: 500, title: 'PERSONALIZE', price: 595, yearly: false,
    description: 'Personalized recommendations driven by each visitor’s behaviour.',
    features: [...CORE_FEATURES, '500,000 views per month', 'Personalization by life cycle stage', 'Email recommendations', 'Priority support'],
    monthlyViews: 500_000, overage: { price: 1.25, perViews: 10_000, label: '$1.25 per 10,000 views' },
    hide: false, planLevel: null,
  },
  {
    planName: 'enterprise', level: 1000, title: 'ENTERPRISE', price: 1495, yearly: false,
    description: 'For the largest stores, with a dedicated team.',
    features: [...CORE_FEATURES, '2,000,000 views per month', 'Dedicated success manager', 'Custom integrations'],
    monthlyViews: 2_000_000, overage: { price: null, perViews: 10_000, label: 'Custom quote' },
    hide: false, planLevel: null,
  },
] satisfies PricingPlan[]);

/** The applet document's billing sub-object: a custom plan set by staff (spec 3). */
export interface CustomBilling {
  price: number;
  yearly: boolean;
  title: string;
}

/** Reads billing {price, yearly, title} from an applet document; null when none is usable. */
export function customBillingOf(doc: Record<string, unknown> | undefined): CustomBilling | null {
  const billing = doc?.billing;
  if (typeof billing !== 'object' || billing === null || Array.isArray(billing)) return null;
  const { price, yearly, title } = billing as Record<string, unknown>;
  if (typeof price !== 'number' || !Number.isFinite(price) || price < 0) return null;
  return {
    price,
    yearly: yearly === true,
    title: typeof title === 'string' && title.trim() ? title.trim().slice(0, 100) : 'ENTERPRISE',
  };
}

/** Custom enterprise (tier-x): the enterprise plan with its own price and title. */
export function customPlan(billing: CustomBilling): PricingPlan {
  const enterprise = PLANS.find((p) => p.planName === 'enterprise')!;
  return {
    ...enterprise,
    planName: CUSTOM_PLAN_NAME,
    level: 2000,
    title: billing.title,
    price: billing.price,
    yearly: billing.yearly,
    description: 'A plan made for your store.',
    hide: true,
  };
}

export function planByName(planName: string, billing: CustomBilling | null): PricingPlan | undefined {
  if (planName === CUSTOM_PLAN_NAME) return billing ? customPlan(billing) : undefined;
  return PLANS.find((p) => p.planName === planName);
}
