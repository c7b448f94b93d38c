import { defaultWidgetOpts as runtimeDefaults } from '../../../sdk/sandbox/delivery';
import { defaultWidgetOpts } from './defaults';
import { TEXT_LIMITS } from './fields';

/**
 * The texts a widget shows shoppers, with their defaults (spec 2 "Text Customization": one
 * field per default). The merchant's overrides live in the applet document's
 * globalConfig.text; the server puts them into every recommendation that did not change the
 * text itself (unset, or still a default).
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

/** The button labels of Call To Action (online and email), each at most TEXT_LIMITS.buttonLabel (issue 32 #18). */
export const BUTTON_LABEL_FIELDS = TEXT_KEYS.filter((key) => key !== 'saleBadgeLabel');

/** The limit of one of these texts, in a recommendation or in the site's Text Customization. */
export const textLimit = (key: TextKey): number => (key === 'saleBadgeLabel' ? TEXT_LIMITS.short : TEXT_LIMITS.buttonLabel);

// What a new recommendation stores (what shoppers see), else what the runtime shows for an unset field.
const stored = defaultWidgetOpts('H', 'online').desktop;
const runtime = runtimeDefaults('desktop');
export const TEXT_DEFAULTS: Record<TextKey, string> = Object.fromEntries(
  TEXT_KEYS.map((k) => [k, typeof stored[k] === 'string' ? (stored[k] as string) : String(runtime[k])]),
) as Record<TextKey, string>;

/**
 * Defaults new recommendations stored before the plugin and the runtime shared one list
 * (sdk/sandbox/delivery.ts): documents written then still hold them, and nobody chose them.
 */
const FORMER_DEFAULTS: Partial<Record<TextKey, readonly string[]>> = {
  addToCartTitle: ['Add to cart'],
  addedToCartTitle: ['Added!'],
  outOfStockTitle: ['Sold out'],
  viewProductTitle: ['View product'],
};

/** Whether a recommendation's own value for a text is one it did not choose. */
function isDefaultText(key: TextKey, value: unknown): boolean {
  return typeof value !== 'string' || value === '' || value === TEXT_DEFAULTS[key] || value === runtime[key] || (FORMER_DEFAULTS[key]?.includes(value) ?? false);
}

/** One form factor's options with the site's texts where the recommendation kept the default. */
export function withTextOverrides<T extends Record<string, unknown>>(opts: T, texts: Partial<Record<TextKey, string>>): T {
  const out: Record<string, unknown> = { ...opts };
  for (const key of TEXT_KEYS) {
    const text = texts[key];
    if (text !== undefined && isDefaultText(key, out[key])) out[key] = text;
  }
  return out as T;
}

/** The overrides of a globalConfig: known keys with non-blank text only. */
export function textOverrides(globalConfig: unknown): Partial<Record<TextKey, string>> {
  const text = globalConfig && typeof globalConfig === 'object' ? (globalConfig as Record<string, unknown>).text : undefined;
  if (!text || typeof text !== 'object') return {};
  const out: Partial<Record<TextKey, string>> = {};
  for (const key of TEXT_KEYS) {
    const value = (text as Record<string, unknown>)[key];
    // One saved before the limits (issue 32 #18) would overflow the storefront's buttons: the default shows instead.
    if (typeof value === 'string' && value.trim() && value.length <= textLimit(key)) out[key] = value;
  }
  return out;
}
