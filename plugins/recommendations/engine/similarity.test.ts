import { buildShopModel } from './build-model';
import { NOW } from './fixtures';
import { outdoorCatalog } from './fixtures-shop';
import { priceCloseness, similarity, similarityToSeeds } from './similarity';

const model = buildShopModel({ catalog: outdoorCatalog(), orders: [], now: NOW });
const at = (id: string) => model.catalog.productIndex.get(id)!;
const sim = (a: string, b: string) => similarity(model, at(a), at(b));

describe('priceCloseness', () => {
  it('is 1 at the same price, 0.5 at √2 apart and 0 from double or half', () => {
    expect(priceCloseness(100, 100)).toBe(1);
    expect(priceCloseness(100, 100 * Math.SQRT2)).toBeCloseTo(0.5, 10);
    expect(priceCloseness(100, 50)).toBeCloseTo(0, 10);
    expect(priceCloseness(100, 10)).toBe(0);
    expect(priceCloseness(0, 10)).toBe(0);
  });
});

describe('similarity', () => {
  it('weighs collections, tags, vendor, type and price as documented', () => {
    // Trail Shoe vs Road Shoe: same collection 3; tags {running, trail} vs {running, road}:
    // 1 shared of 3 → 2/3; same vendor 1.5; same type 1; price 90/100: 1 − ln(10/9)/ln 2 = 0.848
    expect(sim('1', '2')).toBeCloseTo(3 + 2 / 3 + 1.5 + 1 + (1 - Math.log(100 / 90) / Math.log(2)), 10);
    expect(sim('1', '2')).toBeCloseTo(7.015, 3);
    // vs Hiking Boot: collection 3; tags 1 of 3 (trail) → 2/3; other vendor; same type 1;
    // price 150/100: 1 − ln 1.5/ln 2 = 0.415 → 5.082
    expect(sim('1', '3')).toBeCloseTo(5.082, 3);
    // vs Running Socks: no shared collection; tags 1 of 3 ("Running" matches "running") → 2/3;
    // same vendor 1.5; price 10/100: 0 → 2.167
    expect(sim('1', '4')).toBeCloseTo(2.167, 3);
  });
  it('is symmetric', () => {
    expect(sim('2', '1')).toBeCloseTo(sim('1', '2'), 12);
    expect(sim('4', '5')).toBeCloseTo(sim('5', '4'), 12);
  });
  it('leaves out products sharing nothing but a price', () => {
    // Trail Shoe and Water Bottle share no collection, tag, vendor or type.
    const { touched } = similarityToSeeds(model, [{ index: at('1'), weight: 1 }]);
    expect(touched).not.toContain(at('5'));
    expect(touched).not.toContain(at('1'));
  });
  it('sums weighted seeds', () => {
    const both = similarityToSeeds(model, [
      { index: at('1'), weight: 1 },
      { index: at('2'), weight: 0.5 },
    ]);
    expect(both.score[at('3')]).toBeCloseTo(sim('1', '3') + 0.5 * sim('2', '3'), 12);
  });
});
