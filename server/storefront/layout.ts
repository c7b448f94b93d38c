/** The page shell every storefront page shares: head with place metas, header, mini-cart drawer, footer. */
import { SCRIPT, STYLESHEET } from './assets';
import type { CartView } from './cart';
import { html, money, type Html } from './html';
import { STORE_MESSAGES } from './messages';
import type { Shop } from './shop-context';
import { slotBlocks, tagScript, type TagOptions } from './tag';
import { cartLines } from './views/cart-lines';

/** Page places (recommendations spec 3) a page can be. */
export type Place = 'H' | 'CAT' | 'PDP' | 'CRT' | 'CO' | 'CNF' | 'ACC' | 'E404' | 'NA' | `CUSTOM~${string}`;

export interface PageOptions {
  shop: Shop;
  title: string;
  place: Place;
  cart: CartView;
  body: Html;
  productId?: string;
  collectionId?: string;
  /** Checkout pages drop the shop navigation, as the platform's checkout does. */
  minimal?: boolean;
  account?: string;
  /** The data-collection tag; null serves the page without it. */
  tag: TagOptions | null;
  /** A valid preview token is on the URL: the page says so (the tag shows the previewed recommendation). */
  preview?: boolean;
}

const NAV_SKIP = new Set(['all', 'frontpage', 'best-sellers', 'winter-essentials', 'summer-edit']);
const FREE_SHIPPING: Record<string, number> = { JPY: 10000, NOK: 800 };

function nav(shop: Shop): Html {
  const links = shop.collections.filter((c) => !NAV_SKIP.has(c.handle) && c.handle !== 'sale').slice(0, 6);
  const sale = shop.collections.find((c) => c.handle === 'sale');
  return html`<nav class="site-nav" aria-label="Main"><ul>
    ${links.map((c) => html`<li><a href="/collections/${c.handle}">${c.title}</a></li>`)}
    ${sale ? html`<li><a class="site-nav__sale" href="/collections/sale">${sale.title}</a></li>` : ''}
  </ul></nav>`;
}

/** The drawer's footer is a div: the page's first <footer> must be the site footer, where "before the footer" widgets go. */
function drawer(shop: Shop, cart: CartView): Html {
  return html`<div class="drawer" id="CartDrawer" hidden>
  <div class="drawer__overlay" data-drawer-close></div>
  <aside class="drawer__panel" role="dialog" aria-modal="true" aria-labelledby="CartDrawerTitle">
    <header class="drawer__header"><h2 id="CartDrawerTitle">${STORE_MESSAGES.cartTitle}</h2>
      <button type="button" class="icon-button" data-drawer-close aria-label="Close">&times;</button></header>
    <div class="drawer__body mini-cart" data-vitrine-place="MCRT">
      ${cart.items.length ? cartLines(cart, shop, { compact: true }) : html`<p class="muted">${STORE_MESSAGES.cartEmpty}</p>`}
    </div>
    <div class="drawer__footer">
      <p class="cart-subtotal"><span>${STORE_MESSAGES.subtotal}</span><strong>${money(cart.subtotal, shop.currency)}</strong></p>
      <a class="button button--full" href="/checkout">${STORE_MESSAGES.checkout}</a>
      <a class="button button--secondary button--full" href="/cart">View cart</a>
    </div>
  </aside>
</div>`;
}

export function page(opts: PageOptions): Html {
  const { shop, cart } = opts;
  const threshold = FREE_SHIPPING[shop.currency] ?? 75;
  return html`<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${opts.title} – ${shop.name}</title>
<meta name="description" content="${shop.theme.tagline}">
<meta name="vitrine-place" content="${opts.place}">
${opts.productId ? html`<meta name="vitrine-product" content="${opts.productId}">` : ''}
${opts.collectionId ? html`<meta name="vitrine-collection" content="${opts.collectionId}">` : ''}
<link rel="icon" href="/favicon.svg" type="image/svg+xml">
<link rel="stylesheet" href="${STYLESHEET.path}">
<script src="${SCRIPT.path}" defer></script>
${tagScript(opts.tag)}
${opts.preview ? html`<meta name="robots" content="noindex">` : ''}
</head>
<body data-vitrine-shop="${shop.id}" style="--accent: ${shop.theme.accent}">
<a class="skip-link" href="#MainContent">Skip to content</a>
${opts.preview ? html`<div class="preview-bar" role="status">${STORE_MESSAGES.previewBar}</div>` : ''}
${opts.minimal
    ? html`<header class="site-header site-header--minimal"><div class="container header-row"><a class="logo" href="/">${shop.name}</a>
        <a class="header-link" href="/cart">Back to cart</a></div></header>`
    : html`<div class="announcement">${STORE_MESSAGES.freeShipping} ${money(threshold, shop.currency)}</div>
<header class="site-header">
  <div class="container header-row">
    <a class="logo" href="/">${shop.name}</a>
    <form class="search" action="/search" method="get" role="search">
      <input type="search" name="q" placeholder="${STORE_MESSAGES.searchPlaceholder}" aria-label="${STORE_MESSAGES.searchPlaceholder}" maxlength="100">
    </form>
    <div class="header-actions">
      <a class="header-link" href="/account">${opts.account ? 'Account' : STORE_MESSAGES.signIn}</a>
      <a class="header-link cart-link" href="/cart" data-drawer-open>Cart <span class="cart-count" data-cart-count>${cart.itemCount}</span></a>
    </div>
  </div>
  <div class="container">${nav(shop)}</div>
</header>`}
<main id="MainContent" class="site-main">
${opts.body}
${slotBlocks(opts.place)}
</main>
${opts.minimal ? '' : drawer(shop, cart)}
<footer class="site-footer">
  <div class="container footer-grid">
    <div><p class="footer-logo">${shop.name}</p><p class="muted">${shop.theme.tagline}</p></div>
    <div><h3>Shop</h3><ul>${shop.collections.slice(0, 5).map((c) => html`<li><a href="/collections/${c.handle}">${c.title}</a></li>`)}</ul></div>
    <div><h3>Help</h3><ul><li><a href="/pages/shipping">Shipping &amp; returns</a></li><li><a href="/pages/faq">FAQ</a></li><li><a href="/pages/about">About us</a></li><li><a href="/account">Account</a></li></ul></div>
  </div>
  <div class="container footer-legal muted">© ${shop.name}. A demo shop: no real orders are shipped.</div>
</footer>
</body>
</html>`;
}
