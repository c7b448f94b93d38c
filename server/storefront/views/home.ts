import type { CatalogCollection, CatalogProduct } from '../../../plugins/recommendations/engine/types';
import { html, type Html } from '../html';
import type { Shop } from '../shop-context';
import { productGrid } from './components';

export interface HomeData {
  featured: CatalogProduct[];
  bestSellers: CatalogProduct[];
  /** Collections shown as tiles, each with a product to picture it. */
  tiles: Array<{ collection: CatalogCollection; cover: CatalogProduct | undefined }>;
}

export function homeView(shop: Shop, data: HomeData): Html {
  const hero = data.featured[0];
  return html`<section class="hero">
  <div class="container hero__inner">
    <div class="hero__text">
      <p class="eyebrow">${shop.theme.tagline}</p>
      <h1>${shop.theme.heroTitle}</h1>
      <p>${shop.theme.heroText}</p>
      <p class="hero__actions"><a class="button button--light" href="/collections/new-arrivals">Shop new arrivals</a> <a class="button button--ghost" href="/collections/all">Browse all</a></p>
    </div>
    ${hero ? html`<a class="hero__media" href="/products/${hero.handle}"><img src="${hero.imageUrl}" alt="${hero.title}" width="400" height="400"></a>` : ''}
  </div>
</section>
<section class="container section">
  <h2 class="section__title">Shop by collection</h2>
  <ul class="tiles">
    ${data.tiles.map(
      ({ collection, cover }) => html`<li><a class="tile" href="/collections/${collection.handle}">
      ${cover ? html`<img src="${cover.imageUrl}" alt="" width="400" height="400" loading="lazy">` : ''}
      <span class="tile__label">${collection.title}</span></a></li>`,
    )}
  </ul>
</section>
<section class="container section">
  <div class="section__head"><h2 class="section__title">Featured</h2><a href="/collections/frontpage">View all</a></div>
  ${productGrid(data.featured, shop.currency)}
</section>
${data.bestSellers.length
    ? html`<section class="container section">
  <div class="section__head"><h2 class="section__title">Best sellers</h2><a href="/collections/best-sellers">View all</a></div>
  ${productGrid(data.bestSellers, shop.currency)}
</section>`
    : ''}`;
}
