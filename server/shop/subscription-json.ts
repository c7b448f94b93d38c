import { randomInt } from 'node:crypto';
import type { Selectable } from 'kysely';
import type { SubscriptionsTable } from '../db/schema';
import type { AppSubscription } from './platform';

export type SubscriptionRow = Selectable<SubscriptionsTable>;
type LineItem = AppSubscription['lineItems'][number];

/** Stored lower-case in the table; shown as the platform's enum (Shopify: ACTIVE, CANCELLED). */
export const SUBSCRIPTION_STATUS = { active: 'active', cancelled: 'cancelled' } as const;

/** Subscription ids have the platform's shape: a real adapter hands these ids through. */
export const SUBSCRIPTION_ID = /^gid:\/\/shopify\/AppSubscription\/\d{1,20}$/;

export function newSubscriptionId(): string {
  return `gid://shopify/AppSubscription/${randomInt(10_000_000_000, 99_999_999_999)}`;
}

/** Seed ids: the same on every machine, so a re-run of the seed finds the same rows. */
export function seedSubscriptionId(seedHex: string): string {
  return `gid://shopify/AppSubscription/${parseInt(seedHex.slice(0, 10), 16)}`;
}

export function lineItems(id: string, price: number, yearly: boolean, currencyCode = 'USD'): LineItem[] {
  const number = id.split('/').pop() ?? '0';
  return [
    {
      id: `gid://shopify/AppSubscriptionLineItem/${number}`,
      plan: {
        pricingDetails: {
          // Shopify's Decimal scalar: a string, never a float that could round.
          price: { amount: price.toFixed(2), currencyCode },
          interval: yearly ? 'ANNUAL' : 'EVERY_30_DAYS',
        },
      },
    },
  ];
}

/** The recurring price of a stored subscription (the first line item), 0 when unreadable. */
export function priceOf(row: Pick<SubscriptionRow, 'line_items'>): { price: number; yearly: boolean } {
  const item = Array.isArray(row.line_items) ? (row.line_items[0] as Partial<LineItem> | undefined) : undefined;
  const details = item?.plan?.pricingDetails;
  const price = Number(details?.price?.amount);
  return { price: Number.isFinite(price) && price > 0 ? price : 0, yearly: details?.interval === 'ANNUAL' };
}

const iso = (d: Date | string | null) => (d === null ? null : new Date(d).toISOString());

/** Stored return URLs are console paths; the platform needs them absolute. */
export function absoluteReturnUrl(returnUrl: string, consoleOrigin: string): string {
  return returnUrl.startsWith('/') && !returnUrl.startsWith('//') ? `${consoleOrigin}${returnUrl}` : returnUrl;
}

export function subscriptionJson(row: SubscriptionRow, consoleOrigin: string): AppSubscription {
  return {
    id: row.id,
    name: row.name,
    status: row.status.toUpperCase(),
    test: row.test,
    trialDays: row.trial_days,
    createdAt: iso(row.created_at)!,
    currentPeriodEnd: iso(row.current_period_end),
    returnUrl: absoluteReturnUrl(row.return_url, consoleOrigin),
    lineItems: Array.isArray(row.line_items) ? (row.line_items as unknown as LineItem[]) : [],
  };
}

/** Billing periods are 30 days (or a year): the end of the one running at `now`. */
export function currentPeriodEnd(createdAt: Date, now: Date, yearly: boolean): Date {
  const period = (yearly ? 365 : 30) * 86_400_000;
  const elapsed = Math.max(0, now.getTime() - createdAt.getTime());
  return new Date(createdAt.getTime() + (Math.floor(elapsed / period) + 1) * period);
}
