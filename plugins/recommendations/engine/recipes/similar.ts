// similar: products most like the anchors by the attribute score of similarity.ts
// (collections, tags, vendor, product type, price closeness), summed over the anchors when
// there are several (a cart). Ties: product id. No anchors: nothing (the chain fills).
import { similarityToSeeds } from '../similarity';
import type { RecipeFn } from './recipe';
import { rankByScore, titleOf } from './recipe';

export const similar: RecipeFn = (s) => {
  const { touched, score } = similarityToSeeds(
    s.model,
    s.anchors.map((index) => ({ index, weight: 1 })),
  );
  return {
    candidates: rankByScore(touched, score),
    reason: (i) =>
      s.anchors.length === 1 ? `similar to ${titleOf(s, s.anchors[0])} (score ${score[i].toFixed(2)})` : `similar to these products (score ${score[i].toFixed(2)})`,
  };
};
