import { buildShopModel } from './build-model';
import { NOW, shuffled } from './fixtures';
import { outdoorCatalog, outdoorOrders, outdoorViews } from './fixtures-shop';
import { recommend } from './recommend';
import type { RecommendRequest } from './request';
import { RECIPES } from './types';

// outdoorCatalog's comment has the shop, its orders and the derived numbers used below.
const model = buildShopModel({ catalog: outdoorCatalog(), orders: outdoorOrders(), views: outdoorViews(), now: NOW });
const run = (request: RecommendRequest) => recommend(model, request);
const sources = (request: RecommendRequest) => run(request).items.map((i) => [i.productId, i.source]);

describe('best-sellers', () => {
  it('ranks by 30-day units and explains each pick', () => {
    const result = run({ recipe: 'best-sellers', slots: 3 });
    expect(result.productIds).toEqual(['5', '1', '4']);
    expect(result.items[0]).toEqual({ productId: '5', source: 'best-sellers', fallback: false, reason: '11 sold in the last 30 days', available: true });
  });
  it('never recommends the page’s product or the cart’s', () => {
    expect(run({ recipe: 'best-sellers', slots: 3, context: { productId: '5', cartProductIds: ['1'] } }).productIds).toEqual(['4', '2', '3']);
  });
  it('returns nothing for no slots', () => {
    expect(run({ recipe: 'best-sellers', slots: 0 }).productIds).toEqual([]);
    expect(run({ recipe: 'best-sellers', slots: Number.NaN }).productIds).toEqual([]);
  });
});

describe('avoiding what the page already shows', () => {
  it('takes the next products down the chain, and the avoided ones only to fill slots nothing else fills', () => {
    expect(run({ recipe: 'best-sellers', slots: 3, avoid: new Set(['5', '1']) }).productIds).toEqual(['4', '2', '3']);
    const all = run({ recipe: 'best-sellers', slots: 100 }).productIds;
    const avoided = run({ recipe: 'best-sellers', slots: 100, avoid: new Set(['5']) }).productIds;
    expect(avoided).toHaveLength(all.length);
    expect(avoided[avoided.length - 1]).toBe('5');
  });
  it('never overrides the merchant’s own picks', () => {
    expect(run({ recipe: 'manual', slots: 2, productIds: ['5', '1'], avoid: new Set(['5']) }).productIds).toEqual(['5', '1']);
  });
});

describe('trending', () => {
  it('lists risers by smoothed velocity, then fills with best sellers', () => {
    // 1 and 4 at 1.6 (id order), 2 at 1.4, 5 at 8/7; then best sellers not yet shown: 3, 8.
    expect(sources({ recipe: 'trending', slots: 6 })).toEqual([
      ['1', 'trending'],
      ['4', 'trending'],
      ['2', 'trending'],
      ['5', 'trending'],
      ['3', 'best-sellers'],
      ['8', 'best-sellers'],
    ]);
    expect(run({ recipe: 'trending', slots: 4 }).items[3].reason).toBe('3 sold in the last 7 days vs 2.0 usually (velocity 1.14)');
  });
});

describe('bought-together', () => {
  it('puts the co-purchase partner first, then similar items, then best sellers', () => {
    // 1 → 4 (confidence 1, lift 3); similar to 1: 6 (7.43, sold out), 2 (7.01), 3 (5.08);
    // the shoes collection has nothing left; best sellers give 5.
    const result = run({ recipe: 'bought-together', slots: 4, context: { productId: '1' } });
    expect(result.items.map((i) => [i.productId, i.source, i.fallback])).toEqual([
      ['4', 'bought-together', false],
      ['2', 'similar', true],
      ['3', 'similar', true],
      ['5', 'best-sellers', true],
    ]);
    expect(result.items[0].reason).toBe('in 100% of orders with “Trail Shoe” (lift 3.00)');
    expect(result.chain).toEqual(['bought-together', 'similar', 'collection', 'best-sellers']);
  });
  it('aggregates over the cart and leaves cart items out', () => {
    // Cart 4 and 2: 4 → 1 (confidence 1); 2 has no partner.
    const result = run({ recipe: 'bought-together', slots: 1, context: { cartProductIds: ['4', '2'] } });
    expect(result.productIds).toEqual(['1']);
  });
  it('falls back to best sellers with no product and no cart', () => {
    expect(sources({ recipe: 'bought-together', slots: 2 })).toEqual([
      ['5', 'best-sellers'],
      ['1', 'best-sellers'],
    ]);
  });
});

describe('similar', () => {
  it('ranks by attribute similarity, then best sellers of the same collection', () => {
    // Similar to Hiking Boot (3): shoes 1 (5.08), 2, 6 (sold out) share the collection and type;
    // 5 shares the hiking tag. Worked: sim(3,2) = 3 + 0 + 0 + 1 + (1 − ln(150/90)/ln 2) = 4.263;
    // sim(3,5) = 0 + 2·1/2 + 0 + 0 + 0 (20 vs 150) = 1.
    const result = run({ recipe: 'similar', slots: 4, context: { productId: '3' } });
    expect(result.productIds).toEqual(['1', '2', '5', '4']);
    expect(result.items.map((i) => i.source)).toEqual(['similar', 'similar', 'similar', 'best-sellers']);
  });
});

describe('collection', () => {
  it('ranks best sellers inside the given collections', () => {
    expect(run({ recipe: 'collection', slots: 2, categoryIds: ['accessories'] }).productIds).toEqual(['5', '4']);
    expect(run({ recipe: 'collection', slots: 4, categoryIds: ['accessories', 'c-shoes'] }).productIds).toEqual(['5', '1', '4', '2']);
  });
  it('uses the collection page when no category is set, and fills from best sellers', () => {
    expect(sources({ recipe: 'collection', slots: 4, context: { collectionId: 'shoes' } })).toEqual([
      ['1', 'collection'],
      ['2', 'collection'],
      ['3', 'collection'],
      ['5', 'best-sellers'],
    ]);
  });
});

describe('manual', () => {
  it('keeps the merchant’s order, dropping unknown, repeated and unpublished ids', () => {
    expect(run({ recipe: 'manual', slots: 3, productIds: ['8', 'nope', '1', '8', '7'] }).items.map((i) => [i.productId, i.source])).toEqual([
      ['8', 'manual'],
      ['1', 'manual'],
      ['5', 'best-sellers'],
    ]);
  });
  it('still applies the data rules', () => {
    expect(run({ recipe: 'manual', slots: 2, productIds: ['8', '1', '2'], rules: { maxPrice: 60 } }).productIds).toEqual(['8', '5']);
  });
});

describe('new-arrivals', () => {
  it('lists the newest published products first', () => {
    expect(run({ recipe: 'new-arrivals', slots: 2 }).items.map((i) => i.reason)).toEqual(['added 2024-06-10', 'added 2024-05-01']);
  });
});

describe('recently-viewed', () => {
  it('merges the storefront’s list with the model’s views, newest first, without the current product', () => {
    // Request: 8; model for erin: 3 (1 day ago), 2; current product 3 is left out.
    const result = run({ recipe: 'recently-viewed', slots: 2, context: { visitorId: 'erin', productId: '3', recentlyViewed: ['8'] } });
    expect(result.productIds).toEqual(['8', '2']);
    expect(result.items.every((i) => i.source === 'recently-viewed')).toBe(true);
  });
  it('shows sold-out views by default and fills with personalized picks', () => {
    const result = run({ recipe: 'recently-viewed', slots: 3, context: { recentlyViewed: ['6', '1'] } });
    expect(result.productIds.slice(0, 2)).toEqual(['6', '1']);
    expect(result.items[2].source).toBe('personalized');
  });
});

describe('personalized', () => {
  it('recommends what goes with a shopper’s purchases, not the purchases themselves', () => {
    // Seed 1 (weight 1): score = confidence(1 → c) + 0.5 · sim(1, c) / 8.5
    //   4: 1 + 0.5 · 2.167 / 8.5 = 1.127; 2: 0.5 · 7.015 / 8.5 = 0.413; 3: 0.5 · 5.082 / 8.5 = 0.299
    //   (6 sold out, 7 draft, 1 bought). Then best sellers 5, 8.
    expect(sources({ recipe: 'personalized', slots: 5, context: { visitorId: 'dora', purchasedProductIds: ['1'] } })).toEqual([
      ['4', 'personalized'],
      ['2', 'personalized'],
      ['3', 'personalized'],
      ['5', 'best-sellers'],
      ['8', 'best-sellers'],
    ]);
  });
  it('offers a consumable purchase again', () => {
    // alice bought 1 and 4 (socks, consumable). 4: 1.127 as above (nothing from itself);
    // 2: 0.413 + 0.5 · sim(4, 2) 2.167 / 8.5 = 0.540; 3: 0.299; 5: 0.5 · sim(4, 5) 3 / 8.5 = 0.176.
    expect(run({ recipe: 'personalized', slots: 5, context: { visitorId: 'alice' } }).productIds).toEqual(['4', '2', '3', '5', '8']);
  });
  it('keeps the purchases out of the fallbacks too', () => {
    // dora bought 1: best sellers fill after 4, 2, 3 but skip 1.
    expect(run({ recipe: 'personalized', slots: 6, context: { purchasedProductIds: ['1'] } }).productIds).toEqual(['4', '2', '3', '5', '8']);
  });
  it('gives a new shopper best sellers', () => {
    const result = run({ recipe: 'personalized', slots: 3, context: { visitorId: 'stranger' } });
    expect(result.productIds).toEqual(['5', '1', '4']);
    expect(result.items.every((i) => i.fallback)).toBe(true);
  });
});

describe('buy-again', () => {
  it('lists the shopper’s purchases, then personalized picks', () => {
    // alice: 1 and 4, one order each, same time → id order; then personalized: 2, 3. The
    // sold-out 6 scores above 2 for her but stays hidden: 'default' shows sold-out products
    // only from her own lists, not from the engine's fallback picks.
    const result = run({ recipe: 'buy-again', slots: 4, context: { visitorId: 'alice' } });
    expect(result.items.map((i) => [i.productId, i.source])).toEqual([
      ['1', 'buy-again'],
      ['4', 'buy-again'],
      ['2', 'personalized'],
      ['3', 'personalized'],
    ]);
    expect(result.items[0].reason).toBe('bought in 1 order, last 2024-06-28');
  });
});

describe('determinism', () => {
  const requests: RecommendRequest[] = RECIPES.map((recipe) => ({
    recipe,
    slots: 6,
    context: { productId: '1', cartProductIds: ['4'], visitorId: 'alice', recentlyViewed: ['3'] },
    categoryIds: ['shoes'],
    productIds: ['2', '8'],
  }));
  it('gives the same answer to the same request twice', () => {
    for (const request of requests) expect(run(request)).toEqual(run(request));
  });
  it('gives the same answer whatever order the catalogue, orders and views came in', () => {
    const catalog = outdoorCatalog();
    const other = buildShopModel({
      catalog: { ...catalog, products: shuffled(catalog.products, 3), collections: shuffled(catalog.collections, 5) },
      orders: shuffled(outdoorOrders(), 11),
      views: shuffled(outdoorViews(), 13),
      now: NOW,
    });
    for (const request of requests) expect(recommend(other, request)).toEqual(run(request));
  });
  it('fills every slot when the catalogue allows, for every recipe', () => {
    // 6 products are showable (1-5, 8); a product page on 1 leaves 5.
    for (const recipe of RECIPES) expect(run({ recipe, slots: 10, context: { productId: '1' } }).productIds.length).toBe(5);
  });
});
