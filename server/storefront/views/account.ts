import { html, money, type Html } from '../html';
import { STORE_MESSAGES } from '../messages';
import type { Shop } from '../shop-context';

export interface AccountOrder {
  orderId: string;
  placedAt: string;
  total: number;
  currency: string;
  itemCount: number;
}

export function accountView(shop: Shop, account: string | undefined, orders: AccountOrder[], error?: string): Html {
  if (!account) {
    return html`<div class="container section narrow">
  <h1>${STORE_MESSAGES.signIn}</h1>
  <p class="muted">Sign in with your email to see your orders. (A demo shop: no password needed.)</p>
  ${error ? html`<p class="form-error" role="alert">${error}</p>` : ''}
  <form method="post" action="/account/login" class="stack">
    <div class="field"><label for="f-login-email">Email</label><input id="f-login-email" type="email" name="email" autocomplete="email" maxlength="120" required></div>
    <button class="button button--full" type="submit">${STORE_MESSAGES.signIn}</button>
  </form>
</div>`;
  }
  return html`<div class="container section">
  <h1>${STORE_MESSAGES.accountTitle}</h1>
  <p>Signed in as <strong>${account}</strong></p>
  <form method="post" action="/account/logout"><button class="link-button" type="submit">${STORE_MESSAGES.signOut}</button></form>
  <h2>Order history</h2>
  ${orders.length
    ? html`<table class="orders"><thead><tr><th>Order</th><th>Date</th><th>Items</th><th>Total</th></tr></thead><tbody>
      ${orders.map((o) => html`<tr><td><a href="/checkout/thank-you?order=${o.orderId}">#${o.orderId}</a></td><td>${o.placedAt.slice(0, 10)}</td><td>${o.itemCount}</td><td>${money(o.total, o.currency)}</td></tr>`)}
    </tbody></table>`
    : html`<p class="muted">${STORE_MESSAGES.noOrders}</p>`}
</div>`;
}
