import type { CartView } from '../cart';
import { COUNTRIES, type CheckoutField, type CheckoutValues } from '../checkout';
import { html, money, type Html } from '../html';
import { STORE_MESSAGES } from '../messages';
import type { Shop } from '../shop-context';

type Errors = Partial<Record<CheckoutField, string>>;

function field(name: CheckoutField, label: string, values: Partial<CheckoutValues>, errors: Errors, attrs: { type?: string; autocomplete?: string; placeholder?: string; optional?: boolean } = {}): Html {
  const error = errors[name];
  return html`<div class="field ${error ? 'field--error' : ''}">
    <label for="f-${name}">${label}${attrs.optional ? html` <span class="muted">(optional)</span>` : ''}</label>
    <input id="f-${name}" name="${name}" type="${attrs.type ?? 'text'}" value="${values[name] ?? ''}" maxlength="120"
      ${attrs.autocomplete ? html`autocomplete="${attrs.autocomplete}"` : ''} ${attrs.placeholder ? html`placeholder="${attrs.placeholder}"` : ''}
      ${error ? html`aria-invalid="true" aria-describedby="e-${name}"` : ''}>
    ${error ? html`<p class="field__error" id="e-${name}">${error}</p>` : ''}
  </div>`;
}

export function checkoutView(shop: Shop, cart: CartView, values: Partial<CheckoutValues>, errors: Errors, formError?: string): Html {
  const hasErrors = Object.keys(errors).length > 0;
  return html`<div class="container section checkout">
  <form class="checkout__form" method="post" action="/checkout" novalidate>
    <h1>Checkout</h1>
    ${hasErrors ? html`<p class="form-error" role="alert">${STORE_MESSAGES.checkoutErrors}</p>` : ''}
    ${formError ? html`<p class="form-error" role="alert">${formError}</p>` : ''}
    <fieldset class="checkout__step"><legend>1. Contact</legend>
      ${field('email', 'Email', values, errors, { type: 'email', autocomplete: 'email' })}
    </fieldset>
    <fieldset class="checkout__step"><legend>2. Shipping address</legend>
      <div class="field-row">${field('firstName', 'First name', values, errors, { autocomplete: 'given-name' })}${field('lastName', 'Last name', values, errors, { autocomplete: 'family-name' })}</div>
      ${field('address1', 'Address', values, errors, { autocomplete: 'address-line1' })}
      ${field('address2', 'Apartment, suite, etc.', values, errors, { autocomplete: 'address-line2', optional: true })}
      <div class="field-row">${field('city', 'City', values, errors, { autocomplete: 'address-level2' })}${field('zip', 'ZIP / postal code', values, errors, { autocomplete: 'postal-code' })}</div>
      <div class="field ${errors.country ? 'field--error' : ''}"><label for="f-country">Country</label>
        <select id="f-country" name="country" autocomplete="country">
          <option value="">Select…</option>
          ${COUNTRIES.map(([code, name]) => html`<option value="${code}" ${values.country === code ? html`selected` : ''}>${name}</option>`)}
        </select>${errors.country ? html`<p class="field__error">${errors.country}</p>` : ''}</div>
    </fieldset>
    <fieldset class="checkout__step"><legend>3. Payment</legend>
      <p class="note">${STORE_MESSAGES.demoCard}</p>
      ${field('cardNumber', 'Card number', values, errors, { autocomplete: 'cc-number', placeholder: '4242 4242 4242 4242' })}
      ${field('cardName', 'Name on card', values, errors, { autocomplete: 'cc-name' })}
      <div class="field-row">${field('cardExpiry', 'Expiry (MM/YY)', values, errors, { autocomplete: 'cc-exp', placeholder: 'MM/YY' })}${field('cardCvc', 'Security code', values, errors, { autocomplete: 'cc-csc', placeholder: 'CVC' })}</div>
    </fieldset>
    <button class="button button--full button--large" type="submit">${STORE_MESSAGES.placeOrder} · ${money(cart.subtotal, shop.currency)}</button>
  </form>
  <aside class="checkout__summary">
    <h2>Order summary</h2>
    <ul class="summary-lines">${cart.items.map(
      (i) => html`<li><img src="${i.product.imageUrl}" alt="" width="56" height="56"><span>${i.product.title}${i.variant.title !== 'Default Title' ? html`<br><span class="muted">${i.variant.title}</span>` : ''}<br><span class="muted">× ${i.quantity}</span></span><strong>${money(i.lineTotal, shop.currency)}</strong></li>`,
    )}</ul>
    <p class="cart-subtotal"><span>${STORE_MESSAGES.subtotal}</span><strong>${money(cart.subtotal, shop.currency)}</strong></p>
    <p class="cart-subtotal"><span>Shipping</span><span>Free</span></p>
    <p class="cart-subtotal cart-subtotal--total"><span>Total</span><strong>${money(cart.subtotal, shop.currency)}</strong></p>
  </aside>
</div>`;
}
