import type { DeliveredRecommendation, FormFactor, PagePlace } from '../../sdk/sandbox/delivery';

/**
 * What merchant code gets as its one argument, `vitrine` (and as `this`, the widget root or
 * null for the global JS):
 *
 *   vitrine.recommendation  the delivered recommendation (null for the global JS)
 *   vitrine.element         its widget root <section> (null for the global JS)
 *   vitrine.place, formFactor, siteId, currency
 *   vitrine.formatMoney(n)  money as the widgets show it
 *   vitrine.addToCart(variantId, quantity)  the shop's /cart/add.js
 *   vitrine.show()          reveals a Hidden By Default widget (A/B tests)
 *
 * It runs on the storefront origin only (never in the console), each script in its own
 * try/catch, so a merchant error is logged and the page and the other widgets carry on.
 */
export interface MerchantJsContext {
  recommendation: DeliveredRecommendation | null;
  element: HTMLElement | null;
  place: PagePlace;
  formFactor: FormFactor;
  siteId: string;
  currency: string;
  formatMoney(amount: number): string;
  addToCart(variantId: string, quantity: number): Promise<unknown>;
  show(): void;
}

export interface RunResult {
  ok: boolean;
  error?: unknown;
}

function report(label: string, error: unknown) {
  console.error(`[vitrine] ${label} failed:`, error);
}

/** Runs one merchant script; never throws, and a rejected promise it returns is only logged. */
export function runMerchantJs(code: string, context: MerchantJsContext, label: string): RunResult {
  if (!code.trim()) return { ok: true };
  try {
    const fn = new Function('vitrine', code) as (this: HTMLElement | null, vitrine: MerchantJsContext) => unknown;
    const result = fn.call(context.element, context);
    if (result && typeof (result as Promise<unknown>).then === 'function') (result as Promise<unknown>).then(undefined, (err) => report(label, err));
    return { ok: true };
  } catch (error) {
    report(label, error);
    return { ok: false, error };
  }
}
