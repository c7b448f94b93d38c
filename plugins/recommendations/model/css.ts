import type { WidgetOptsPair } from './defaults';

/** The elements of a widget whose style the editor edits (spec 3 widgetOpts.style). */
export const STYLE_ELEMENTS = [
  'widget', 'title', 'products-wrapper', 'product-image-wrap', 'product-image', 'product-title', 'product-vendor',
  'product-prices-wrap', 'product-price', 'product-sale-price', 'product-compare-price', 'product-sale-badge',
  'product-rating', 'product-add-to-cart-btn', 'product-add-to-cart-select',
] as const;

const PROPERTY = /^-?[a-z][a-z0-9-]{0,60}$/;
/** Values that cannot close the rule or open another: no braces, semicolons or markup. */
export const SAFE_VALUE = /^[^{};<>\\]{0,200}$/;

export const scopeSelector = (external: string) => `#vitrine-rec-${external}`;

/**
 * The read-only generatedCss of a recommendation: its style maps as rules scoped to the
 * recommendation's own selector, mobile ones inside the 480 px breakpoint (spec 9).
 */
export function generateCss(external: string, widgetOpts: Partial<WidgetOptsPair> | undefined): string {
  const scope = scopeSelector(external);
  const rules = (style: unknown, indent: string) => {
    if (typeof style !== 'object' || style === null) return [];
    const out: string[] = [];
    for (const element of STYLE_ELEMENTS) {
      const props = (style as Record<string, unknown>)[element];
      if (typeof props !== 'object' || props === null) continue;
      const decls = Object.entries(props as Record<string, unknown>)
        .filter(([k, v]) => PROPERTY.test(k) && (typeof v === 'number' || (typeof v === 'string' && v !== '' && SAFE_VALUE.test(v))))
        .map(([k, v]) => `${indent}  ${k}: ${v};`);
      if (decls.length) out.push(`${indent}${scope} .vitrine-${element} {\n${decls.join('\n')}\n${indent}}`);
    }
    return out;
  };
  const desktop = rules(widgetOpts?.desktop?.style, '');
  const mobile = rules(widgetOpts?.mobile?.style, '  ');
  return [...desktop, ...(mobile.length ? [`@media (max-width: 480px) {\n${mobile.join('\n')}\n}`] : [])].join('\n');
}
