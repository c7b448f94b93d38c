import { HOLDOUT_EXPERIENCE } from '../../delivery/holdout';
import { visitsOf, type VisitorData } from './attach';
import { deriveSessionRow, UNKNOWN_CITY, UNKNOWN_COUNTRY } from './derive';
import { event, min, page } from './testing';
import type { SessionRow, Visit } from './types';

const SITE = 'a'.repeat(24);

function visit(events: Visit['events'], more: Partial<Visit> = {}): Visit {
  return { siteId: SITE, visitorId: 'v1', sessionId: 's1', events, orders: [], carts: [], cartBefore: null, ...more };
}

/** CONTRACT.md §1's invariants of a sessions row. */
function invariantsHold(r: SessionRow): boolean {
  return (
    (!r.converted || r.reached_checkout) && (!r.reached_checkout || r.carted) &&
    (!r.regular_checkout || r.reached_checkout) && (!r.accelerated_checkout || r.reached_checkout) &&
    (r.cart_value !== null) === r.carted && (r.revenue > 0) === r.converted && (r.trans_payment_type !== null) === r.converted
  );
}

describe('a live visit’s sessions row', () => {
  it('a browse without a cart: landing, pages, device, visitor', () => {
    const row = deriveSessionRow(
      visit([
        event('session-start', 0, { place: 'CAT', referrer: 'https://www.bing.com/', formFactor: 'mobile', newOrReturning: 'returning' }),
        page(0, 'CAT', 1),
        page(1, 'PDP', 2),
        page(2, 'NA', 3),
      ]),
    );
    expect(row).toEqual({
      site_id: SITE, arrival_time_utc: min(0), form_factor: 'phone', new_or_returning: 'returning',
      attribution_channel: 'organic search', attribution_source: 'bing', arrival_page_class: 'category', exit_page_class: 'search',
      country: UNKNOWN_COUNTRY, city: UNKNOWN_CITY, page_views: 3, cart_value: null, trans_payment_type: null,
      is_qa: false, is_baseline: false, experience_qualified_name: null,
      carted: false, reached_checkout: false, regular_checkout: false, accelerated_checkout: false, converted: false, revenue: 0,
      visitor_id: 'v1', session_id: 's1',
    });
    expect(invariantsHold(row)).toBe(true);
  });

  it('a checkout: the server’s cart value and order, paid by card, exit on the confirmation', () => {
    const row = deriveSessionRow(
      visit([event('session-start', 0, { place: 'PDP', utmSource: 'klaviyo', utmMedium: 'email' }), page(0, 'PDP', 1), page(1, 'CRT', 2), page(2, 'CO', 3), page(4, 'CNF', 4)], {
        carts: [{ changedAt: min(0.5), value: 40, itemCount: 1 }, { changedAt: min(1.5), value: 80.004, itemCount: 2 }],
        orders: [{ placedAt: min(3.9), total: 80, paymentType: 'credit card' }],
      }),
    );
    expect(row).toMatchObject({
      attribution_channel: 'email', attribution_source: 'klaviyo', arrival_page_class: 'pdp', exit_page_class: 'checkout-confirm',
      page_views: 4, carted: true, cart_value: 80, reached_checkout: true, regular_checkout: true, accelerated_checkout: false,
      converted: true, revenue: 80, trans_payment_type: 'credit card',
    });
    expect(invariantsHold(row)).toBe(true);
  });

  it('an abandoned checkout: reached, not engaged with one look, engaged when the form came back', () => {
    const carts = [{ changedAt: min(0.5), value: 25, itemCount: 1 }];
    const looked = deriveSessionRow(visit([page(0, 'PDP', 1), page(1, 'CO', 2)], { carts }));
    expect(looked).toMatchObject({ carted: true, cart_value: 25, reached_checkout: true, regular_checkout: false, converted: false, exit_page_class: 'checkout' });
    const engaged = deriveSessionRow(visit([page(0, 'PDP', 1), page(1, 'CO', 2), page(2, 'CO', 3)], { carts }));
    expect(engaged).toMatchObject({ regular_checkout: true, converted: false });
    for (const row of [looked, engaged]) expect(invariantsHold(row)).toBe(true);
  });

  it('a cart carried in from an earlier visit counts when the checkout is reached; an emptied cart does not cart', () => {
    const carried = deriveSessionRow(visit([page(0, 'CO', 1)], { cartBefore: { changedAt: min(-90), value: 60, itemCount: 3 } }));
    expect(carried).toMatchObject({ carted: true, cart_value: 60, reached_checkout: true });
    const emptied = deriveSessionRow(visit([page(0, 'CRT', 1)], { carts: [{ changedAt: min(0.2), value: 0, itemCount: 0 }] }));
    expect(emptied).toMatchObject({ carted: false, cart_value: null });
    for (const row of [carried, emptied]) expect(invariantsHold(row)).toBe(true);
  });

  it('an accelerated payment is an accelerated checkout; an order before payment types were kept was by card', () => {
    const fast = deriveSessionRow(visit([page(0, 'CO', 1)], { orders: [{ placedAt: min(1), total: 30, paymentType: 'shop pay' }] }));
    expect(fast).toMatchObject({ accelerated_checkout: true, regular_checkout: false, trans_payment_type: 'shop pay', carted: true, cart_value: 30 });
    const old = deriveSessionRow(visit([page(0, 'CO', 1)], { orders: [{ placedAt: min(1), total: 30, paymentType: null }] }));
    expect(old).toMatchObject({ trans_payment_type: 'credit card', regular_checkout: true });
    for (const row of [fast, old]) expect(invariantsHold(row)).toBe(true);
  });

  it('QA traffic is QA; the holdout arm names the experience', () => {
    expect(deriveSessionRow(visit([page(0, 'H', 1, { source: 'qa' })]))).toMatchObject({ is_qa: true, is_baseline: false, experience_qualified_name: null });
    expect(deriveSessionRow(visit([page(0, 'H', 1, { arm: 'baseline' })]))).toMatchObject({ is_baseline: true, experience_qualified_name: HOLDOUT_EXPERIENCE });
    expect(deriveSessionRow(visit([page(0, 'H', 1, { arm: 'treatment' })]))).toMatchObject({ is_baseline: false, experience_qualified_name: HOLDOUT_EXPERIENCE });
  });

  it('keeps every invariant over many random visits', () => {
    let seed = 7;
    const rnd = () => ((seed = (seed * 16807) % 2147483647) / 2147483647);
    const places = ['H', 'CAT', 'PDP', 'CRT', 'CO', 'CNF', 'ACC', 'NA', 'E404', 'CUSTOM~about'];
    for (let i = 0; i < 500; i++) {
      const events = Array.from({ length: 1 + Math.floor(rnd() * 6) }, (_, k) => page(k, places[Math.floor(rnd() * places.length)], k + 1));
      const row = deriveSessionRow(
        visit(events, {
          carts: rnd() < 0.5 ? [{ changedAt: min(0.5), value: Math.round(rnd() * 200), itemCount: Math.floor(rnd() * 3) }] : [],
          cartBefore: rnd() < 0.3 ? { changedAt: min(-100), value: 50, itemCount: 1 } : null,
          orders: rnd() < 0.2 ? [{ placedAt: min(2), total: 1 + Math.round(rnd() * 100), paymentType: rnd() < 0.3 ? 'apple pay' : 'credit card' }] : [],
        }),
      );
      expect(invariantsHold(row)).toBe(true);
    }
  });
});

describe('visits of a visitor and what belongs to each', () => {
  it('groups events by session and gives orders and cart changes to the latest visit active within 30 minutes', () => {
    const data: VisitorData = {
      siteId: SITE,
      visitorId: 'v1',
      events: [
        { ...page(0, 'PDP', 1), sessionId: 'a' },
        { ...page(5, 'CRT', 2), sessionId: 'a' },
        { ...page(120, 'CO', 1), sessionId: 'b' },
        { ...page(121, 'CNF', 2), sessionId: 'b' },
      ],
      orders: [{ placedAt: min(120.5), total: 50, paymentType: 'credit card' }, { placedAt: min(400), total: 9, paymentType: null }],
      carts: [{ changedAt: min(4), value: 50, itemCount: 1 }, { changedAt: min(60), value: 70, itemCount: 2 }],
    };
    const [a, b] = visitsOf(data);
    expect(a.sessionId).toBe('a');
    expect(a.orders).toEqual([]);
    expect(a.carts.map((c) => c.value)).toEqual([50]);
    // The order at +120.5 belongs to b; the one at +400 to nobody (b was idle past 30 minutes).
    expect(b.orders.map((o) => o.total)).toEqual([50]);
    // The change at +60 is after a went idle and before b started: b carries it in.
    expect(b.carts).toEqual([]);
    expect(b.cartBefore?.value).toBe(70);
    expect(deriveSessionRow(b)).toMatchObject({ converted: true, cart_value: 70, revenue: 50 });
  });
});
