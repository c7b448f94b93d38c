// collection: best sellers (the best-sellers ranking) restricted to products in any of the
// scope collections: the recommendation's categories (category / catIds), else the
// collection page's collection, else the collections of the page's product and cart (which
// is how similar and bought-together fall back to "best sellers in the same collection").
import { rowOf } from '../csr';
import { bestSellerReason } from './best-sellers';
import type { RecipeFn } from './recipe';

export const collection: RecipeFn = ({ model, scope }) => {
  const inScope = new Uint8Array(model.size);
  for (const col of scope) for (const p of rowOf(model.catalog.collectionProducts, col)) inScope[p] = 1;
  const titles = scope.map((col) => model.catalog.collections[col].title);
  const where = titles.length === 1 ? `“${titles[0]}”` : `${titles.length} collections`;
  return {
    candidates: Array.from(model.sales.bestSellerOrder).filter((i) => inScope[i]),
    reason: (i) => `best seller in ${where}: ${bestSellerReason(model, i)}`,
  };
};
