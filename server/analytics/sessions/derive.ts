// A live visit's `sessions` row (CONTRACT.md §1), derived from what the tag and the server know:
// the tag's events give the pages, the landing, the device and the holdout arm; the server's own
// rows give the money (cart values from catalogue prices, orders and their payment type).
// Pure: the sessionizer reads the inputs, this decides every column.
import { HOLDOUT_EXPERIENCE } from '../../delivery/holdout';
import { attribution, pageClass } from './classify';
import type { CartSnapshot, SessionRow, Visit, VisitEvent } from './types';

/**
 * The request is all the server knows of where a shopper is, and Vitrine has no IP geolocation
 * (on the demo's loopback there is nothing to look up): live rows say so with ISO 3166's
 * user-assigned "unknown" code, which the reports show as its own group, rather than guess.
 */
export const UNKNOWN_COUNTRY = 'ZZ';
export const UNKNOWN_CITY = 'ZZ';

/** Payment types of an accelerated checkout (one tap, no form), as the seeded history counts them. */
export const ACCELERATED_PAYMENT_TYPES: ReadonlySet<string> = new Set(['shop pay', 'apple pay', 'google pay']);
/** The demo checkout takes a card only: an order stored before payment types were kept was paid by card. */
export const DEFAULT_PAYMENT_TYPE = 'credit card';

/** The tag says 'mobile' for a phone-sized viewport; the contract's classes are desktop, phone, tablet. */
const formFactor = (tagValue: string) => (tagValue === 'mobile' ? 'phone' : tagValue === 'tablet' ? 'tablet' : 'desktop');

const isPage = (e: VisitEvent) => e.type === 'page-view';
const atCheckout = (e: VisitEvent) => isPage(e) && (e.place === 'CO' || e.place === 'CNF');

function lastNonEmpty(carts: readonly CartSnapshot[]): CartSnapshot | null {
  for (let i = carts.length - 1; i >= 0; i--) if (carts[i].itemCount > 0) return carts[i];
  return null;
}

const cents = (x: number) => Math.round(x * 100) / 100;

export function deriveSessionRow(visit: Visit): SessionRow {
  const events = visit.events;
  const first = events[0];
  const pages = events.filter(isPage);
  const landingPage = pages[0] ?? first;
  const exitPage = pages[pages.length - 1] ?? events[events.length - 1];
  const start = events.find((e) => e.type === 'session-start');
  const armed = events.find((e) => e.arm === 'baseline' || e.arm === 'treatment');

  const orders = visit.orders;
  const converted = orders.length > 0;
  const lastOrder = converted ? orders.reduce((a, b) => (b.placedAt >= a.placedAt ? b : a)) : null;
  const paymentType = lastOrder ? (lastOrder.paymentType ?? DEFAULT_PAYMENT_TYPE) : null;
  const accelerated = converted && orders.some((o) => ACCELERATED_PAYMENT_TYPES.has(o.paymentType ?? DEFAULT_PAYMENT_TYPE));
  const reachedCheckout = converted || events.some(atCheckout);
  // The checkout form posts back to the checkout page when a field is wrong, so a second
  // checkout page view is a shopper working on the form; an order through it is one too.
  const checkoutViews = pages.filter((e) => e.place === 'CO').length;
  const regularCheckout = reachedCheckout && (checkoutViews >= 2 || (converted && orders.some((o) => !ACCELERATED_PAYMENT_TYPES.has(o.paymentType ?? DEFAULT_PAYMENT_TYPE))));

  // Carted: a cart changed during the visit, or one carried into it that reached the checkout.
  const changed = lastNonEmpty(visit.carts);
  const carried = visit.cartBefore && visit.cartBefore.itemCount > 0 ? visit.cartBefore : null;
  const revenue = cents(orders.reduce((sum, o) => sum + o.total, 0));
  const carted = changed !== null || reachedCheckout;
  const cartValue = !carted ? null : cents((changed ?? carried)?.value ?? revenue);

  const landing = attribution({ referrer: start?.referrer ?? null, utmSource: start?.utmSource ?? null, utmMedium: start?.utmMedium ?? null });
  return {
    site_id: visit.siteId,
    arrival_time_utc: first.at,
    form_factor: formFactor(first.formFactor),
    new_or_returning: first.newOrReturning === 'returning' ? 'returning' : 'new',
    attribution_channel: landing.channel,
    attribution_source: landing.source,
    arrival_page_class: pageClass(landingPage.place, landingPage.path),
    exit_page_class: converted ? 'checkout-confirm' : pageClass(exitPage.place, exitPage.path),
    country: UNKNOWN_COUNTRY,
    city: UNKNOWN_CITY,
    page_views: Math.max(pages.length, ...events.map((e) => e.pageViews ?? 0), 1),
    cart_value: cartValue,
    trans_payment_type: paymentType,
    is_qa: events.some((e) => e.source === 'qa'),
    is_baseline: armed?.arm === 'baseline',
    experience_qualified_name: armed ? HOLDOUT_EXPERIENCE : null,
    carted,
    reached_checkout: reachedCheckout,
    regular_checkout: regularCheckout,
    accelerated_checkout: accelerated,
    converted,
    revenue,
    visitor_id: visit.visitorId,
    session_id: visit.sessionId,
  };
}
