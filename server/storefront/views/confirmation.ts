import type { CatalogProduct } from '../../../plugins/recommendations/engine/types';
import type { StoredOrder } from '../../analytics/orders/write';
import { html, money, type Html } from '../html';
import { STORE_MESSAGES } from '../messages';
import type { Shop } from '../shop-context';
import { orderScript } from '../tag';

/** The order confirmation; without an order of this visitor (e.g. a preview) a generic thank-you. */
export function confirmationView(shop: Shop, order: StoredOrder | undefined, products: CatalogProduct[]): Html {
  const byId = new Map(products.map((p) => [p.id, p]));
  return html`<div class="container section confirmation">
  <div class="confirmation__head">
    <span class="confirmation__check" aria-hidden="true">✓</span>
    <div>${order ? html`<p class="muted">Order #${order.orderId}</p>` : ''}<h1>${STORE_MESSAGES.thankYou}</h1></div>
  </div>
  <section class="confirmation__box">
    <h2>${STORE_MESSAGES.orderConfirmed}</h2>
    <p>${order?.email ? html`We sent a confirmation to <strong>${order.email}</strong>.` : 'You will receive a confirmation email with your order number shortly.'}</p>
  </section>
  ${order
    ? html`<section class="confirmation__box">
    <h2>Order summary</h2>
    <ul class="summary-lines">${order.lines.map((l) => {
      const product = byId.get(l.productId);
      const variant = product?.variants.find((v) => v.id === l.variantId);
      return html`<li>${product ? html`<img src="${product.imageUrl}" alt="" width="56" height="56">` : ''}<span>${product?.title ?? 'Product'}${variant && variant.title !== 'Default Title' ? html`<br><span class="muted">${variant.title}</span>` : ''}<br><span class="muted">× ${l.quantity}</span></span><strong>${money(l.price * l.quantity, order.currency)}</strong></li>`;
    })}</ul>
    <p class="cart-subtotal cart-subtotal--total"><span>Total</span><strong>${money(order.total, order.currency)}</strong></p>
  </section>`
    : ''}
  <a class="button" href="/">${STORE_MESSAGES.continueShopping}</a>
  ${orderScript(order)}
</div>`;
}
