import { buildShopModel } from './build-model';
import { rowOf } from './csr';
import { daysAgo, makeCatalog, makeCollection, makeLine, makeOrder, makeProduct, makeView, NOW, shuffled } from './fixtures';
import type { ShopModel } from './model';
import { trendingScore } from './sales';
import type { OrderLine } from './types';

const ids = (model: ShopModel, indexes: Iterable<number>) => Array.from(indexes, (i) => model.catalog.products[i].id);
const idx = (model: ShopModel, id: string) => model.catalog.productIndex.get(id)!;

describe('catalogue index', () => {
  it('orders products by numeric id and joins collection membership from both sides', () => {
    const catalog = makeCatalog(
      [makeProduct('10', { collectionIds: ['c1'] }), makeProduct('9'), makeProduct('100')],
      // '9' is listed by the collection only, '10' by itself only.
      [makeCollection('c1', ['9'])],
    );
    const model = buildShopModel({ catalog, orders: [], now: NOW });
    expect(model.catalog.products.map((p) => p.id)).toEqual(['9', '10', '100']);
    expect(ids(model, rowOf(model.catalog.collectionProducts, 0))).toEqual(['9', '10']);
    expect(model.catalog.collectionKey.get('c-c1')).toBe(0);
  });
});

describe('sales windows and orders', () => {
  // now = 2024-06-30. A: 3 units 2 days ago (in 7/30/90). B: 5 units 40 days ago (90 only).
  // C: 5 units 40 days ago too, rated 4.5. D: no sales, rated 5. E: nothing.
  const catalog = makeCatalog([
    makeProduct('1'),
    makeProduct('2'),
    makeProduct('3', { rating: 4.5, ratingCount: 10 }),
    makeProduct('4', { rating: 5, ratingCount: 2 }),
    makeProduct('5'),
  ]);
  const orders = [
    makeLine('o1', '1', { quantity: 3, price: 12.5, placedAt: daysAgo(2) }),
    makeLine('o2', '2', { quantity: 5, placedAt: daysAgo(40) }),
    makeLine('o3', '3', { quantity: 5, placedAt: daysAgo(40) }),
    // Ignored: after now, older than 90 days, unknown product, zero quantity.
    makeLine('o4', '5', { quantity: 50, placedAt: daysAgo(-1) }),
    makeLine('o5', '5', { quantity: 50, placedAt: daysAgo(91) }),
    makeLine('o6', 'nope', { quantity: 50 }),
    makeLine('o7', '5', { quantity: 0 }),
  ];
  const model = buildShopModel({ catalog, orders, now: NOW });

  it('counts units and revenue (in cents) per window', () => {
    expect(Array.from(model.sales.units30)).toEqual([3, 0, 0, 0, 0]);
    expect(Array.from(model.sales.units90)).toEqual([3, 5, 5, 0, 0]);
    expect(model.sales.revenueCents30[0]).toBe(3750);
  });
  it('ranks best sellers by 30-day units, then 90-day units, then rating, then id', () => {
    // 1 (3 in 30 d); 3 and 2 tie on 90 d (5), 3 is rated; 4 rated 5 beats unrated 5.
    expect(ids(model, model.sales.bestSellerOrder)).toEqual(['1', '3', '2', '4', '5']);
  });
});

describe('trending velocity', () => {
  it('smooths the ratio of recent units to the usual rate', () => {
    // expected = baseline × 7/28; score = (recent + 5) / (expected + 5)
    expect(trendingScore(20, 16)).toBeCloseTo(25 / 9, 10); // 2.78
    expect(trendingScore(2, 0)).toBeCloseTo(7 / 5, 10); // 1.4
    expect(trendingScore(1, 0)).toBe(0); // one sale: under the 2-unit minimum
    expect(trendingScore(4, 16)).toBe(0); // (4 + 5) / (4 + 5) = 1: its usual pace
  });
  it('orders trending products by score', () => {
    const catalog = makeCatalog(['1', '2', '3', '4'].map((id) => makeProduct(id)));
    const orders = [
      makeLine('a', '1', { quantity: 20, placedAt: daysAgo(3) }),
      makeLine('b', '1', { quantity: 16, placedAt: daysAgo(20) }),
      makeLine('c', '2', { quantity: 2, placedAt: daysAgo(1) }),
      makeLine('d', '3', { quantity: 1, placedAt: daysAgo(1) }),
      makeLine('e', '4', { quantity: 4, placedAt: daysAgo(1) }),
      makeLine('f', '4', { quantity: 16, placedAt: daysAgo(10) }),
      // 36 days ago: outside both the 7-day window and the 28 days before it.
      makeLine('g', '2', { quantity: 100, placedAt: daysAgo(36) }),
    ];
    const model = buildShopModel({ catalog, orders, now: NOW });
    expect(ids(model, model.sales.trendingOrder)).toEqual(['1', '2']);
    expect(model.sales.unitsBaseline[idx(model, '1')]).toBe(16);
  });
});

describe('co-purchase rules', () => {
  // Ten orders over products A=1, B=2, C=3, D=4, E=5:
  //   o1-o3: A B E   o4: A B C   o5: A C   o6: C D   o7, o8: D   o9: C   o10: B D
  // T = 10; n(A) = 5, n(B) = 5, n(C) = 4, n(D) = 4, n(E) = 3.
  // AB = 4: lift 4·10/(5·5) = 1.6, conf A→B = B→A = 4/5 = 0.8            → kept
  // AE = 3: lift 3·10/(5·3) = 2.0, conf A→E = 0.6, E→A = 1.0             → kept
  // BE = 3: lift 2.0, conf B→E = 0.6, E→B = 1.0                          → kept
  // AC = 2: support under 3 → dropped (and lift 2·10/(5·4) = 1.0 < 1.2 anyway)
  // BC, CD, BD = 1 → dropped
  const baskets: [string, string[]][] = [
    ['o1', ['1', '2', '5']],
    ['o2', ['1', '2', '5']],
    ['o3', ['1', '2', '5']],
    ['o4', ['1', '2', '3']],
    ['o5', ['1', '3']],
    ['o6', ['3', '4']],
    ['o7', ['4']],
    ['o8', ['4']],
    ['o9', ['3']],
    ['o10', ['2', '4']],
  ];
  const orders = baskets.flatMap(([o, ps]) => makeOrder(o, ps));
  const catalog = makeCatalog(['1', '2', '3', '4', '5'].map((id) => makeProduct(id)));
  const rulesOf = (model: ShopModel, id: string) => {
    const { partners, confidence, lift, count } = model.coPurchase;
    const a = idx(model, id);
    return Array.from({ length: partners.start[a + 1] - partners.start[a] }, (_, j) => {
      const r = partners.start[a] + j;
      return { id: model.catalog.products[partners.items[r]].id, count: count[r], confidence: confidence[r], lift: lift[r] };
    });
  };

  it('keeps pairs over the support and lift thresholds, best confidence first', () => {
    const model = buildShopModel({ catalog, orders, now: NOW });
    expect(model.coPurchase.orders).toBe(10);
    expect(rulesOf(model, '1')).toEqual([
      { id: '2', count: 4, confidence: 0.8, lift: 1.6 },
      { id: '5', count: 3, confidence: 0.6, lift: 2 },
    ]);
    // E → A and E → B tie on confidence 1 and lift 2: id order.
    expect(rulesOf(model, '5').map((r) => [r.id, r.confidence, r.lift])).toEqual([
      ['1', 1, 2],
      ['2', 1, 2],
    ]);
    expect(rulesOf(model, '3')).toEqual([]);
  });
  it('drops a frequent pair whose lift is too low', () => {
    // With support 2 allowed, A C (lift 1.0) still fails the lift threshold.
    const model = buildShopModel({ catalog, orders, now: NOW, options: { minSupportCount: 2 } });
    expect(rulesOf(model, '3')).toEqual([]);
  });
  it('counts an order once however many lines it has for a product', () => {
    const doubled: OrderLine[] = [...orders, makeLine('o1', '1', { variantId: '1-2' })];
    const model = buildShopModel({ catalog, orders: doubled, now: NOW });
    expect(rulesOf(model, '1')[0]).toEqual({ id: '2', count: 4, confidence: 0.8, lift: 1.6 });
  });
  it('pairs only the largest lines of a huge basket', () => {
    // maxBasketForPairs 2: o1's biggest lines are 1 (qty 3) and 5 (qty 2); 2 (qty 1) gets no pairs.
    const big = [
      makeLine('o1', '1', { quantity: 3 }),
      makeLine('o1', '2'),
      makeLine('o1', '5', { quantity: 2 }),
      ...makeOrder('o2', ['1', '2']),
    ];
    const model = buildShopModel({ catalog, orders: big, now: NOW, options: { maxBasketForPairs: 2, minSupportCount: 1, minLift: 0 } });
    // n(1) = 2, n(2) = 2 (o1 still counts as an order containing 2), n(5) = 1; T = 2.
    expect(rulesOf(model, '1')).toEqual([
      { id: '5', count: 1, confidence: 0.5, lift: 1 },
      { id: '2', count: 1, confidence: 0.5, lift: 0.5 },
    ]);
  });
  it('builds the same model from shuffled inputs', () => {
    const a = buildShopModel({ catalog, orders, now: NOW });
    const b = buildShopModel({ catalog: { ...catalog, products: shuffled(catalog.products) }, orders: shuffled(orders), now: NOW });
    expect(b.coPurchase).toEqual(a.coPurchase);
    expect(b.sales).toEqual(a.sales);
  });
});

describe('visitor history', () => {
  it('ranks purchases by orders, then the latest purchase, and lists views newest first', () => {
    const catalog = makeCatalog(['1', '2', '3'].map((id) => makeProduct(id)));
    const orders = [
      ...makeOrder('o1', ['1', '2'], { visitorId: 'v', placedAt: daysAgo(30) }),
      ...makeOrder('o2', ['2'], { visitorId: 'v', placedAt: daysAgo(20) }),
      ...makeOrder('o3', ['3'], { visitorId: 'v', placedAt: daysAgo(10) }),
    ];
    const views = [makeView('v', '1', 3), makeView('v', '3', 1), makeView('v', '1', 2)];
    const model = buildShopModel({ catalog, orders, views, now: NOW });
    const v = model.history.visitorIndex.get('v')!;
    // 2: two orders; then 3 (10 days ago) before 1 (30 days ago), one order each.
    expect(ids(model, rowOf(model.history.purchases, v))).toEqual(['2', '3', '1']);
    expect(ids(model, model.history.views.get('v')!)).toEqual(['3', '1']);
  });
});
