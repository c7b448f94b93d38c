import { html, type Html } from '../html';
import type { Shop } from '../shop-context';

/** The shop's custom pages (/pages/{handle}): the same few for every demo shop, with its name. */
const PAGES: Record<string, { title: string; body: (shop: Shop) => Html }> = {
  about: {
    title: 'About us',
    body: (shop) => html`<p>${shop.name} is ${shop.theme.tagline.toLowerCase()}. We work with a small group of makers and test everything we sell.</p>
      <p>${shop.theme.heroText}</p>`,
  },
  faq: {
    title: 'Frequently asked questions',
    body: () => html`<h2>How long does shipping take?</h2><p>Most orders ship within 2 business days and arrive within a week.</p>
      <h2>Can I return an item?</h2><p>Yes: unworn and unused items can be returned within 30 days for a full refund.</p>
      <h2>Do you ship internationally?</h2><p>We ship to a dozen countries; the checkout lists them.</p>`,
  },
  shipping: {
    title: 'Shipping & returns',
    body: (shop) => html`<p>Free standard shipping on every order in this demo shop. Returns are free within 30 days.</p>
      <p>Questions? Write to support at ${shop.name}.</p>`,
  },
  contact: {
    title: 'Contact',
    body: (shop) => html`<p>We answer every message within a business day. ${shop.name} customer care is open Monday to Friday, 9:00-17:00.</p>`,
  },
};

export const CUSTOM_PAGE_HANDLES = Object.keys(PAGES);

export function customPage(shop: Shop, handle: string): { title: string; body: Html } | undefined {
  if (!Object.hasOwn(PAGES, handle)) return undefined;
  const entry = PAGES[handle];
  return { title: entry.title, body: html`<div class="container section narrow rte"><h1>${entry.title}</h1>${entry.body(shop)}</div>` };
}
