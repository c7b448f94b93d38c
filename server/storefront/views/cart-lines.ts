import type { CartView } from '../cart';
import { html, money, type Html } from '../html';
import { STORE_MESSAGES } from '../messages';
import type { Shop } from '../shop-context';

/** The cart's lines: compact in the mini-cart drawer, with quantity forms on the cart page. */
export function cartLines(cart: CartView, shop: Shop, opts: { compact: boolean }): Html {
  return html`<ul class="cart-lines">
  ${cart.items.map(
    (item) => html`<li class="cart-line" data-variant-id="${item.variant.id}">
    <a href="/products/${item.product.handle}?variant=${item.variant.id}" class="cart-line__media"><img src="${item.product.imageUrl}" alt="" width="96" height="96"></a>
    <div class="cart-line__info">
      <a class="cart-line__title" href="/products/${item.product.handle}?variant=${item.variant.id}">${item.product.title}</a>
      ${item.variant.title !== 'Default Title' ? html`<span class="muted">${item.variant.title}</span>` : ''}
      <span class="muted">${money(item.variant.price, shop.currency)}${opts.compact ? html` × ${item.quantity}` : ''}</span>
      ${opts.compact
        ? ''
        : html`<div class="cart-line__actions">
        <form method="post" action="/cart/change" class="qty-form">
          <input type="hidden" name="id" value="${item.variant.id}">
          <label class="visually-hidden" for="qty-${item.variant.id}">Quantity</label>
          <input id="qty-${item.variant.id}" class="qty-input" type="number" name="quantity" min="0" max="99" value="${item.quantity}">
          <button class="button button--secondary button--small" type="submit">${STORE_MESSAGES.update}</button>
        </form>
        <form method="post" action="/cart/change">
          <input type="hidden" name="id" value="${item.variant.id}"><input type="hidden" name="quantity" value="0">
          <button class="link-button" type="submit">${STORE_MESSAGES.remove}</button>
        </form>
      </div>`}
    </div>
    <strong class="cart-line__total">${money(item.lineTotal, shop.currency)}</strong>
  </li>`,
  )}
</ul>`;
}
