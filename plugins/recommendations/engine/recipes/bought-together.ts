// bought-together: for the anchors (the page's product and the cart's), the co-purchase
// partners that passed the support and lift thresholds (co-purchase.ts), scored
//
//   score(b) = Σ over anchors a of confidence(a → b)
//
// so a partner of several cart items outranks a partner of one. Ties: product id. No
// anchors or no partners: nothing, and the chain (similar, collection, best sellers) fills.
import type { RecipeFn } from './recipe';
import { percent, rankByScore, titleOf } from './recipe';

export const boughtTogether: RecipeFn = (s) => {
  const { partners, confidence, lift } = s.model.coPurchase;
  const score = new Float64Array(s.model.size);
  const via = new Map<number, { anchor: number; rule: number }[]>();
  // Anchors in index order: the floating-point sums do not depend on the cart's order.
  for (const a of [...s.anchors].sort((x, y) => x - y)) {
    for (let r = partners.start[a]; r < partners.start[a + 1]; r++) {
      const b = partners.items[r];
      score[b] += confidence[r];
      const list = via.get(b);
      if (list) list.push({ anchor: a, rule: r });
      else via.set(b, [{ anchor: a, rule: r }]);
    }
  }
  return {
    candidates: rankByScore(via.keys(), score),
    reason: (b) => {
      const rules = via.get(b) ?? [];
      if (rules.length !== 1) return `bought with ${rules.length} of these products (confidence sum ${score[b].toFixed(2)})`;
      const { anchor, rule } = rules[0];
      return `in ${percent(confidence[rule])} of orders with ${titleOf(s, anchor)} (lift ${lift[rule].toFixed(2)})`;
    },
  };
};
