import type { SnackbarOptions } from '../sdk';
import { PLANS_MESSAGES } from './messages';
import type { PendingPlanChange } from './pendingPlanChange';
import { fetchPlans, type PlansAnswer } from './plansApi';

/**
 * What to tell the merchant back from the shop platform: the plan the site is on now, read
 * from the server, against the one asked for. Null when the plan cannot be read (the page's
 * own error handling reports a failed call; a guess would be worse than nothing).
 */
export async function planChangeReport(change: PendingPlanChange, fetch: (siteId: string) => Promise<PlansAnswer> = fetchPlans): Promise<SnackbarOptions | null> {
  try {
    const { current } = await fetch(change.siteId);
    if (current.planName === change.planName) return { message: PLANS_MESSAGES.changed(current.title), intent: 'success' };
    return { message: PLANS_MESSAGES.notChanged(change.title, current.title), intent: 'warning', timeoutMs: 10_000 };
  } catch {
    return null;
  }
}
