import type { CartView } from '../cart';
import { html, money, type Html } from '../html';
import { STORE_MESSAGES } from '../messages';
import type { Shop } from '../shop-context';
import { cartLines } from './cart-lines';

export function cartPageView(shop: Shop, cart: CartView, error?: string): Html {
  return html`<div class="container section cart">
  <h1>${STORE_MESSAGES.cartTitle}</h1>
  ${error ? html`<p class="form-error" role="alert">${error}</p>` : ''}
  ${cart.items.length
    ? html`<div class="cart__layout">
    <div class="cart__items">${cartLines(cart, shop, { compact: false })}</div>
    <aside class="cart__summary">
      <p class="cart-subtotal"><span>${STORE_MESSAGES.subtotal}</span><strong data-cart-subtotal>${money(cart.subtotal, shop.currency)}</strong></p>
      <p class="muted small">${STORE_MESSAGES.taxesAtCheckout}</p>
      <a class="button button--full" href="/checkout">${STORE_MESSAGES.checkout}</a>
      <a class="continue" href="/collections/all">${STORE_MESSAGES.continueShopping}</a>
    </aside>
  </div>`
    : html`<div class="cart__items cart__items--empty"><p>${STORE_MESSAGES.cartEmpty}</p><a class="button" href="/collections/all">${STORE_MESSAGES.continueShopping}</a></div>`}
</div>`;
}
