import { freePlan, planOfSubscription } from '../plans/offer';
import { trialDaysRemaining } from '../plans/trial';
import type { DemoShopState } from './demo-state';
import { REQUIRED_SCOPES } from './demo-state';
import { PLAN_INFO_KEY, type AppPlanInfo, type InstallationCheck, type ShopAppId } from './platform';
import { priceOf, type SubscriptionRow } from './subscription-json';

/** The App Library listing page of each app, linked from "More Info". */
const ABOUT_URL: Record<ShopAppId, string> = {
  rec: 'https://apps.shopify.com/vitrine-recommendations',
  chk: 'https://apps.shopify.com/vitrine-checkout-analytics',
};

export const APP_HANDLES: Record<ShopAppId, { handle: string; title: string }> = {
  rec: { handle: 'vitrine-recommendations', title: 'Vitrine Recommendations' },
  chk: { handle: 'vitrine-checkout-analytics', title: 'Vitrine Checkout Analytics' },
};

export function missingScopes(granted: readonly string[]): string[] {
  return REQUIRED_SCOPES.filter((scope) => !granted.includes(scope));
}

/** The newest active subscription decides the plan; older ones are replaced ones. */
export function currentSubscription(active: readonly SubscriptionRow[]): SubscriptionRow | undefined {
  return [...active].sort((a, b) => new Date(b.created_at).getTime() - new Date(a.created_at).getTime())[0];
}

export function planInfo(active: readonly SubscriptionRow[], now: Date): AppPlanInfo {
  const sub = currentSubscription(active);
  if (!sub) {
    const free = freePlan();
    return { isPaidPlan: false, planName: free.planName, title: free.title, price: 0, subscriptionId: null, trialData: null };
  }
  const { price, yearly } = priceOf(sub);
  const plan = planOfSubscription({ name: sub.name, price, yearly });
  const createdAt = new Date(sub.created_at);
  const daysRemaining = trialDaysRemaining(sub.trial_days, createdAt, now);
  return {
    isPaidPlan: price > 0,
    planName: plan.planName,
    title: plan.title,
    price,
    subscriptionId: sub.id,
    trialData:
      sub.trial_days > 0
        ? { subscriptionId: sub.id, trialDays: sub.trial_days, createdAt: createdAt.toISOString(), daysRemaining, inTrial: daysRemaining > 0 }
        : null,
  };
}

/** Spec 3's installation check result from the platform's state and the site's own record. */
export function shapeInstallation(input: {
  state: DemoShopState;
  tagValidated: Date | string | null;
  active: readonly SubscriptionRow[];
  app: ShopAppId;
  now: Date;
}): InstallationCheck {
  const { state } = input;
  return {
    tagManuallyDisabled: !state.tagEnabled,
    tagValidated: input.tagValidated === null ? null : new Date(input.tagValidated).toISOString(),
    tagSuperForce: state.tagSuperForce,
    appEmbedEnabled: state.appEmbedEnabled,
    missingScopes: missingScopes(state.grantedScopes),
    blockModify: state.blockModify,
    scriptTagEnabled: state.scriptTagEnabled,
    shopPlan: { ...state.shopPlan },
    planInfo: { [PLAN_INFO_KEY]: planInfo(input.active, input.now) },
    app: { handle: APP_HANDLES[input.app].handle, aboutUrl: ABOUT_URL[input.app] },
    proxyAppId: state.proxyAppId,
    myShopifyDomain: state.myShopifyDomain,
  };
}
