// A request resolved against the model: ids turned into product / collection indexes, and the
// shopper's history merged from the model and from what the request carries.
import { rowOf } from './csr';
import type { ShopModel } from './model';
import type { RecommendRequest } from './request';

export interface Purchase {
  index: number;
  orders: number;
  /** -Infinity when only the request knew of the purchase. */
  lastAtMs: number;
}

export interface Situation {
  model: ShopModel;
  /** The page's product then the cart's, each once; never recommended. */
  anchors: number[];
  /** The collection recipe's collections: categoryIds, else the page's collection, else the anchors' collections. */
  scope: number[];
  /** The manual recipe's products, as given (unknown ids dropped). */
  manual: number[];
  /** Buy-again order: the model's history, then purchases only the request knew of, in its order. */
  purchases: Purchase[];
  /** Newest first, each once: the request's list, then the model's views not in it. */
  viewed: number[];
}

const uniqueIndexes = (keys: Iterable<string | null | undefined>, lookup: (key: string) => number | undefined) => {
  const out: number[] = [];
  for (const key of keys) {
    const i = key ? lookup(key) : undefined;
    if (i !== undefined && !out.includes(i)) out.push(i);
  }
  return out;
};

export function situate(model: ShopModel, request: RecommendRequest): Situation {
  const c = model.catalog;
  const ctx = request.context ?? {};
  const productOf = (id: string) => c.productIndex.get(id);
  const anchors = uniqueIndexes([ctx.productId, ...(ctx.cartProductIds ?? [])], productOf);

  let scope = uniqueIndexes(request.categoryIds ?? [], (key) => c.collectionKey.get(key));
  if (!scope.length) scope = uniqueIndexes([ctx.collectionId], (key) => c.collectionKey.get(key));
  if (!scope.length) scope = [...new Set(anchors.flatMap((a) => Array.from(rowOf(c.productCollections, a))))].sort((a, b) => a - b);

  const h = model.history;
  const purchases: Purchase[] = [];
  const v = ctx.visitorId ? h.visitorIndex.get(ctx.visitorId) : undefined;
  if (v !== undefined) {
    for (let r = h.purchases.start[v]; r < h.purchases.start[v + 1]; r++) {
      purchases.push({ index: h.purchases.items[r], orders: h.orders[r], lastAtMs: h.lastAtMs[r] });
    }
  }
  for (const index of uniqueIndexes(ctx.purchasedProductIds ?? [], productOf)) {
    if (!purchases.some((p) => p.index === index)) purchases.push({ index, orders: 1, lastAtMs: -Infinity });
  }

  const modelViews = ctx.visitorId ? (h.views.get(ctx.visitorId) ?? []) : [];
  const viewed = uniqueIndexes(ctx.recentlyViewed ?? [], productOf);
  for (const i of modelViews) if (!viewed.includes(i)) viewed.push(i);

  return { model, anchors, scope, manual: uniqueIndexes(request.productIds ?? [], productOf), purchases, viewed };
}
