import { ORDER_ELEMENT_ID, type StorefrontOrder } from '../../sdk/sandbox/delivery';
import { slotLocation } from '../../plugins/recommendations/model/presets';
import type { StoredOrder } from '../analytics/orders/write';
import { html, raw, type Html } from './html';
import type { Place } from './layout';

/** Where the tag comes from; null when a page is served without it (`?vitrine-tag=off`, the bench's baseline). */
export interface TagOptions {
  apiOrigin: string;
}

/**
 * The data-collection tag, as a shop installs it: async, so it never blocks the page, from
 * the API origin, which it also calls (sdk/API.md "Including the tag").
 */
export function tagScript(tag: TagOptions | null): Html | '' {
  if (!tag) return '';
  return html`<script async src="${tag.apiOrigin}/storefront/tag.js" data-api="${tag.apiOrigin}"></script>`;
}

/**
 * The theme's slots: empty blocks the starter presets put their widgets into
 * (model/presets.ts slotLocation). Recommendations elsewhere name their own location.
 */
const SLOTS: Partial<Record<string, string[]>> = {
  H: ['home', 'home-secondary'],
  CAT: ['collection'],
  PDP: ['product', 'product-secondary', 'product-footer'],
  CRT: ['cart'],
  CO: ['checkout'],
  CNF: ['confirmation'],
};

export function slotBlocks(place: Place): Html | '' {
  const slots = SLOTS[place];
  if (!slots) return '';
  return html`<div class="container vitrine-slots">${slots.map((s) => html`<div id="${slotLocation(s).slice(1)}"></div>`)}</div>`;
}

/** The thank-you page's order for the tag (StorefrontOrder), as JSON that cannot end its script element. */
export function orderScript(order: StoredOrder | undefined): Html | '' {
  if (!order) return '';
  const data: StorefrontOrder = {
    id: order.orderId,
    total: order.total,
    currency: order.currency,
    lineItems: order.lines.map((l) => ({ productId: l.productId, variantId: l.variantId, quantity: l.quantity, price: l.price })),
  };
  const json = JSON.stringify(data).replace(/</g, '\\u003c').replace(/>/g, '\\u003e').replace(/&/g, '\\u0026');
  return html`<script type="application/json" id="${ORDER_ELEMENT_ID}">${raw(json)}</script>`;
}
