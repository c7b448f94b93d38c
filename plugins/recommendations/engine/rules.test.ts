import { buildShopModel } from './build-model';
import { NOW } from './fixtures';
import { outdoorCatalog, outdoorOrders } from './fixtures-shop';
import { recommend } from './recommend';
import type { RecommendRules } from './request';
import { resolveDisplayUnavailable, rulesFromSettings } from './rules';
import type { Recipe } from './types';

const model = buildShopModel({ catalog: outdoorCatalog(), orders: outdoorOrders(), now: NOW });
const pick = (recipe: Recipe, slots: number, rules: Partial<RecommendRules> = {}, productIds?: string[]) =>
  recommend(model, { recipe, slots, rules, productIds }).productIds;

// Best sellers: 5, 1, 4, 2, 3, 8, then 6 (sold out) and 7 (draft, never shown).
describe('data rules on best sellers', () => {
  it('shows published, available products by default', () => {
    expect(pick('best-sellers', 10)).toEqual(['5', '1', '4', '2', '3', '8']);
  });
  it('excludes items by id or handle', () => {
    expect(pick('best-sellers', 3, { excludeItems: ['4', 'p-5'] })).toEqual(['1', '2', '3']);
  });
  it('excludes collections by id or handle, membership from either side', () => {
    // shoes: 1 2 3 6 7 → 5, 4, 8 remain
    expect(pick('best-sellers', 10, { excludeCollections: ['shoes'] })).toEqual(['5', '4', '8']);
    // accessories holds 4 (its own list) and 5 (the collection's list)
    expect(pick('best-sellers', 3, { excludeCollections: ['c-accessories'] })).toEqual(['1', '2', '3']);
  });
  it('excludes tags case-insensitively', () => {
    // running: 1, 2, 4 ("Running"), 6
    expect(pick('best-sellers', 10, { excludeTags: ['RUNNING'] })).toEqual(['5', '3', '8']);
  });
  it('includes only products with an included tag, even if that leaves slots empty', () => {
    expect(pick('best-sellers', 4, { includeTags: ['hiking'] })).toEqual(['5', '3']);
    expect(pick('best-sellers', 4, { includeTags: ['no-such-tag'] })).toEqual([]);
  });
  it('drops products priced above maxPrice', () => {
    // 1 (100) and 3 (150) go; 2 (90) stays
    expect(pick('best-sellers', 4, { maxPrice: 95 })).toEqual(['5', '4', '2', '8']);
    expect(pick('best-sellers', 2, { maxPrice: null })).toEqual(['5', '1']);
  });
});

// New arrivals: 7 (draft), 6 (sold out), 8, 5, 4, 3, 2, 1.
describe('displayUnavailable', () => {
  it('hide skips sold-out products', () => {
    expect(pick('new-arrivals', 3, { displayUnavailable: 'hide' })).toEqual(['8', '5', '4']);
  });
  it('show keeps them in rank', () => {
    expect(pick('new-arrivals', 3, { displayUnavailable: 'show' })).toEqual(['6', '8', '5']);
  });
  it('show-end keeps the same products as show, sold-out last', () => {
    const result = recommend(model, { recipe: 'new-arrivals', slots: 3, rules: { displayUnavailable: 'show-end' } });
    expect(result.productIds).toEqual(['8', '5', '6']);
    expect(result.items.map((i) => i.available)).toEqual([true, true, false]);
  });
  it('default hides on ranked recipes and shows on the shopper’s or merchant’s own lists', () => {
    expect(pick('new-arrivals', 3)).toEqual(['8', '5', '4']);
    expect(pick('manual', 2, {}, ['6', '1'])).toEqual(['6', '1']);
    expect(resolveDisplayUnavailable('default', 'similar')).toBe('hide');
    expect(resolveDisplayUnavailable('default', 'recently-viewed')).toBe('show');
    expect(resolveDisplayUnavailable('default', 'buy-again')).toBe('show');
    expect(resolveDisplayUnavailable('show-end', 'manual')).toBe('show-end');
  });
});

describe('rulesFromSettings', () => {
  it('prefers the derived arrays and otherwise splits the text (spec 5)', () => {
    const rules = rulesFromSettings(
      {
        excludeItems: 'ignored',
        excludeItemsArray: [' 101 ', '', '102'],
        excludeCollections: 'sale,\nclearance',
        excludeTags: null,
        excludeTagsArray: null,
        includeTags: '  ',
      },
      { maxp: '49.5', displayUnavailableItems: 'show-end' },
    );
    expect(rules).toEqual({
      excludeItems: ['101', '102'],
      excludeCollections: ['sale', 'clearance'],
      excludeTags: [],
      includeTags: [],
      maxPrice: 49.5,
      displayUnavailable: 'show-end',
    });
  });
  it('has no max price unless it is a positive number, and falls back to default handling', () => {
    for (const maxp of ['', 'abc', 0, -3, null, undefined, Number.NaN]) {
      expect(rulesFromSettings(null, { maxp }).maxPrice).toBeNull();
    }
    expect(rulesFromSettings(undefined, { maxp: 30 }).maxPrice).toBe(30);
    expect(rulesFromSettings({}, { displayUnavailableItems: 'bogus' }).displayUnavailable).toBe('default');
    expect(rulesFromSettings().displayUnavailable).toBe('default');
  });
});
