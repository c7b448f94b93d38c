/** @jest-environment jsdom */
import { runMerchantJs, type MerchantJsContext } from './run-js';

const context = (element: HTMLElement | null = null): MerchantJsContext => ({
  recommendation: null,
  element,
  place: 'H',
  formFactor: 'desktop',
  siteId: 's',
  currency: 'USD',
  formatMoney: (n) => `$${n}`,
  addToCart: jest.fn(),
  show: jest.fn(),
});

let errors: jest.SpyInstance;
beforeEach(() => {
  errors = jest.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => errors.mockRestore());

describe('merchant JS', () => {
  it('runs with the documented context as argument and the widget as this', () => {
    const el = document.createElement('section');
    expect(runMerchantJs("this.dataset.ran = vitrine.place + vitrine.formatMoney(2); vitrine.show();", context(el), 'rec')).toEqual({ ok: true });
    expect(el.dataset.ran).toBe('H$2');
  });

  it('contains a thrown error, a syntax error and a rejected promise: logged, never thrown', async () => {
    expect(runMerchantJs("throw new Error('boom')", context(), 'rec a').ok).toBe(false);
    expect(runMerchantJs('this is not javascript', context(), 'rec b').ok).toBe(false);
    expect(runMerchantJs("return Promise.reject(new Error('later'))", context(), 'rec c').ok).toBe(true);
    await new Promise((r) => setTimeout(r, 0));
    expect(errors.mock.calls.map((c) => c[0])).toEqual(['[vitrine] rec a failed:', '[vitrine] rec b failed:', '[vitrine] rec c failed:']);
  });

  it('skips empty code', () => {
    expect(runMerchantJs('  ', context(), 'x')).toEqual({ ok: true });
    expect(errors).not.toHaveBeenCalled();
  });
});
