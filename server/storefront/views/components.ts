/** Pieces several pages share: prices, ratings, badges, product cards. */
import type { CatalogProduct } from '../../../plugins/recommendations/engine/types';
import { html, money, type Html } from '../html';
import { STORE_MESSAGES } from '../messages';

const NEW_DAYS = 30;

export function price(amount: number, compareAt: number | null, currency: string): Html {
  return compareAt !== null && compareAt > amount
    ? html`<span class="price price--sale"><span class="price__now">${money(amount, currency)}</span> <s class="price__was">${money(compareAt, currency)}</s></span>`
    : html`<span class="price"><span class="price__now">${money(amount, currency)}</span></span>`;
}

export function rating(product: CatalogProduct): Html | '' {
  if (product.rating === null) return '';
  const pct = Math.round((product.rating / 5) * 100);
  return html`<span class="rating" title="${product.rating} out of 5"><span class="rating__stars" aria-hidden="true"><span style="width:${pct}%"></span></span><span class="rating__text">${product.rating.toFixed(1)} <span class="muted">(${product.ratingCount})</span></span></span>`;
}

export function badges(product: CatalogProduct, now = Date.now()): Html {
  const isNew = now - Date.parse(product.createdAt) < NEW_DAYS * 86_400_000;
  return html`<span class="badges">
    ${!product.available ? html`<span class="badge badge--soldout">${STORE_MESSAGES.soldOut}</span>` : ''}
    ${product.available && product.compareAtPrice !== null ? html`<span class="badge badge--sale">${STORE_MESSAGES.sale}</span>` : ''}
    ${isNew ? html`<span class="badge badge--new">${STORE_MESSAGES.newBadge}</span>` : ''}
  </span>`;
}

export function productCard(product: CatalogProduct, currency: string): Html {
  return html`<li class="card" data-product-id="${product.id}">
  <a class="card__link" href="/products/${product.handle}">
    <span class="card__media"><img src="${product.imageUrl}" alt="${product.title}" width="400" height="400" loading="lazy">${badges(product)}</span>
    <span class="card__body">
      <span class="card__vendor">${product.vendor}</span>
      <span class="card__title">${product.title}</span>
      ${rating(product)}
      ${price(product.price, product.compareAtPrice, currency)}
    </span>
  </a>
</li>`;
}

export function productGrid(products: readonly CatalogProduct[], currency: string, className = ''): Html {
  return html`<ul class="grid ${className}">${products.map((p) => productCard(p, currency))}</ul>`;
}
