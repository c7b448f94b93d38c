// A paid plan change ends on the shop platform, where the merchant approves the charge (or
// declines it). The console must not say "Your plan is now X." before it knows: it keeps the
// change asked for in this tab, and the page that comes back reads the site's plan and says
// what it is. Tiny on purpose: the entry chunk reads it; the check loads only when one is kept.
import { leaveForNextPage, takeFromLastPage } from '../lib/storage/nextPage';

export interface PendingPlanChange {
  readonly siteId: string;
  readonly planName: string;
  readonly title: string;
}

const NAME = 'plan-change';

export function leavePendingPlanChange(change: PendingPlanChange): void {
  leaveForNextPage(NAME, change);
}

/** The change the previous page went to the platform for, once. */
export function takePendingPlanChange(): PendingPlanChange | null {
  const { siteId, planName, title } = (takeFromLastPage(NAME) ?? {}) as Partial<PendingPlanChange>;
  return typeof siteId === 'string' && typeof planName === 'string' && typeof title === 'string' ? { siteId, planName, title } : null;
}
