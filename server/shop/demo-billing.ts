import type { PricingPlan } from '../../plugins/recommendations/model/plans';
import { DEFAULT_TRIAL_DAYS, extendedTrialDays, trialDaysRemaining } from '../plans/trial';
import { notFound } from '../lib/errors';
import { type Db, type DemoShopState, type Trx, loadState, updateState } from './demo-state';
import { demoPageUrl } from './demo-page-url';
import { APP_HANDLES, currentSubscription } from './installation';
import { blockedModify, SHOP_MESSAGES, shopNotInstalled } from './messages';
import type { AppSubscription, ShopCall, SubscriptionsView } from './platform';
import {
  currentPeriodEnd,
  lineItems,
  newSubscriptionId,
  SUBSCRIPTION_STATUS,
  subscriptionJson,
  type SubscriptionRow,
} from './subscription-json';

/** The demo platform's billing: subscriptions rows play Shopify's AppSubscription records. */

export async function activeSubscriptions(db: Db | Trx, siteId: string): Promise<SubscriptionRow[]> {
  return db
    .selectFrom('subscriptions')
    .selectAll()
    .where('site_id', '=', siteId)
    .where('status', '=', SUBSCRIPTION_STATUS.active)
    .orderBy('created_at', 'desc')
    .execute();
}

/** Refusals shared by every billing change: blockModify first (spec 6), then a live install. */
export function assertModifiable(state: DemoShopState) {
  if (state.blockModify) throw blockedModify();
  if (!state.installed || !state.tokenValid) throw shopNotInstalled();
}

/** The subscription named by subid, or the current one when none is named. */
function pick(active: SubscriptionRow[], subid: string | undefined): SubscriptionRow {
  const sub = subid ? active.find((s) => s.id === subid) : currentSubscription(active);
  if (!sub) throw notFound(SHOP_MESSAGES.subscriptionNotFound);
  return sub;
}

export async function subscriptionsView(db: Db, call: ShopCall): Promise<SubscriptionsView> {
  const state = await loadState(db, call.site);
  if (!state.installed || !state.tokenValid) throw shopNotInstalled();
  const active = await activeSubscriptions(db, call.site.id);
  const app = APP_HANDLES[call.app];
  return {
    data: {
      currentAppInstallation: {
        id: `gid://shopify/AppInstallation/${call.site.platform_site_id}`,
        activeSubscriptions: active.map((row) => subscriptionJson(row, call.consoleOrigin)),
        app: { handle: app.handle, title: app.title, icon: { url: `${call.consoleOrigin}/favicon.ico` } },
      },
      shop: { myshopifyDomain: state.myShopifyDomain },
    },
  };
}

const returnPath = (call: ShopCall) => `/?app=${encodeURIComponent(call.app)}&site-xid=${encodeURIComponent(call.site.external)}`;

/**
 * Replaces the active subscription with the chosen plan. A paid plan keeps what is left of
 * the current trial (a first subscription gets the default 14 days) and answers the demo
 * confirmation page; the free plan only cancels, and answers nothing (the client reloads).
 */
export async function changePlan(db: Db, call: ShopCall, opts: { plan: PricingPlan; subid?: string }) {
  const { result } = await updateState(db, call.site, async (state, trx) => {
    assertModifiable(state);
    const active = await activeSubscriptions(trx, call.site.id);
    const replaced = opts.subid ? pick(active, opts.subid) : currentSubscription(active);
    const everSubscribed = await trx.selectFrom('subscriptions').select('id').where('site_id', '=', call.site.id).limit(1).executeTakeFirst();
    if (active.length) {
      await trx
        .updateTable('subscriptions')
        .set({ status: SUBSCRIPTION_STATUS.cancelled })
        .where('site_id', '=', call.site.id)
        .where('status', '=', SUBSCRIPTION_STATUS.active)
        .execute();
    }
    if (opts.plan.price <= 0) return {};
    const trialDays = replaced
      ? trialDaysRemaining(replaced.trial_days, new Date(replaced.created_at), call.now)
      : everSubscribed ? 0 : DEFAULT_TRIAL_DAYS;
    const id = newSubscriptionId();
    const row = await trx
      .insertInto('subscriptions')
      .values({
        id,
        site_id: call.site.id,
        name: opts.plan.title,
        status: SUBSCRIPTION_STATUS.active,
        trial_days: trialDays,
        created_at: call.now,
        current_period_end: currentPeriodEnd(call.now, call.now, opts.plan.yearly),
        test: state.shopPlan.partnerDevelopment,
        return_url: returnPath(call),
        line_items: JSON.stringify(lineItems(id, opts.plan.price, opts.plan.yearly)),
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    return { url: demoPageUrl(call, 'charge', { subid: id }), subscription: subscriptionJson(row, call.consoleOrigin) };
  });
  return result as { url?: string; subscription?: AppSubscription };
}

export async function extendTrial(db: Db, call: ShopCall, opts: { days: number; subid?: string }) {
  const { result } = await updateState(db, call.site, async (state, trx) => {
    assertModifiable(state);
    const sub = pick(await activeSubscriptions(trx, call.site.id), opts.subid);
    const trialDays = extendedTrialDays(sub.trial_days, new Date(sub.created_at), call.now, opts.days);
    const row = await trx
      .updateTable('subscriptions')
      .set({ trial_days: trialDays })
      .where('id', '=', sub.id)
      .returningAll()
      .executeTakeFirstOrThrow();
    return { subscription: subscriptionJson(row, call.consoleOrigin) };
  });
  return result;
}

export async function cancelSubscription(db: Db, call: ShopCall, id: string) {
  const { result } = await updateState(db, call.site, async (state, trx) => {
    if (state.blockModify) throw blockedModify();
    const sub = pick(await activeSubscriptions(trx, call.site.id), id);
    const row = await trx
      .updateTable('subscriptions')
      .set({ status: SUBSCRIPTION_STATUS.cancelled })
      .where('id', '=', sub.id)
      .returningAll()
      .executeTakeFirstOrThrow();
    return { subscription: subscriptionJson(row, call.consoleOrigin) };
  });
  return result;
}

/** Uninstalling cancels billing, as the platform does when an app is removed. */
export async function cancelAll(trx: Trx, siteId: string) {
  await trx
    .updateTable('subscriptions')
    .set({ status: SUBSCRIPTION_STATUS.cancelled })
    .where('site_id', '=', siteId)
    .where('status', '=', SUBSCRIPTION_STATUS.active)
    .execute();
}
