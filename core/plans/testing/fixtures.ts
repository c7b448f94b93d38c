// GET /api2/plans and subscriptions answers as the demo platform gives them.
import type { Subscription } from '../../settings/subscriptionsApi';
import type { CurrentPlan, PlansAnswer, PricingPlan } from '../plansApi';

export const SITE_ID = '64d0c0ffee0000000000c001';

const CORE = ['Product recommendations on every page type', 'Revenue and engagement dashboards'];

export const FREE: PricingPlan = {
  planName: 'free', level: 0, title: 'FREE STARTER', price: 0, yearly: false, description: 'Get started with recommendations at no cost.',
  features: [...CORE, 'Community support'], monthlyViews: null, overage: null, hide: false, planLevel: null,
};
export const STARTER: PricingPlan = {
  planName: 'starter', level: 100, title: 'STARTER', price: 49, yearly: false, description: 'A fixed monthly fee for smaller stores.',
  features: [...CORE, 'Fixed monthly fee'], monthlyViews: null, overage: null, hide: true, planLevel: 'basic',
};
export const PERSONALIZE: PricingPlan = {
  planName: 'personalize', level: 500, title: 'PERSONALIZE', price: 595, yearly: false, description: 'Personalized recommendations.',
  features: [...CORE, '500,000 views per month'], monthlyViews: 500_000,
  overage: { price: 1.25, perViews: 10_000, label: '$1.25 per 10,000 views' }, hide: false, planLevel: null,
};
export const ENTERPRISE: PricingPlan = {
  planName: 'enterprise', level: 1000, title: 'ENTERPRISE', price: 1495, yearly: false, description: 'For the largest stores.',
  features: [...CORE, '2,000,000 views per month'], monthlyViews: 2_000_000,
  overage: { price: null, perViews: 10_000, label: 'Custom quote' }, hide: false, planLevel: null,
};

const DAY = 86_400_000;
export const SUBSCRIBED_AT = new Date(Date.now() - 3 * DAY - 60_000).toISOString();
export const SUBSCRIPTION_ID = 'gid://shopify/AppSubscription/12345678901';

export const CURRENT_PERSONALIZE: CurrentPlan = {
  ...PERSONALIZE,
  isPaidPlan: true,
  subscriptionId: SUBSCRIPTION_ID,
  subscribedAt: SUBSCRIBED_AT,
  trialDays: 14,
  trialDaysRemaining: 11,
};

export const PLANS_ANSWER: PlansAnswer = {
  site: SITE_ID,
  tier: 'basic',
  current: CURRENT_PERSONALIZE,
  plans: [FREE, STARTER, PERSONALIZE, ENTERPRISE],
};

export const SUBSCRIPTION: Subscription = {
  id: SUBSCRIPTION_ID,
  name: 'PERSONALIZE',
  status: 'ACTIVE',
  test: true,
  trialDays: 14,
  createdAt: SUBSCRIBED_AT,
  currentPeriodEnd: new Date(Date.now() + 27 * DAY).toISOString(),
  lineItems: [{ plan: { pricingDetails: { price: { amount: '595.00', currencyCode: 'USD' }, interval: 'EVERY_30_DAYS' } } }],
};

export const subscriptionsAnswer = (subscriptions: Subscription[]) => ({
  data: { currentAppInstallation: { activeSubscriptions: subscriptions }, shop: { myshopifyDomain: 'northwind.myshopify.com' } },
});
