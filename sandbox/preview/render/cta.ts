import type { DeliveredProduct, DeliveredVariant, ResolvedWidgetOpts } from '../../../sdk/sandbox/delivery';
import { MESSAGES } from '../messages';
import { h } from './dom';

export interface CtaDeps {
  /** Adds to the shop's cart; rejects with the shop's description. */
  add(variantId: string, quantity: number): Promise<unknown>;
  /** Runs the configured action after a successful add. */
  after(item: unknown): Promise<void> | void;
  /** Leaves for a URL (the "redirect to product page" action). */
  go(url: string): void;
  /** Told of every successful add (tracking). */
  onAdded?(product: DeliveredProduct, variant: DeliveredVariant, quantity: number): void;
}

/** How long "Added" stays when the page does not leave (minicart action). */
export const ADDED_RESET_MS = 2500;

const isDefaultOnly = (variants: DeliveredVariant[]) => variants.length === 1 && variants[0].title === 'Default Title';

/** The dynamic mode's first title: {option} is the option's name, or all names for several. */
export function chooseTitle(product: DeliveredProduct, opts: ResolvedWidgetOpts): string {
  const names = product.options.map((o) => o.name);
  const template = names.length > 1 ? opts.variantOptionsAddToCartTitle : opts.variantOptionAddToCartTitle;
  return template.replaceAll('{option}', names.join(' / ') || 'Option');
}

/**
 * The Call To Action of one card: a button, and a variant select when the options say so
 * (never: the first variant for sale is added; always: the select shows; dynamic: the first
 * click shows the select). Returns null when there is nothing to add (every variant hidden).
 */
export function renderCta(product: DeliveredProduct, opts: ResolvedWidgetOpts, deps: CtaDeps): HTMLElement | null {
  if (!opts.showProductAddToCart) return null;
  const button = h('button', { type: 'button', class: 'vitrine-product-add-to-cart-btn' });
  const status = h('span', { class: 'vitrine-cta-status', role: 'status' });
  const box = h('div', { class: 'vitrine-cta' });

  if (opts.addToCartRedirect === 'product') {
    button.textContent = opts.viewProductTitle;
    button.addEventListener('click', () => deps.go(product.url));
    box.append(button);
    return box;
  }

  const variants = opts.hideOutOfStockVariants ? product.variants.filter((v) => v.availableForSale) : product.variants;
  if (!variants.length) return null;
  const choosable = variants.length > 1 && !isDefaultOnly(variants);
  const mode = choosable ? opts.displayVariantOptions : 'never';
  let chosen = variants.find((v) => v.availableForSale) ?? variants[0];
  let revealed = mode === 'always';

  const select = h('select', {
    class: 'vitrine-product-add-to-cart-select',
    'aria-label': `${product.title}: ${product.options.map((o) => o.name).join(' / ') || 'Variant'}`,
  });
  for (const v of variants) {
    const label = v.availableForSale ? v.title : `${v.title} - ${opts.outOfStockTitle}`;
    select.append(h('option', { value: v.id, disabled: !v.availableForSale, selected: v === chosen }, label));
  }
  select.hidden = !revealed;
  select.addEventListener('change', () => {
    chosen = variants.find((v) => v.id === select.value) ?? chosen;
    idle();
  });

  function idle() {
    button.removeAttribute('aria-busy');
    if (!chosen.availableForSale) {
      button.disabled = true;
      button.textContent = opts.outOfStockTitle;
    } else {
      button.disabled = false;
      button.textContent = mode === 'dynamic' && !revealed ? chooseTitle(product, opts) : opts.addToCartTitle;
    }
  }

  button.addEventListener('click', async () => {
    if (mode === 'dynamic' && !revealed) {
      revealed = true;
      select.hidden = false;
      select.focus();
      return idle();
    }
    button.disabled = true;
    button.setAttribute('aria-busy', 'true');
    button.textContent = opts.addingToCartTitle;
    status.textContent = '';
    try {
      const item = await deps.add(chosen.id, 1);
      button.removeAttribute('aria-busy');
      button.textContent = opts.addedToCartTitle;
      deps.onAdded?.(product, chosen, 1);
      await deps.after(item);
      setTimeout(idle, ADDED_RESET_MS);
    } catch (err) {
      status.textContent = err instanceof Error && err.message ? err.message : MESSAGES.addFailed;
      idle();
    }
  });

  idle();
  box.append(...(choosable ? [select] : []), button, status);
  return box;
}
