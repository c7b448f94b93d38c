/** @jest-environment jsdom */
import { resolveWidgetOpts } from '../../../sdk/sandbox/delivery';
import { product, sizedProduct } from '../fixtures';
import { parseRatio, renderCard, saleBadgeText } from './card';
import { moneyFormatter } from './money';

const money = moneyFormatter('USD', 'en-US');
const opts = (o = {}) => resolveWidgetOpts(o, 'desktop');

describe('product card layers', () => {
  it('shows image, title, rating and price by default, linking to the product', () => {
    const card = renderCard(product(1), { opts: opts(), money, cta: null });
    expect(card.querySelector('a')!.getAttribute('href')).toBe('/products/product-1');
    expect(card.querySelector('.vitrine-product-title')!.textContent).toBe('Product 1');
    expect(card.querySelector('.vitrine-product-price')!.textContent).toBe('$30.00');
    expect(card.querySelector('.vitrine-product-rating')!.getAttribute('aria-label')).toBe('Rated 4.5 out of 5 (12 reviews)');
    expect(card.querySelector('.vitrine-product-vendor')).toBeNull();
  });

  it('hides each layer its switch turns off and shows vendor and variant title when on', () => {
    const o = opts({ showProductImage: false, showProductTitle: false, showProductPrice: false, showProductRating: false, showProductVendor: true, showVariantTitle: true });
    const card = renderCard(sizedProduct(2), { opts: o, money, cta: null });
    expect(card.querySelector('.vitrine-product-image-wrap, .vitrine-product-title, .vitrine-product-prices-wrap, .vitrine-product-rating')).toBeNull();
    expect(card.querySelector('.vitrine-product-vendor')!.textContent).toBe('Acme');
    expect(card.querySelector('.vitrine-product-variant-title')!.textContent).toBe('M');
  });

  it('sizes the image box by the ratio and fits the image as asked', () => {
    const card = renderCard(product(1), { opts: opts({ imgRatio: '3:4', imgFit: 'contain' }), money, cta: null });
    expect(card.querySelector<HTMLElement>('.vitrine-product-image-wrap')!.getAttribute('style')).toBe('aspect-ratio:3/4');
    expect(card.querySelector('img')!.getAttribute('style')).toBe('object-fit:contain');
    expect(parseRatio('nonsense')).toEqual([1, 1]);
  });

  it('shows the sale price, compare price and badge of the first variant for sale', () => {
    const card = renderCard(sizedProduct(3), { opts: opts({ saleBadgeLabel: '-{itemSalePercent} ({itemSaleTotal} off)' }), money, cta: null });
    expect(card.querySelector('.vitrine-product-sale-price')!.textContent).toBe('Sale price $40.00');
    expect(card.querySelector('.vitrine-product-compare-price')!.textContent).toBe('Regular price $50.00');
    expect(card.querySelector('.vitrine-product-sale-badge')!.textContent).toBe('-20% ($10.00 off)');
  });

  it('leaves out badge and compare price when their switches are off', () => {
    const card = renderCard(sizedProduct(3), { opts: opts({ showProductSaleBadge: false, showProductComparePrice: false }), money, cta: null });
    expect(card.querySelector('.vitrine-product-sale-badge, .vitrine-product-compare-price')).toBeNull();
  });

  it('fills both sale placeholders, each as often as written', () => {
    expect(saleBadgeText('{itemSalePercent}|{itemSalePercent}|{itemSaleTotal}', 75, 100, money)).toBe('25%|25%|$25.00');
  });
});
