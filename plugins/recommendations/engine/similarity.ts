// How alike two products are, from the merchant's own catalogue data:
//
//   sim(p, q) = 3   × |C(p) ∩ C(q)| / |C(p) ∪ C(q)|     collections (Jaccard)
//             + 2   × |T(p) ∩ T(q)| / |T(p) ∪ T(q)|     tags (Jaccard, case-insensitive)
//             + 1.5 × [same vendor]
//             + 1   × [same product type]
//             + 1   × priceCloseness(p, q)
//   priceCloseness = max(0, 1 − |ln(price q / price p)| / ln 2): 1 at the same price, 0.5 at
//                    1.41× or 0.71×, 0 at double or half and beyond (0 without a price).
//
// Range 0..8.5 (SIMILARITY_MAX). Only products sharing at least one collection, tag, vendor
// or type are candidates: a close price alone does not make two products alike. Scores are
// computed at request time by walking the inverted lists (attribute → products) of the seed,
// so the cost is the size of those lists, not the catalogue squared.
import { PRICE_BAND_RATIO, SIMILARITY_WEIGHTS } from './constants';
import { rowLength, rowOf } from './csr';
import type { ShopModel } from './model';

const LN_BAND = Math.log(PRICE_BAND_RATIO);

export function priceCloseness(a: number, b: number): number {
  if (!(a > 0) || !(b > 0)) return 0;
  return Math.max(0, 1 - Math.abs(Math.log(b / a)) / LN_BAND);
}

export interface SimilarityScores {
  /** Products with a score, in first-touched order (callers sort). */
  touched: number[];
  score: Float64Array;
}

/**
 * Σ weight × sim(seed, q) over the seeds, for every q sharing something with a seed. The seeds
 * are summed in index order so the floating-point total does not depend on their order.
 */
export function similarityToSeeds(model: ShopModel, seeds: readonly { index: number; weight: number }[]): SimilarityScores {
  const c = model.catalog;
  const size = model.size;
  const W = { ...SIMILARITY_WEIGHTS }; // a local copy: read in the hot loop
  const score = new Float64Array(size);
  const touched: number[] = [];
  const seen = new Uint8Array(size);
  // Scratch per seed, reset through `local`.
  const sharedCollections = new Int32Array(size);
  const sharedTags = new Int32Array(size);
  const stamp = new Int32Array(size);
  const local: number[] = [];
  const sorted = [...seeds].sort((a, b) => a.index - b.index);
  sorted.forEach(({ index: p, weight }, n) => {
    local.length = 0;
    const touch = (q: number) => {
      if (q === p) return false;
      if (stamp[q] !== n + 1) {
        stamp[q] = n + 1;
        sharedCollections[q] = 0;
        sharedTags[q] = 0;
        local.push(q);
      }
      return true;
    };
    for (const col of rowOf(c.productCollections, p)) for (const q of rowOf(c.collectionProducts, col)) if (touch(q)) sharedCollections[q]++;
    for (const tag of rowOf(c.productTags, p)) for (const q of rowOf(c.tagProducts, tag)) if (touch(q)) sharedTags[q]++;
    if (c.vendor[p] >= 0) for (const q of rowOf(c.vendorProducts, c.vendor[p])) touch(q);
    if (c.productType[p] >= 0) for (const q of rowOf(c.typeProducts, c.productType[p])) touch(q);
    const pCollections = rowLength(c.productCollections, p);
    const pTags = rowLength(c.productTags, p);
    for (const q of local) {
      const unionC = pCollections + rowLength(c.productCollections, q) - sharedCollections[q];
      const unionT = pTags + rowLength(c.productTags, q) - sharedTags[q];
      const sim =
        (unionC ? (W.collections * sharedCollections[q]) / unionC : 0) +
        (unionT ? (W.tags * sharedTags[q]) / unionT : 0) +
        (c.vendor[p] >= 0 && c.vendor[p] === c.vendor[q] ? W.vendor : 0) +
        (c.productType[p] >= 0 && c.productType[p] === c.productType[q] ? W.productType : 0) +
        W.price * priceCloseness(c.price[p], c.price[q]);
      score[q] += weight * sim;
      if (!seen[q]) {
        seen[q] = 1;
        touched.push(q);
      }
    }
  });
  return { touched, score };
}

/** sim(p, q) for one pair (tests and explanations). */
export function similarity(model: ShopModel, p: number, q: number): number {
  return similarityToSeeds(model, [{ index: p, weight: 1 }]).score[q];
}
