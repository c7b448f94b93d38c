import type { DeliveredProduct, DeliveredVariant, ResolvedWidgetOpts } from '../../../sdk/sandbox/delivery';
import { MESSAGES } from '../messages';
import { h } from './dom';
import type { FormatMoney } from './money';

/** The variant a card shows first: the first one for sale, else the first. */
export function leadVariant(product: DeliveredProduct): DeliveredVariant | undefined {
  return product.variants.find((v) => v.availableForSale) ?? product.variants[0];
}

/** "1:1", "4:5", "3 : 4" -> [w, h]; anything else is 1:1 (spec 5: ratio default 1:1). */
export function parseRatio(text: string): [number, number] {
  const [w, hgt] = text.split(':').map((part) => Number(part.trim()));
  return w > 0 && hgt > 0 ? [w, hgt] : [1, 1];
}

/** The sale badge text with {itemSalePercent} ("25%") and {itemSaleTotal} (money saved). */
export function saleBadgeText(label: string, price: number, compareAtPrice: number, money: FormatMoney): string {
  const saved = compareAtPrice - price;
  const percent = `${Math.round((saved / compareAtPrice) * 100)}%`;
  return label.replaceAll('{itemSalePercent}', percent).replaceAll('{itemSaleTotal}', money(saved));
}

function rating(product: DeliveredProduct): HTMLElement | null {
  if (product.rating === null) return null;
  const percent = Math.max(0, Math.min(100, (product.rating / 5) * 100));
  return h(
    'div',
    { class: 'vitrine-product-rating', role: 'img', 'aria-label': MESSAGES.rating(product.rating, product.ratingCount) },
    h('span', { class: 'vitrine-stars', style: `--vitrine-stars:${percent.toFixed(0)}%`, 'aria-hidden': 'true' }, '★★★★★'),
    h('span', { class: 'vitrine-rating-count', 'aria-hidden': 'true' }, `(${product.ratingCount})`),
  );
}

function prices(variant: DeliveredVariant, opts: ResolvedWidgetOpts, money: FormatMoney): HTMLElement {
  const onSale = variant.compareAtPrice !== null && variant.compareAtPrice > variant.price;
  const showCompare = onSale && opts.showProductComparePrice;
  return h(
    'div',
    { class: 'vitrine-product-prices-wrap' },
    h('span', { class: showCompare ? 'vitrine-product-price vitrine-product-sale-price' : 'vitrine-product-price' },
      showCompare ? h('span', { class: 'vitrine-sr' }, `${MESSAGES.salePrice} `) : null,
      money(variant.price)),
    showCompare
      ? h('s', { class: 'vitrine-product-compare-price' }, h('span', { class: 'vitrine-sr' }, `${MESSAGES.regularPrice} `), money(variant.compareAtPrice as number))
      : null,
  );
}

export interface CardOptions {
  opts: ResolvedWidgetOpts;
  money: FormatMoney;
  /** The call to action for this product (render/cta.ts), or null. */
  cta: HTMLElement | null;
}

/** One product card with the layers the options switch on (spec 2 "Product detail layers"). */
export function renderCard(product: DeliveredProduct, { opts, money, cta }: CardOptions): HTMLLIElement {
  const variant = leadVariant(product);
  const onSale = !!variant && variant.compareAtPrice !== null && variant.compareAtPrice > variant.price;
  const [rw, rh] = parseRatio(opts.imgRatio);
  const image = opts.showProductImage
    ? h(
        'div',
        { class: 'vitrine-product-image-wrap', style: `aspect-ratio:${rw}/${rh}` },
        product.imageUrl
          ? h('img', {
              class: 'vitrine-product-image',
              src: product.imageUrl,
              // The title is the link's text; an alt would read it twice.
              alt: opts.showProductTitle ? '' : product.title,
              loading: 'lazy',
              decoding: 'async',
              width: rw * 100,
              height: rh * 100,
              style: `object-fit:${opts.imgFit}`,
            })
          : null,
        onSale && opts.showProductSaleBadge && variant
          ? h('span', { class: 'vitrine-product-sale-badge' }, saleBadgeText(opts.saleBadgeLabel, variant.price, variant.compareAtPrice as number, money))
          : null,
      )
    : null;
  const variantTitle = opts.showVariantTitle && variant && variant.title !== 'Default Title' ? variant.title : '';
  return h(
    'li',
    { class: 'vitrine-product', 'data-product-id': product.id },
    h(
      'a',
      { class: 'vitrine-product-link', href: product.url, 'data-vitrine-product': product.id },
      image,
      opts.showProductVendor && product.vendor ? h('span', { class: 'vitrine-product-vendor' }, product.vendor) : null,
      opts.showProductTitle ? h('span', { class: 'vitrine-product-title' }, product.title) : null,
    ),
    variantTitle ? h('span', { class: 'vitrine-product-variant-title' }, variantTitle) : null,
    opts.showProductRating ? rating(product) : null,
    opts.showProductPrice && variant ? prices(variant, opts, money) : null,
    cta,
  );
}
