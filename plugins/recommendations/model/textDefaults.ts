import { defaultWidgetOpts } from '../../../sdk/sandbox/delivery';

/**
 * The texts a widget shows shoppers, with their defaults (spec 2 "Text Customization": one
 * field per default). The merchant's overrides live in the applet document's
 * globalConfig.text; the server fills them into every recommendation that leaves the field unset.
 */
export const TEXT_KEYS = [
  'addToCartTitle',
  'addingToCartTitle',
  'addedToCartTitle',
  'outOfStockTitle',
  'variantOptionsAddToCartTitle',
  'variantOptionAddToCartTitle',
  'viewProductTitle',
  'saleBadgeLabel',
] as const;
export type TextKey = (typeof TEXT_KEYS)[number];

const defaults = defaultWidgetOpts('desktop');
export const TEXT_DEFAULTS: Record<TextKey, string> = Object.fromEntries(TEXT_KEYS.map((k) => [k, String(defaults[k])])) as Record<TextKey, string>;

/** The overrides of a globalConfig: known keys with non-blank text only. */
export function textOverrides(globalConfig: unknown): Partial<Record<TextKey, string>> {
  const text = globalConfig && typeof globalConfig === 'object' ? (globalConfig as Record<string, unknown>).text : undefined;
  if (!text || typeof text !== 'object') return {};
  const out: Partial<Record<TextKey, string>> = {};
  for (const key of TEXT_KEYS) {
    const value = (text as Record<string, unknown>)[key];
    if (typeof value === 'string' && value.trim()) out[key] = value;
  }
  return out;
}
