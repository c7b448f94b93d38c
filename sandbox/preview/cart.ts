import type { AddToCartAction } from '../../sdk/sandbox/delivery';

/** The shop's AJAX cart (Shopify style), same origin as the page. */
export interface CartLineItem {
  id?: number | string;
  variant_id?: number | string;
  quantity?: number;
  price?: number;
}

export interface CartState {
  item_count: number;
  items: Array<{ product_id?: number | string; variant_id?: number | string }>;
}

export class CartError extends Error {}

async function readJson(response: Response): Promise<Record<string, unknown>> {
  return (await response.json().catch(() => ({}))) as Record<string, unknown>;
}

/** POST /cart/add.js {id, quantity}: the line item, or a CartError with the shop's description. */
export async function addToCart(variantId: string, quantity: number): Promise<CartLineItem> {
  const response = await fetch('/cart/add.js', {
    method: 'POST',
    credentials: 'same-origin',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify({ id: variantId, quantity }),
  });
  const body = await readJson(response);
  if (!response.ok) throw new CartError(String(body.description ?? body.message ?? response.statusText));
  return body as CartLineItem;
}

export async function getCart(): Promise<CartState> {
  const response = await fetch('/cart.js', { credentials: 'same-origin', headers: { accept: 'application/json' } });
  if (!response.ok) throw new CartError(response.statusText);
  return (await response.json()) as CartState;
}

/** Where the page goes after an add; an interface so tests and the preview can stand in. */
export interface Navigator {
  go(url: string): void;
  reload(): void;
}

export const browserNavigator: Navigator = {
  go: (url) => window.location.assign(url),
  reload: () => window.location.reload(),
};

/** The event the minicart action dispatches on document; detail { item, cart }. */
export const CART_UPDATED_EVENT = 'vitrine:cart-updated';

/**
 * What happens after a successful add (the Call To Action "Action"). The minicart action reads
 * the cart again, writes its count into every [data-cart-count] and tells the theme by event.
 */
export async function afterAdd(action: AddToCartAction, item: CartLineItem, nav: Navigator = browserNavigator): Promise<void> {
  if (action === 'reload') return nav.reload();
  if (action === 'cart') return nav.go('/cart');
  if (action === 'checkout') return nav.go('/checkout');
  if (action !== 'minicart') return;
  const cart = await getCart().catch(() => null);
  if (cart) for (const el of document.querySelectorAll('[data-cart-count]')) el.textContent = String(cart.item_count);
  document.dispatchEvent(new CustomEvent(CART_UPDATED_EVENT, { detail: { item, cart } }));
}
