// Test data for the runtime's unit tests and the e2e fixture shop: products and payloads shaped
// as the delivery endpoint sends them. Never imported by the tag itself.
import type { DeliveredProduct, DeliveredRecommendation, DeliveryPayload, WidgetOpts } from '../../sdk/sandbox/delivery';

export function product(n: number, overrides: Partial<DeliveredProduct> = {}): DeliveredProduct {
  return {
    id: `81${n}`,
    title: `Product ${n}`,
    handle: `product-${n}`,
    vendor: 'Acme',
    url: `/products/product-${n}`,
    imageUrl: `/images/product-${n}.svg`,
    rating: 4.5,
    ratingCount: 12,
    options: [],
    variants: [{ id: `44${n}`, title: 'Default Title', price: 30, compareAtPrice: null, availableForSale: true, inventoryQuantity: 5, selectedOptions: [] }],
    ...overrides,
  };
}

/** A product with a Size option: S (sold out), M, L. */
export function sizedProduct(n: number): DeliveredProduct {
  const sizes = [
    ['S', false],
    ['M', true],
    ['L', true],
  ] as const;
  return product(n, {
    options: [{ name: 'Size', values: sizes.map(([s]) => s) }],
    variants: sizes.map(([size, available], i) => ({
      id: `44${n}${i}`,
      title: size,
      price: 40,
      compareAtPrice: 50,
      availableForSale: available,
      inventoryQuantity: available ? 3 : 0,
      selectedOptions: [{ name: 'Size', value: size }],
    })),
  });
}

export function recommendation(id: string, desktop: WidgetOpts = {}, mobile: WidgetOpts = {}, overrides: Partial<DeliveredRecommendation> = {}): DeliveredRecommendation {
  return {
    id,
    external: `slot-${id}`,
    place: 'PDP',
    status: 'production',
    qualifiedName: 'bought-together',
    title: `Title ${id}`,
    widgetOpts: { desktop, mobile },
    css: '',
    js: '',
    generatedCss: '',
    testMode: false,
    products: [1, 2, 3, 4, 5, 6].map((n) => product(n)),
    ...overrides,
  };
}

export function payload(recommendations: DeliveredRecommendation[], global: Partial<DeliveryPayload['global']> = {}): DeliveryPayload {
  return {
    version: 1,
    siteId: 'site-1',
    currency: 'USD',
    moneyFormat: '${{amount}}',
    global: { css: '', js: '', titleWrapper: '', generatedCss: '', ...global },
    recommendations,
  };
}
