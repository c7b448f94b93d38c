// A tiny outdoor shop whose every recommendation is worked out by hand in the tests.
//
// id title          vendor type   tags                  collection    price avail created
// 1  Trail Shoe     Acme   Shoes  running, trail        shoes         100   yes   01-01
// 2  Road Shoe      Acme   Shoes  running, road         shoes          90   yes   02-01
// 3  Hiking Boot    Peak   Shoes  trail, hiking         shoes         150   yes   03-01
// 4  Running Socks  Acme   Socks  running, consumable   accessories    10   yes   04-01
// 5  Water Bottle   Peak   Gear   hiking                accessories    20   yes   05-01
// 6  Sold-out Shoe  Acme   Shoes  running               shoes          95   NO    06-20
// 7  Draft Shoe     Acme   Shoes  -                     shoes         100   unpublished 06-25
// 8  Gift Card      Shop   Gift   gift                  -              50   yes   06-10
//
// Orders (one unit each, 2 days before NOW unless said):
//   o1 (alice): 1 4   o2: 1 4   o3: 1 4 5   o4: 2   o5: 2   o6: 3 5   o7: 5   o8: 8
//   o9: 5 × 8 units, 20 days before NOW (in the trending baseline)
// Units 30 d: 5 → 11; 1, 4 → 3; 2 → 2; 3, 8 → 1; 6, 7 → 0
// Best sellers: 5, 1, 4, 2, 3, 8, 6, 7
// Co-purchase: T = 9, n(1) = n(4) = 3, n(1, 4) = 3 → lift 3·9/(3·3) = 3, confidence 1 both ways;
//   every other pair is bought together once (under the support of 3).
// Trending (K = 5): 1, 4: (3 + 5)/5 = 1.6; 2: 7/5 = 1.4; 5: (3 + 5)/(8·7/28 + 5) = 8/7 ≈ 1.14;
//   3, 8: one unit, under the minimum of 2.
import { daysAgo, makeCatalog, makeCollection, makeOrder, makeProduct, makeView } from './fixtures';
import type { Catalog, OrderLine, ProductView } from './types';

export function outdoorCatalog(): Catalog {
  const p = makeProduct;
  return makeCatalog(
    [
      p('1', { title: 'Trail Shoe', vendor: 'Acme', productType: 'Shoes', tags: ['running', 'trail'], collectionIds: ['shoes'], price: 100, createdAt: '2024-01-01T00:00:00Z' }),
      p('2', { title: 'Road Shoe', vendor: 'Acme', productType: 'Shoes', tags: ['running', 'road'], collectionIds: ['shoes'], price: 90, createdAt: '2024-02-01T00:00:00Z' }),
      p('3', { title: 'Hiking Boot', vendor: 'Peak', productType: 'Shoes', tags: ['trail', 'hiking'], collectionIds: ['shoes'], price: 150, createdAt: '2024-03-01T00:00:00Z' }),
      p('4', { title: 'Running Socks', vendor: 'Acme', productType: 'Socks', tags: ['Running', 'consumable'], collectionIds: ['accessories'], price: 10, createdAt: '2024-04-01T00:00:00Z' }),
      p('5', { title: 'Water Bottle', vendor: 'Peak', productType: 'Gear', tags: ['hiking'], price: 20, rating: 4.8, ratingCount: 12, createdAt: '2024-05-01T00:00:00Z' }),
      p('6', { title: 'Sold-out Shoe', vendor: 'Acme', productType: 'Shoes', tags: ['running'], collectionIds: ['shoes'], price: 95, available: false, createdAt: '2024-06-20T00:00:00Z' }),
      p('7', { title: 'Draft Shoe', vendor: 'Acme', productType: 'Shoes', collectionIds: ['shoes'], price: 100, published: false, createdAt: '2024-06-25T00:00:00Z' }),
      p('8', { title: 'Gift Card', vendor: 'Shop', productType: 'Gift', tags: ['gift'], price: 50, createdAt: '2024-06-10T00:00:00Z' }),
    ],
    // The bottle joins "accessories" from the collection's side only.
    [makeCollection('shoes', [], { handle: 'c-shoes', title: 'Shoes' }), makeCollection('accessories', ['5'], { handle: 'c-accessories', title: 'Accessories' })],
  );
}

export function outdoorOrders(): OrderLine[] {
  const at = { placedAt: daysAgo(2) };
  return [
    ...makeOrder('o1', ['1', '4'], { ...at, visitorId: 'alice' }),
    ...makeOrder('o2', ['1', '4'], at),
    ...makeOrder('o3', ['1', '4', '5'], at),
    ...makeOrder('o4', ['2'], at),
    ...makeOrder('o5', ['2'], at),
    ...makeOrder('o6', ['3', '5'], at),
    ...makeOrder('o7', ['5'], at),
    ...makeOrder('o8', ['8'], at),
    ...makeOrder('o9', ['5'], { quantity: 8, placedAt: daysAgo(20) }),
  ];
}

/** erin viewed 3, then 2, then 3 again. */
export function outdoorViews(): ProductView[] {
  return [makeView('erin', '3', 3), makeView('erin', '2', 2), makeView('erin', '3', 1)];
}
