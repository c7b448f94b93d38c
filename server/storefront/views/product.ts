import type { CatalogProduct, CatalogVariant } from '../../../plugins/recommendations/engine/types';
import { colorHex } from '../../catalog/palette';
import { html, money, raw, type Html } from '../html';
import { STORE_MESSAGES } from '../messages';
import type { Shop } from '../shop-context';
import { badges, price, rating } from './components';

/** JSON for the page's script, safe inside <script type="application/json">. */
const scriptJson = (value: unknown) => raw(JSON.stringify(value).replace(/</g, '\\u003c').replace(/>/g, '\\u003e').replace(/&/g, '\\u0026'));

export function productView(shop: Shop, product: CatalogProduct, selected: CatalogVariant, error?: string): Html {
  const data = {
    currency: shop.currency,
    variants: product.variants.map((v) => ({
      id: v.id,
      options: v.selectedOptions.map((o) => o.value),
      price: money(v.price, shop.currency),
      compareAt: v.compareAtPrice !== null ? money(v.compareAtPrice, shop.currency) : null,
      available: v.availableForSale,
    })),
  };
  return html`<div class="container section product">
  <div class="product__media">
    <img src="${product.imageUrl}" alt="${product.title}" width="800" height="800">
    ${badges(product)}
  </div>
  <div class="product__info">
    <p class="product__vendor">${product.vendor}</p>
    <h1 class="product__title">${product.title}</h1>
    ${rating(product)}
    <div class="product__price" data-product-price>${price(selected.price, selected.compareAtPrice, shop.currency)}
      ${selected.compareAtPrice !== null ? html`<span class="badge badge--sale">${STORE_MESSAGES.sale}</span>` : ''}</div>
    ${error ? html`<p class="form-error" role="alert">${error}</p>` : ''}
    <form class="product-form" method="post" action="/cart/add" data-product-form>
      ${product.options.length === 0 ? html`<input type="hidden" name="id" value="${selected.id}">` : ''}
      ${product.options.map(
        (option, i) => html`<fieldset class="option">
        <legend>${option.name}: <span data-option-value="${i}">${selected.selectedOptions[i]?.value}</span></legend>
        <div class="option__values">
          ${option.values.map((value) => {
            const hex = option.name === 'Color' ? colorHex(value) : undefined;
            const anyAvailable = product.variants.some((v) => v.selectedOptions[i]?.value === value && v.availableForSale);
            return html`<label class="pill ${anyAvailable ? '' : 'pill--unavailable'}">
              <input type="radio" name="option${i + 1}" value="${value}" ${selected.selectedOptions[i]?.value === value ? html`checked` : ''}>
              <span>${hex ? html`<i class="swatch" style="background:${hex}"></i>` : ''}${value}</span></label>`;
          })}
        </div>
      </fieldset>`,
      )}
      <div class="product-form__buy">
        <label class="qty"><span class="visually-hidden">Quantity</span><input class="qty-input" type="number" name="quantity" value="1" min="1" max="99"></label>
        <button class="button button--full" type="submit" name="add" data-add-button ${selected.availableForSale ? '' : html`disabled`}>
          ${selected.availableForSale ? STORE_MESSAGES.addToCart : STORE_MESSAGES.soldOut}</button>
      </div>
      <p class="muted small" data-stock>${product.tracksInventory && selected.availableForSale && selected.inventoryQuantity <= 5 ? `Only ${selected.inventoryQuantity} left` : ''}</p>
    </form>
    <div class="product__description">${raw(product.descriptionHtml)}</div>
    <details class="product__details"><summary>Shipping &amp; returns</summary><p>Orders ship within 2 business days. Free returns within 30 days.</p></details>
    <script type="application/json" id="ProductJson">${scriptJson(data)}</script>
  </div>
</div>`;
}
