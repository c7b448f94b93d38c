// personalized: for a returning shopper, products that go with their history. Seeds: up to
// MAX_HISTORY_SEEDS purchases (buy-again order, weight 1) and up to MAX_HISTORY_SEEDS
// viewed products (newest first, weight VIEW_WEIGHT = 0.5; a product both bought and viewed
// counts as bought). For every candidate c:
//
//   score(c) = Σ over seeds s of weight(s) × ( confidence(s → c)
//                                             + 0.5 × sim(s, c) / SIMILARITY_MAX )
//
// i.e. "bought with what you bought" plus half of "like what you bought", similarity scaled
// to 0..1. Products the shopper bought are left out unless tagged consumable (they come
// back when they run out), here and in the fallbacks after this recipe. Ties: product id. A new shopper has no seeds: nothing here, and
// the chain's best sellers fill the slots.
import { MAX_HISTORY_SEEDS, PERSONALIZED_SIMILARITY_WEIGHT, SIMILARITY_MAX, VIEW_WEIGHT } from '../constants';
import { similarityToSeeds } from '../similarity';
import type { Situation } from '../situation';
import type { RecipeFn } from './recipe';
import { rankByScore } from './recipe';

export function personalSeeds(s: Situation): { index: number; weight: number }[] {
  const weight = new Map<number, number>();
  for (const p of s.purchases.slice(0, MAX_HISTORY_SEEDS)) weight.set(p.index, 1);
  for (const i of s.viewed.slice(0, MAX_HISTORY_SEEDS)) if (!weight.has(i)) weight.set(i, VIEW_WEIGHT);
  return [...weight].map(([index, w]) => ({ index, weight: w })).sort((a, b) => a.index - b.index);
}

export const personalized: RecipeFn = (s) => {
  const seeds = personalSeeds(s);
  const { partners, confidence } = s.model.coPurchase;
  const { touched, score } = similarityToSeeds(
    s.model,
    seeds.map(({ index, weight }) => ({ index, weight: (weight * PERSONALIZED_SIMILARITY_WEIGHT) / SIMILARITY_MAX })),
  );
  const candidates = new Set(touched);
  const coScore = new Float64Array(s.model.size);
  for (const { index: a, weight } of seeds) {
    for (let r = partners.start[a]; r < partners.start[a + 1]; r++) {
      const b = partners.items[r];
      coScore[b] += weight * confidence[r];
      candidates.add(b);
    }
  }
  for (const i of candidates) score[i] += coScore[i];
  const bought = new Set(s.purchases.map((p) => p.index));
  const notAgain = [...bought].filter((i) => !s.model.catalog.consumable[i]);
  return {
    candidates: rankByScore(candidates, score),
    excluded: notAgain,
    reason: (i) =>
      `${bought.has(i) ? 'consumable, bought before; ' : ''}picked from ${seeds.length} viewed or bought products (bought-with ${coScore[i].toFixed(2)}, alike ${(score[i] - coScore[i]).toFixed(2)})`,
  };
};
