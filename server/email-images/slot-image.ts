/**
 * One slot's PNG: the product drawn as the storefront draws it (catalog/look.ts), with the
 * recommendation's Product Details and Call To Action settings. The choice is per open, but
 * the picture of a product with given settings is not: rendered PNGs are kept (bounded LRU),
 * so a campaign's thousands of opens render each product once.
 */
import { createHash } from 'node:crypto';
import type { CatalogProduct } from '../../plugins/recommendations/engine/types';
import { cardVariantOf } from '../../plugins/recommendations/model/email-options';
import { productLook } from '../catalog/look';
import { cardSvg, DEFAULT_CARD_STYLE, safeColor, type CardStyle, type CardText } from './card-svg';
import { renderPng } from './render';

const MAX_CACHED = 500;


export function formatMoney(amount: number, currency: string): string {
  try {
    return new Intl.NumberFormat('en-US', { style: 'currency', currency }).format(amount);
  } catch {
    return `${currency} ${amount.toFixed(2)}`;
  }
}

function cssPx(value: unknown, fallback: number): number {
  const n = typeof value === 'number' ? value : typeof value === 'string' ? parseFloat(value) : NaN;
  return Number.isFinite(n) ? n : fallback;
}

/** What the card says and how it looks, from the saved desktop options (the email's one layout). */
export function cardFor(product: CatalogProduct, doc: Record<string, unknown>, currency: string): { text: CardText; style: CardStyle } {
  const opts = ((doc.widgetOpts ?? {}) as Record<string, Record<string, unknown> | undefined>).desktop ?? {};
  const button = ((opts.style ?? {}) as Record<string, Record<string, unknown> | undefined>)['product-add-to-cart-btn'] ?? {};
  const multi = product.variants.length > 1;
  // Spec 2: Add To Cart Title for products without multiple variants, View Product Title for the others.
  const label = multi ? opts.viewProductTitle : opts.addToCartTitle;
  const text: CardText = {
    title: product.title,
    price: formatMoney(product.price, currency),
    comparePrice: opts.showProductComparePrice !== false && product.compareAtPrice !== null && product.compareAtPrice > product.price ? formatMoney(product.compareAtPrice, currency) : null,
    cta: opts.showProductAddToCart === false ? null : (typeof label === 'string' && label.trim()) || (multi ? 'View Product' : 'Buy Now'),
  };
  const style: CardStyle = {
    variant: cardVariantOf(opts.emailCardVariant),
    showTitle: opts.showProductTitle !== false,
    showPrice: opts.showProductPrice !== false,
    buttonColor: safeColor(button['background-color'] ?? button.background, DEFAULT_CARD_STYLE.buttonColor),
    buttonText: safeColor(button.color, DEFAULT_CARD_STYLE.buttonText),
    buttonRadius: cssPx(button['border-radius'], DEFAULT_CARD_STYLE.buttonRadius),
  };
  return { text, style };
}

export function createSlotRenderer(render: (svg: string) => Promise<Buffer> = renderPng) {
  const cache = new Map<string, Buffer>();
  return async function slotPng(shopExternal: string, product: CatalogProduct, doc: Record<string, unknown>, currency: string): Promise<Buffer> {
    const { text, style } = cardFor(product, doc, currency);
    const look = productLook(shopExternal, product);
    const key = createHash('sha1').update(JSON.stringify([shopExternal, product.id, look, text, style])).digest('base64url');
    const hit = cache.get(key);
    if (hit) {
      cache.delete(key);
      cache.set(key, hit);
      return hit;
    }
    const png = await render(cardSvg(look, text, style));
    if (cache.size >= MAX_CACHED) cache.delete(cache.keys().next().value!);
    cache.set(key, png);
    return png;
  };
}
