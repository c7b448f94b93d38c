import { makeCatalog, makeProduct } from '../../plugins/recommendations/engine/fixtures';
import { previewItems, SAMPLE_COMPARE_AT_PRICE, SAMPLE_INVENTORY, SAMPLE_PRICE } from './products-action';

const ORIGIN = 'http://localhost:8081';

describe('products action', () => {
  it('a shop without products gets 25 numbered sample items at 32.00, compare-at 42.00, inventory 14', () => {
    const { products, sample } = previewItems([], 25, ORIGIN);
    expect(sample).toBe(true);
    expect(products).toHaveLength(25);
    expect(products.map((p) => p.title.match(/ (\d+)$/)?.[1])).toEqual(Array.from({ length: 25 }, (_, i) => String(i + 1)));
    expect(new Set(products.map((p) => p.id)).size).toBe(25);
    for (const p of products) {
      expect(p.variants[0]).toMatchObject({ price: SAMPLE_PRICE, compareAtPrice: SAMPLE_COMPARE_AT_PRICE, inventoryQuantity: SAMPLE_INVENTORY, availableForSale: true });
      expect(p).toMatchObject({ totalInventory: 14, tracksInventory: true, featuredImage: { originalSrc: expect.stringMatching(/^data:image\/svg\+xml;base64,/) } });
    }
    expect(SAMPLE_PRICE).toBe('32.00');
    expect(SAMPLE_COMPARE_AT_PRICE).toBe('42.00');
    // The five sample bases repeat: clones carry their own numbers.
    expect(products[5].title.replace(/ \d+$/, '')).toBe(products[0].title.replace(/ \d+$/, ''));
  });

  it('a shop with products gets them as preview items, at most num', () => {
    const catalog = makeCatalog(['101', '102', '103', '104'].map((id) => makeProduct(id)));
    const { products, sample } = previewItems(catalog.products, 3, ORIGIN);
    expect(sample).toBe(false);
    expect(products).toHaveLength(3);
    expect(products[0].id).toBe(`gid://shopify/Product/${catalog.products[0].id}`);
    expect(products[0].onlineStoreUrl).toBe(`${ORIGIN}/products/${catalog.products[0].handle}`);
  });
});
