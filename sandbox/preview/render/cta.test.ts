/** @jest-environment jsdom */
import { resolveWidgetOpts, type WidgetOpts } from '../../../sdk/sandbox/delivery';
import { product, sizedProduct } from '../fixtures';
import { renderCta, type CtaDeps } from './cta';

function deps(add: CtaDeps['add'] = jest.fn().mockResolvedValue({ id: 1 })) {
  return { add, after: jest.fn(), go: jest.fn(), onAdded: jest.fn() };
}
// The button is off by default (spec 9's checkout preset turns it on): these tests are about the button.
const opts = (o: WidgetOpts = {}) => resolveWidgetOpts({ showProductAddToCart: true, ...o }, 'desktop');
const flush = () => new Promise((r) => setTimeout(r, 0));

describe('call to action', () => {
  it('adds a one-variant product and shows Adding, then Added, then runs the action', async () => {
    let finish!: (v: unknown) => void;
    const d = deps(jest.fn(() => new Promise((r) => (finish = r))));
    const cta = renderCta(product(1), opts(), d)!;
    const button = cta.querySelector('button')!;
    expect(button.textContent).toBe('Add To Cart');
    expect(cta.querySelector('select')).toBeNull();
    button.click();
    expect(button.textContent).toBe('Adding...');
    expect(button.getAttribute('aria-busy')).toBe('true');
    finish({ id: 9 });
    await flush();
    expect(d.add).toHaveBeenCalledWith('441', 1);
    expect(button.textContent).toBe('Added');
    expect(d.after).toHaveBeenCalledWith({ id: 9 });
    expect(d.onAdded).toHaveBeenCalled();
  });

  it('never: adds the first variant for sale without a select', async () => {
    const d = deps();
    const cta = renderCta(sizedProduct(2), opts({ displayVariantOptions: 'never' }), d)!;
    expect(cta.querySelector('select')!.hidden).toBe(true);
    cta.querySelector('button')!.click();
    await flush();
    expect(d.add).toHaveBeenCalledWith('4421', 1);
  });

  it('always: shows the variants, sold-out ones disabled and labelled, and adds the chosen one', async () => {
    const d = deps();
    const cta = renderCta(sizedProduct(2), opts({ displayVariantOptions: 'always', outOfStockTitle: 'Sold out' }), d)!;
    const select = cta.querySelector('select')!;
    expect(select.hidden).toBe(false);
    expect([...select.options].map((o) => [o.textContent, o.disabled])).toEqual([['S - Sold out', true], ['M', false], ['L', false]]);
    select.value = '4422';
    select.dispatchEvent(new Event('change'));
    cta.querySelector('button')!.click();
    await flush();
    expect(d.add).toHaveBeenCalledWith('4422', 1);
  });

  it('dynamic: the first click reveals the options under the {option} title, the second adds', async () => {
    const d = deps();
    const cta = renderCta(sizedProduct(2), opts({ displayVariantOptions: 'dynamic', variantOptionAddToCartTitle: 'Pick a {option}' }), d)!;
    const button = cta.querySelector('button')!;
    const select = cta.querySelector('select')!;
    expect(button.textContent).toBe('Pick a Size');
    expect(select.hidden).toBe(true);
    button.click();
    expect(select.hidden).toBe(false);
    expect(button.textContent).toBe('Add To Cart');
    expect(d.add).not.toHaveBeenCalled();
    button.click();
    await flush();
    expect(d.add).toHaveBeenCalledWith('4421', 1);
  });

  it('dynamic with several options uses the multiple-options title', () => {
    const p = sizedProduct(2);
    p.options.push({ name: 'Color', values: ['Red'] });
    const cta = renderCta(p, opts({ displayVariantOptions: 'dynamic', variantOptionsAddToCartTitle: 'Select {option}' }), deps())!;
    expect(cta.querySelector('button')!.textContent).toBe('Select Size / Color');
  });

  it('hides sold-out variants when asked, and renders nothing when none is left', () => {
    const cta = renderCta(sizedProduct(2), opts({ displayVariantOptions: 'always', hideOutOfStockVariants: true }), deps())!;
    expect([...cta.querySelector('select')!.options].map((o) => o.textContent)).toEqual(['M', 'L']);
    const soldOut = product(3);
    soldOut.variants[0].availableForSale = false;
    expect(renderCta(soldOut, opts({ hideOutOfStockVariants: true }), deps())).toBeNull();
  });

  it('shows a disabled Out of stock button when nothing can be added and variants are not hidden', () => {
    const soldOut = product(3);
    soldOut.variants[0].availableForSale = false;
    const button = renderCta(soldOut, opts(), deps())!.querySelector('button')!;
    expect(button.disabled).toBe(true);
    expect(button.textContent).toBe('Out of stock');
  });

  it('shows the shop’s refusal and offers the button again', async () => {
    const d = deps(jest.fn().mockRejectedValue(new Error('All 3 are in your cart.')));
    const cta = renderCta(product(1), opts(), d)!;
    cta.querySelector('button')!.click();
    await flush();
    expect(cta.querySelector('[role=status]')!.textContent).toBe('All 3 are in your cart.');
    expect(cta.querySelector('button')!.textContent).toBe('Add To Cart');
    expect(d.after).not.toHaveBeenCalled();
  });

  it('redirect to product page: a View Product button that only navigates', () => {
    const d = deps();
    const cta = renderCta(product(1), opts({ addToCartRedirect: 'product' }), d)!;
    cta.querySelector('button')!.click();
    expect(d.go).toHaveBeenCalledWith('/products/product-1');
    expect(cta.querySelector('button')!.textContent).toBe('View Product');
    expect(d.add).not.toHaveBeenCalled();
  });

  it('renders nothing when the call to action is off', () => {
    expect(renderCta(product(1), opts({ showProductAddToCart: false }), deps())).toBeNull();
  });
});
