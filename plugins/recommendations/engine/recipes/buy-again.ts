// buy-again: the shopper's purchased products, most orders first, then the latest purchase,
// then product id (history.ts); purchases only the request knew of follow, in its order.
import type { RecipeFn } from './recipe';

export const buyAgain: RecipeFn = ({ purchases }) => {
  const byIndex = new Map(purchases.map((p) => [p.index, p]));
  return {
    candidates: purchases.map((p) => p.index),
    reason: (i) => {
      const p = byIndex.get(i)!;
      const last = Number.isFinite(p.lastAtMs) ? `, last ${new Date(p.lastAtMs).toISOString().slice(0, 10)}` : '';
      return `bought in ${p.orders} order${p.orders === 1 ? '' : 's'}${last}`;
    },
  };
};
