/** Checkout (one page: contact, shipping, payment), the confirmation page, and the account page. */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { findOrder } from '../../analytics/orders/write';
import { productsByIds } from '../../catalog/repository';
import { CartError } from '../cart';
import { placeOrder, validateCheckout } from '../checkout';
import { currentCart, sendPage, withVisit, type StoreDeps } from '../render';
import { setAccount } from '../shop-context';
import { accountView, type AccountOrder } from '../views/account';
import { checkoutView } from '../views/checkout-page';
import { confirmationView } from '../views/confirmation';

const ORDER_ID = /^\d{1,20}$/;
const EMAIL = /^[^\s@]{1,64}@[^\s@]{1,120}\.[^\s@]{2,}$/;

export function registerCheckoutRoutes(app: FastifyInstance, deps: StoreDeps): void {
  app.get('/checkout', withVisit(deps, async (visit, _request, reply) => {
    const { view } = await currentCart(deps.db, visit);
    if (!view.items.length) return reply.redirect('/cart', 303);
    return sendPage(reply, deps, visit, { title: 'Checkout', place: 'CO', cart: view, minimal: true, body: checkoutView(visit.shop, view, { email: visit.account ?? '' }, {}) });
  }));

  app.post('/checkout', withVisit(deps, async (visit, request, reply) => {
    const { view } = await currentCart(deps.db, visit);
    if (!view.items.length) return reply.redirect('/cart', 303);
    const { values, errors } = validateCheckout(request.body);
    // The card never comes back into the page: only what the shopper can safely see again.
    const shown = { ...values, cardNumber: '', cardCvc: '' };
    if (Object.keys(errors).length) {
      return sendPage(reply, deps, visit, { title: 'Checkout', place: 'CO', cart: view, minimal: true, status: 422, body: checkoutView(visit.shop, view, shown, errors) });
    }
    try {
      const placedAt = new Date();
      const { orderId } = await placeOrder(deps.db, deps.analytics, { site: { id: visit.shop.id, currency: visit.shop.currency }, visitorId: visit.visitorId, email: values.email, now: placedAt });
      deps.liveSessions?.orderPlaced(visit.shop.id, visit.visitorId, placedAt);
      return reply.redirect(`/checkout/thank-you?order=${orderId}`, 303);
    } catch (err) {
      if (!(err instanceof CartError)) throw err;
      const again = (await currentCart(deps.db, visit)).view;
      return sendPage(reply, deps, visit, { title: 'Checkout', place: 'CO', cart: again, minimal: true, status: err.status, body: checkoutView(visit.shop, again, shown, {}, err.message) });
    }
  }));

  app.get('/checkout/thank-you', withVisit(deps, async (visit, request, reply) => {
    const raw = (request.query as Record<string, unknown>).order;
    const found = typeof raw === 'string' && ORDER_ID.test(raw) ? await findOrder(deps.analytics, visit.shop.id, raw) : undefined;
    // Only the shopper who placed an order sees its details; anyone else gets the generic page.
    const order = found && found.visitorId === visit.visitorId ? found : undefined;
    const products = order ? await productsByIds(deps.db, visit.shop.id, order.lines.map((l) => l.productId)) : [];
    return sendPage(reply, deps, visit, { title: 'Thank you', place: 'CNF', body: confirmationView(visit.shop, order, products) });
  }));

  app.get('/account', withVisit(deps, async (visit, _request, reply) => {
    const orders = visit.account
      ? await deps.analytics.all<AccountOrder>(
          `SELECT order_id AS "orderId", placed_at AS "placedAt", total, currency, item_count AS "itemCount"
           FROM orders WHERE site_id = $1 AND visitor_id = $2 AND source = 'storefront' ORDER BY placed_at DESC LIMIT 50`,
          [visit.shop.id, visit.visitorId],
        )
      : [];
    return sendPage(reply, deps, visit, { title: 'Account', place: 'ACC', body: accountView(visit.shop, visit.account, orders) });
  }));

  app.post('/account/login', withVisit(deps, async (visit, request: FastifyRequest, reply) => {
    const body = (request.body ?? {}) as Record<string, unknown>;
    const email = typeof body.email === 'string' ? body.email.trim() : '';
    if (!EMAIL.test(email)) {
      return sendPage(reply, deps, visit, { title: 'Account', place: 'ACC', status: 422, body: accountView(visit.shop, undefined, [], 'Enter a valid email address') });
    }
    setAccount(reply, email, deps.cookies);
    return reply.redirect('/account', 303);
  }));

  app.post('/account/logout', withVisit(deps, async (_visit, _request, reply) => {
    setAccount(reply, undefined, deps.cookies);
    return reply.redirect('/account', 303);
  }));
}
