import { DEMO_SITE_ID } from '../seed/world';
import { generateCatalog } from './generate';
import { toPreviewItem } from './preview-item';

describe('toPreviewItem', () => {
  const product = generateCatalog({ id: DEMO_SITE_ID, external: 'vitrine-demo', currencyName: 'USD' }, new Date('2026-03-10T00:00:00Z')).products[0];

  it('gives the spec’s preview item fields with absolute storefront URLs', () => {
    const item = toPreviewItem(product, 'http://localhost:8081');
    expect(item.id).toBe(`gid://shopify/Product/${product.id}`);
    expect(item.featuredImage.originalSrc).toBe(`http://localhost:8081${product.imageUrl}`);
    expect(item.onlineStoreUrl).toBe(`http://localhost:8081/products/${product.handle}`);
    expect(item.variants[0]).toEqual({
      id: `gid://shopify/ProductVariant/${product.variants[0].id}`,
      availableForSale: product.variants[0].availableForSale,
      inventoryQuantity: product.variants[0].inventoryQuantity,
      compareAtPrice: product.variants[0].compareAtPrice === null ? null : product.variants[0].compareAtPrice.toFixed(2),
      price: product.variants[0].price.toFixed(2),
      title: product.variants[0].title,
      selectedOptions: product.variants[0].selectedOptions,
    });
    expect(item.totalInventory).toBe(product.totalInventory);
  });

  it('links to the product on the shop origin it is given, with no ?shop= left over', () => {
    expect(toPreviewItem(product, 'http://urban-cycle.localhost:8081').onlineStoreUrl).toBe(`http://urban-cycle.localhost:8081/products/${product.handle}`);
  });
});
