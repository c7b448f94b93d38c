import type { CatalogProduct } from '../../plugins/recommendations/engine/types';
import { addToLines, cartView, CartError, parseQuantity, parseVariantId, setLineQuantity, variantForOptions } from './cart';

const variant = (id: string, values: string[], inventoryQuantity: number, price = 10) => ({
  id,
  title: values.join(' / '),
  price,
  compareAtPrice: null,
  inventoryQuantity,
  availableForSale: inventoryQuantity > 0,
  selectedOptions: values.map((value, i) => ({ name: ['Color', 'Size'][i], value })),
  sku: `SKU-${id}`,
});

const product: CatalogProduct = {
  id: '1', handle: 'tee', title: 'Tee', vendor: 'V', productType: 'T-Shirts', tags: [], collectionIds: [],
  options: [{ name: 'Color', values: ['Red', 'Blue'] }, { name: 'Size', values: ['S', 'M'] }],
  variants: [variant('11', ['Red', 'S'], 3, 12.5), variant('12', ['Red', 'M'], 0), variant('13', ['Blue', 'S'], 10, 15)],
  price: 10, compareAtPrice: null, available: true, tracksInventory: true, totalInventory: 13, rating: null, ratingCount: 0,
  imageUrl: '/images/s/tee.svg', descriptionHtml: '', createdAt: '2026-01-01T00:00:00Z', published: true,
};

const code = (fn: () => unknown): [number, string] | string => {
  try {
    fn();
  } catch (err) {
    return err instanceof CartError ? [err.status, err.message] : String(err);
  }
  return 'no error';
};

describe('cart rules', () => {
  it('parses quantities and variant ids strictly', () => {
    expect(parseQuantity('3')).toBe(3);
    expect(parseQuantity(0)).toBe(0);
    for (const bad of ['-1', '1.5', 'abc', '', '100', '1e2', null, {}]) expect(code(() => parseQuantity(bad))[0]).toBe(400);
    expect(code(() => parseQuantity('0', 1))[0]).toBe(400);
    expect(parseVariantId(44000000000001)).toBe('44000000000001');
    expect(parseVariantId(' 12 ')).toBe('12');
    for (const bad of ['x1', '', '1'.repeat(21), 1.5, null]) expect(code(() => parseVariantId(bad))[0]).toBe(400);
  });

  it('adds, merges and refuses what is not in stock', () => {
    let lines = addToLines([], product, '11', 2);
    lines = addToLines(lines, product, '11', 1);
    expect(lines).toEqual([{ variantId: '11', productId: '1', quantity: 3 }]);
    expect(code(() => addToLines(lines, product, '11', 1))).toEqual([422, 'You can only add 3 of Tee - Red / S to the cart.']);
    expect(code(() => addToLines(lines, product, '12', 1))).toEqual([422, 'Tee - Red / M is sold out.']);
    expect(code(() => addToLines(lines, product, '99', 1))).toEqual([404, 'Cannot find variant']);
    expect(addToLines(lines, { ...product, tracksInventory: false, variants: product.variants.map((v) => ({ ...v, availableForSale: true })) }, '12', 5)).toHaveLength(2);
  });

  it('changes and removes lines', () => {
    const lines = addToLines(addToLines([], product, '11', 1), product, '13', 2);
    expect(setLineQuantity(lines, product, '13', 5).find((l) => l.variantId === '13')!.quantity).toBe(5);
    expect(setLineQuantity(lines, undefined, '13', 0)).toHaveLength(1);
    expect(code(() => setLineQuantity(lines, product, '12', 1))[0]).toBe(400);
    expect(code(() => setLineQuantity(lines, product, '13', 11))[0]).toBe(422);
  });

  it('prices the cart and drops lines whose product is gone', () => {
    const view = cartView(
      [
        { variantId: '11', productId: '1', quantity: 2 },
        { variantId: '13', productId: '1', quantity: 1 },
        { variantId: '77', productId: '7', quantity: 1 },
      ],
      [product],
    );
    expect(view.items).toHaveLength(2);
    expect(view.itemCount).toBe(3);
    expect(view.subtotal).toBe(40);
  });

  it('finds the variant for chosen options', () => {
    expect(variantForOptions(product, ['Blue', 'S'])!.id).toBe('13');
    expect(variantForOptions(product, ['Blue', 'M'])).toBeUndefined();
  });
});
