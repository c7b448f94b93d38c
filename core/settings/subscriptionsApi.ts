// The app's subscriptions on the shop platform (spec 7): GET lists them, DELETE (staff) cancels one.
import { apiFetch } from '../api/http';

export interface SubscriptionLineItem {
  readonly plan: {
    readonly pricingDetails: {
      readonly price: { readonly amount: string; readonly currencyCode: string };
      readonly interval: 'EVERY_30_DAYS' | 'ANNUAL' | string;
    };
  };
}

/** The platform's AppSubscription record (spec 3: Subscription). */
export interface Subscription {
  readonly id: string;
  readonly name: string;
  readonly status?: string;
  readonly test: boolean;
  readonly trialDays: number;
  readonly createdAt: string;
  readonly currentPeriodEnd: string | null;
  readonly returnUrl?: string;
  readonly lineItems: readonly SubscriptionLineItem[];
}

export interface SubscriptionsAnswer {
  readonly data: {
    readonly currentAppInstallation: { readonly activeSubscriptions: readonly Subscription[] };
    readonly shop?: { readonly myshopifyDomain: string };
  };
}

export interface ShopSite {
  readonly _id: string;
  readonly platformSiteId: string;
}

const PATH = '/api/extensions/v2/subscriptions';

function query(site: ShopSite, extra: Record<string, string> = {}): string {
  // site as well as platformSiteId: two organizations may share a shop, the site says whose.
  return new URLSearchParams({ platformSiteId: site.platformSiteId, site: site._id, ...extra }).toString();
}

export async function fetchSubscriptions(site: ShopSite, signal?: AbortSignal): Promise<readonly Subscription[]> {
  const answer = await apiFetch<SubscriptionsAnswer>(`${PATH}?${query(site)}`, { signal });
  return answer?.data?.currentAppInstallation?.activeSubscriptions ?? [];
}

export const cancelSubscription = (site: ShopSite, id: string) => apiFetch<unknown>(`${PATH}?${query(site, { id })}`, { method: 'DELETE' });
