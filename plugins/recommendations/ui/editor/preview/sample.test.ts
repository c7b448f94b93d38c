import { PREVIEW_SAMPLE_SIZE } from 'sdk/sandbox';
import { selectPreviewSample, toSampleProduct, type ShopPreviewItem } from './sample';

function item(n: number, more: { available?: boolean; price?: string; compareAt?: string | null; inventory?: number; title?: string } = {}): ShopPreviewItem {
  return {
    id: `gid://shopify/Product/${n}`,
    title: more.title ?? `Tee ${n}`,
    handle: `tee-${n}`,
    variants: [
      {
        id: `gid://shopify/ProductVariant/${n}0`,
        availableForSale: more.available ?? true,
        inventoryQuantity: more.inventory ?? 3,
        compareAtPrice: more.compareAt ?? null,
        price: more.price ?? '20.00',
        title: 'Default Title',
        selectedOptions: [{ name: 'Title', value: 'Default Title' }],
      },
    ],
    featuredImage: { originalSrc: `https://store.test/images/${n}.png` },
    onlineStoreUrl: `https://store.test/products/tee-${n}?shop=s1`,
    tracksInventory: true,
    totalInventory: more.inventory ?? 3,
  };
}

const shop = (count: number, more: Parameters<typeof item>[1] = {}) => Array.from({ length: count }, (_, i) => toSampleProduct(item(i + 1, more)));

describe('the preview sample', () => {
  it('turns a preview item into a delivered product: plain ids, money as numbers, a root-relative page', () => {
    const p = toSampleProduct(item(7, { price: '32.00', compareAt: '42.00', inventory: 14, title: 'Sample Classic Tee 7' }));
    expect(p).toMatchObject({ id: '7', title: 'Sample Classic Tee 7', handle: 'tee-7', url: '/products/tee-7?shop=s1', imageUrl: 'https://store.test/images/7.png', options: [] });
    expect(p.variants).toEqual([{ id: '70', title: 'Default Title', price: 32, compareAtPrice: 42, availableForSale: true, inventoryQuantity: 14, selectedOptions: [{ name: 'Title', value: 'Default Title' }] }]);
  });

  it('keeps real options, each value once', () => {
    const sized = item(3);
    sized.variants = ['S', 'M', 'S'].map((size, i) => ({ ...sized.variants[0], id: `v${i}`, title: size, selectedOptions: [{ name: 'Size', value: size }] }));
    expect(toSampleProduct(sized).options).toEqual([{ name: 'Size', values: ['S', 'M'] }]);
  });

  it('is 25 of up to 50: buyable products first, in the shop’s order', () => {
    const products = [...shop(30), ...shop(20, { available: false }).map((p, i) => ({ ...p, id: `sold-${i}` }))];
    products.unshift({ ...products[0], id: 'sold-first', variants: products[0].variants.map((v) => ({ ...v, availableForSale: false })) });
    const sample = selectPreviewSample(products);
    expect(PREVIEW_SAMPLE_SIZE).toBe(25);
    expect(sample).toHaveLength(25);
    expect(sample.map((p) => p.id)).toEqual(Array.from({ length: 25 }, (_, i) => String(i + 1)));
  });

  it('pads a small shop by cloning, with numbered titles and ids of their own', () => {
    const sample = selectPreviewSample(shop(10));
    expect(sample).toHaveLength(25);
    expect(sample.slice(0, 10).map((p) => p.title)).toEqual(shop(10).map((p) => p.title));
    expect(sample[10]).toMatchObject({ id: '1-2', title: 'Tee 1 (2)' });
    expect(sample[24]).toMatchObject({ id: '5-3', title: 'Tee 5 (3)' });
    expect(new Set(sample.map((p) => p.id)).size).toBe(25);
  });

  it('takes sold-out products rather than fewer cards, and nothing from nothing', () => {
    expect(selectPreviewSample(shop(2, { available: false }), 4).map((p) => p.title)).toEqual(['Tee 1', 'Tee 2', 'Tee 1 (2)', 'Tee 2 (2)']);
    expect(selectPreviewSample([])).toEqual([]);
  });
});
