// The fixture shop's delivery payload: three live widgets on a product page (slider, grid,
// list) and one draft that must not show. Products use the shop's local SVG images.
import type { DeliveredProduct, DeliveryPayload } from '../../../sdk/sandbox/delivery';

const NAMES = ['Linen Overshirt', 'Merino Crew Sweater', 'Canvas Weekender Bag', 'Leather Card Holder', 'Organic Cotton Tee', 'Wool Beanie', 'Suede Desert Boots', 'Everyday Tote'];
export const COLORS = ['#d9c8b4', '#9fb4a6', '#c9a27e', '#6b4f3a', '#e8e2d6', '#b85c38', '#a48a6d', '#52606d'];

export function shopProduct(i: number): DeliveredProduct {
  const sale = i % 3 === 1;
  const sized = i === 1 || i === 4;
  const price = 28 + i * 11;
  const sizes = sized ? ['S', 'M', 'L'] : [];
  return {
    id: `810${i}`,
    title: NAMES[i],
    handle: `product-${i}`,
    vendor: i % 2 ? 'Northwind Supply' : 'Atelier Nord',
    url: `/products/product-${i}`,
    imageUrl: `/images/product-${i}.svg`,
    rating: i === 5 ? null : 3.5 + (i % 4) * 0.4,
    ratingCount: 4 + i * 7,
    options: sized ? [{ name: 'Size', values: sizes }] : [],
    variants: sized
      ? sizes.map((size, k) => ({ id: `440${i}${k}`, title: size, price, compareAtPrice: sale ? price + 20 : null, availableForSale: k !== 0, inventoryQuantity: k ? 4 : 0, selectedOptions: [{ name: 'Size', value: size }] }))
      : [{ id: `440${i}0`, title: 'Default Title', price, compareAtPrice: sale ? price + 20 : null, availableForSale: true, inventoryQuantity: 9, selectedOptions: [] }],
  };
}

const products = (ids: number[]) => ids.map(shopProduct);

export function shopPayload(): DeliveryPayload {
  return {
    version: 1,
    siteId: 'demo-shop',
    currency: 'USD',
    moneyFormat: '${{amount}}',
    global: {
      css: '',
      js: 'document.documentElement.dataset.globalJs = "ran";',
      titleWrapper: '<h2 class="vitrine-title-heading">{titleText}</h2>',
      generatedCss: '',
    },
    recommendations: [
      {
        id: 'rec-slider',
        external: 'pdp-similar',
        place: 'PDP',
        status: 'production',
        qualifiedName: 'similar',
        title: 'You may also like',
        widgetOpts: {
          desktop: { location: '#product-recs', insert: 'append', order: 1, widget: 'slider', navStyle: 'circArrows', navShow: 'more', productsPerView: 4, showProductVendor: true },
          mobile: { location: '#product-recs', insert: 'append', order: 1, widget: 'slider', navStyle: 'circArrows', productsPerView: 1.5, showProductVendor: true },
        },
        css: '',
        // A merchant bug: it must not keep the page or the other widgets from working.
        js: 'window.undefinedMerchantHelper(this);',
        generatedCss: '',
        testMode: false,
        products: products([0, 1, 2, 3, 4, 5, 6, 7]),
      },
      {
        id: 'rec-grid',
        external: 'pdp-together',
        place: 'PDP',
        status: 'production',
        qualifiedName: 'bought-together',
        title: 'Frequently bought together',
        widgetOpts: {
          desktop: { location: '#product-recs', insert: 'append', order: 2, widget: 'grid', gridCols: 4, gridRows: 1, addToCartRedirect: 'minicart', displayVariantOptions: 'dynamic', imgRatio: '4:5', showProductRating: false, showProductAddToCart: true },
          mobile: { location: '#product-recs', insert: 'append', order: 2, widget: 'grid', gridCols: 2, gridRows: 2, addToCartRedirect: 'minicart', displayVariantOptions: 'dynamic', imgRatio: '4:5', showProductRating: false, showProductAddToCart: true },
        },
        css: '',
        js: 'this.dataset.merchantJs = "ran";',
        generatedCss: '',
        testMode: false,
        products: products([3, 1, 6, 7]),
      },
      {
        id: 'rec-list',
        external: 'pdp-recent',
        place: 'PDP',
        status: 'production',
        qualifiedName: 'recently-viewed',
        title: 'Recently viewed',
        widgetOpts: {
          desktop: { location: '.site-footer', insertBefore: true, widget: 'list', listCols: 2, listRows: 2, addToCartRedirect: 'minicart', style: { 'product-title': { 'line-clamp': 1 } } },
          mobile: { location: '.site-footer', insertBefore: true, widget: 'list', listCols: 1, listRows: 3, addToCartRedirect: 'minicart', style: { 'product-title': { 'line-clamp': 1 } } },
        },
        css: '',
        js: '',
        generatedCss: '',
        testMode: false,
        products: products([5, 2, 4, 0]),
      },
      {
        id: 'rec-draft',
        external: 'pdp-draft',
        place: 'PDP',
        status: 'staging',
        qualifiedName: 'trending',
        title: 'Draft that shoppers never see',
        widgetOpts: { desktop: { location: '#product-recs', insert: 'append' }, mobile: { location: '#product-recs', insert: 'append' } },
        css: '',
        js: '',
        generatedCss: '',
        testMode: false,
        products: products([0, 1]),
      },
    ],
  };
}
