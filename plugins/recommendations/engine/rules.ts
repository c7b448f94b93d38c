// The data rules every recipe's picks pass through, and how the API builds them from the
// site settings document (spec 3) and the widget's options.
import { normalizeTag } from './catalog-index';
import { rowOf } from './csr';
import { parseIdList } from './ids';
import type { ShopModel } from './model';
import type { RecommendRules } from './request';
import { DISPLAY_UNAVAILABLE, type DisplayUnavailable, type Recipe } from './types';

export const DEFAULT_RULES: RecommendRules = {
  excludeItems: [],
  excludeCollections: [],
  excludeTags: [],
  includeTags: [],
  maxPrice: null,
  displayUnavailable: 'default',
};

/**
 * Sources whose list is something the shopper or the merchant chose: their own views, their
 * own purchases, the merchant's Product IDs. 'default' shows sold-out items from these in
 * rank (the card says it is sold out; the shopper still wants to find what they looked at or
 * bought) and hides them from every other source, fallbacks included, where the engine
 * picked them and a pick should lead to something the shopper can buy.
 */
const SHOWS_UNAVAILABLE_BY_DEFAULT: ReadonlySet<Recipe> = new Set<Recipe>(['recently-viewed', 'buy-again', 'manual']);

/**
 * The handling for products supplied by `source` (the recipe asked for or a fallback):
 * - hide: sold-out products are skipped, so available ones take their slots.
 * - show: sold-out products keep their place in the ranking.
 * - show-end: the same products as 'show', with the sold-out ones moved after the available
 *   ones (order otherwise kept).
 * - default: 'show' for products from recently-viewed, buy-again and manual; 'hide' otherwise.
 */
export function resolveDisplayUnavailable(mode: DisplayUnavailable, source: Recipe): Exclude<DisplayUnavailable, 'default'> {
  if (mode !== 'default') return mode;
  return SHOWS_UNAVAILABLE_BY_DEFAULT.has(source) ? 'show' : 'hide';
}

/**
 * A predicate for everything but availability: published, not an excluded item (id or
 * handle), in no excluded collection (id or handle), with no excluded tag, with an included
 * tag when includeTags is non-empty, and priced (lowest variant) at most maxPrice.
 */
export function compileRules(model: ShopModel, rules: RecommendRules): (index: number) => boolean {
  const c = model.catalog;
  const excludedItems = new Set<number>();
  for (const key of rules.excludeItems) {
    const i = c.productIndex.get(key) ?? c.handleIndex.get(key);
    if (i !== undefined) excludedItems.add(i);
  }
  const excludedCollections = new Set<number>();
  for (const key of rules.excludeCollections) {
    const i = c.collectionKey.get(key);
    if (i !== undefined) excludedCollections.add(i);
  }
  const tagIds = (tags: readonly string[]) => new Set(tags.map((t) => c.tagIndex.get(normalizeTag(t))).filter((t) => t !== undefined));
  const excludedTags = tagIds(rules.excludeTags);
  const includedTags = tagIds(rules.includeTags);
  // includeTags naming only tags no product has still means "only those tags": nothing passes.
  const mustInclude = rules.includeTags.some((t) => normalizeTag(t) !== '');
  const maxPrice = rules.maxPrice !== null && Number.isFinite(rules.maxPrice) && rules.maxPrice > 0 ? rules.maxPrice : null;
  return (i) => {
    if (!c.published[i] || excludedItems.has(i)) return false;
    if (maxPrice !== null && c.price[i] > maxPrice) return false;
    if (excludedCollections.size) for (const col of rowOf(c.productCollections, i)) if (excludedCollections.has(col)) return false;
    let included = !mustInclude;
    for (const tag of rowOf(c.productTags, i)) {
      if (excludedTags.has(tag)) return false;
      if (includedTags.has(tag)) included = true;
    }
    return included;
  };
}

/** The list fields of the site settings document: text as typed, plus the derived ...Array forms. */
export interface SiteSettingsRuleFields {
  excludeItems?: string | null;
  excludeItemsArray?: readonly string[] | null;
  excludeCollections?: string | null;
  excludeCollectionsArray?: readonly string[] | null;
  excludeTags?: string | null;
  excludeTagsArray?: readonly string[] | null;
  includeTags?: string | null;
  includeTagsArray?: readonly string[] | null;
}

/** The widget options that join the rules (spec 3 widgetOpts.maxp, displayUnavailableItems). */
export interface WidgetRuleOptions {
  maxp?: number | string | null;
  displayUnavailableItems?: string | null;
}

/** The ...Array form when present (trimmed, empties dropped), else the text split as spec 5 says. */
function listField(text: string | null | undefined, array: readonly string[] | null | undefined): string[] {
  if (Array.isArray(array)) return array.map((item) => String(item).trim()).filter((item) => item !== '');
  return parseIdList(text) ?? [];
}

/** Number fields hold a number when finite, else text (spec 5); a max price must be positive. */
function maxPriceOf(maxp: number | string | null | undefined): number | null {
  const value = typeof maxp === 'string' ? (maxp.trim() === '' ? Number.NaN : Number(maxp)) : maxp;
  return typeof value === 'number' && Number.isFinite(value) && value > 0 ? value : null;
}

export function rulesFromSettings(settings?: SiteSettingsRuleFields | null, widget?: WidgetRuleOptions | null): RecommendRules {
  const s = settings ?? {};
  const mode = widget?.displayUnavailableItems;
  return {
    excludeItems: listField(s.excludeItems, s.excludeItemsArray),
    excludeCollections: listField(s.excludeCollections, s.excludeCollectionsArray),
    excludeTags: listField(s.excludeTags, s.excludeTagsArray),
    includeTags: listField(s.includeTags, s.includeTagsArray),
    maxPrice: maxPriceOf(widget?.maxp),
    displayUnavailable: (DISPLAY_UNAVAILABLE as readonly string[]).includes(mode ?? '') ? (mode as DisplayUnavailable) : 'default',
  };
}
