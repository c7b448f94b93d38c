import type { CatalogProduct } from '../../../plugins/recommendations/engine/types';
import type { CollectionPage, CollectionSort } from '../../catalog/repository';
import { html, type Html } from '../html';
import { STORE_MESSAGES } from '../messages';
import type { Shop } from '../shop-context';
import { productGrid } from './components';

const SORT_LABELS: Record<CollectionSort, string> = {
  manual: 'Featured',
  'best-selling': 'Best selling',
  'title-ascending': 'Alphabetically, A-Z',
  'title-descending': 'Alphabetically, Z-A',
  'price-ascending': 'Price, low to high',
  'price-descending': 'Price, high to low',
  'created-descending': 'Date, new to old',
  'created-ascending': 'Date, old to new',
};

function pager(base: string, page: number, pages: number, sort: CollectionSort): Html | '' {
  if (pages <= 1) return '';
  const link = (p: number) => `${base}?page=${p}${sort !== 'manual' ? `&sort_by=${sort}` : ''}`;
  return html`<nav class="pagination" aria-label="Pages">
    ${page > 1 ? html`<a href="${link(page - 1)}" rel="prev">← Previous</a>` : html`<span></span>`}
    <span class="muted">Page ${page} of ${pages}</span>
    ${page < pages ? html`<a href="${link(page + 1)}" rel="next">Next →</a>` : html`<span></span>`}
  </nav>`;
}

export function collectionView(shop: Shop, data: CollectionPage, sort: CollectionSort): Html {
  const base = `/collections/${data.collection.handle}`;
  return html`<div class="container section">
  <header class="collection-header">
    <h1>${data.collection.title}</h1>
    <p class="muted">${data.collection.description}</p>
  </header>
  <form class="toolbar" method="get" action="${base}" data-autosubmit>
    <span class="muted">${data.total} products</span>
    <label>Sort by <select name="sort_by">
      ${Object.entries(SORT_LABELS).map(([value, label]) => html`<option value="${value}" ${value === sort ? html`selected` : ''}>${label}</option>`)}
    </select></label>
    <noscript><button class="button button--small" type="submit">Sort</button></noscript>
  </form>
  ${productGrid(data.products, shop.currency, 'collection__grid')}
  ${pager(base, data.page, data.pages, sort)}
</div>`;
}

export function searchView(shop: Shop, query: string, products: CatalogProduct[]): Html {
  return html`<div class="container section">
  <header class="collection-header"><h1>Search</h1>
  <form class="search search--page" action="/search" method="get" role="search">
    <input type="search" name="q" value="${query}" placeholder="${STORE_MESSAGES.searchPlaceholder}" aria-label="${STORE_MESSAGES.searchPlaceholder}" maxlength="100">
    <button class="button" type="submit">Search</button>
  </form></header>
  ${query && !products.length ? html`<p class="muted">${STORE_MESSAGES.noResults}</p>` : ''}
  ${productGrid(products, shop.currency, 'collection__grid')}
</div>`;
}

export function collectionsListView(shop: Shop): Html {
  return html`<div class="container section"><h1>Collections</h1>
  <ul class="collection-list">${shop.collections.map((c) => html`<li><a href="/collections/${c.handle}"><strong>${c.title}</strong> <span class="muted">${c.productIds.length} products</span></a></li>`)}</ul></div>`;
}
