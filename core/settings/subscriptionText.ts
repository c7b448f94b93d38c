// How a platform subscription reads in the Subscription tab.
import { formatCurrency } from '../lib/format/formatCurrency';
import { SETTINGS_MESSAGES } from './messages';
import type { Subscription } from './subscriptionsApi';

/** "$195.00 / month" from the first line item; null when the record has no price. */
export function subscriptionPrice(subscription: Pick<Subscription, 'lineItems'>): string | null {
  const details = subscription.lineItems?.[0]?.plan?.pricingDetails;
  const amount = Number(details?.price?.amount);
  if (!details || !Number.isFinite(amount)) return null;
  const per = details.interval === 'ANNUAL' ? SETTINGS_MESSAGES.perInterval.annual : SETTINGS_MESSAGES.perInterval.monthly;
  return `${formatCurrency(amount, details.price.currencyCode)} / ${per}`;
}

/** "Mar 4, 2025"; the raw text when it is not a date, a dash when absent. */
export function formatDate(value: string | null | undefined, locale = 'en-US'): string {
  if (!value) return '—';
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? value : new Intl.DateTimeFormat(locale, { dateStyle: 'medium' }).format(date);
}
