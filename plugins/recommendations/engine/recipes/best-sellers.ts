// best-sellers: the whole catalogue ranked by units sold in the last 30 days, then units in
// the last 90 days (a slow month does not erase a steady seller), then review rating, then
// the number of reviews, then product id. It therefore fills any number of slots by itself.
import { BEST_SELLER_DAYS, BEST_SELLER_FALLBACK_DAYS } from '../constants';
import type { ShopModel } from '../model';
import type { RecipeFn } from './recipe';

export function bestSellerReason(model: ShopModel, i: number): string {
  const { units30, units90 } = model.sales;
  if (units30[i] > 0) return `${units30[i]} sold in the last ${BEST_SELLER_DAYS} days`;
  if (units90[i] > 0) return `${units90[i]} sold in the last ${BEST_SELLER_FALLBACK_DAYS} days`;
  const p = model.catalog.products[i];
  if (p.rating !== null) return `rated ${p.rating} from ${p.ratingCount} reviews`;
  return `no recent sales: catalogue order`;
}

export const bestSellers: RecipeFn = ({ model }) => ({
  candidates: model.sales.bestSellerOrder,
  reason: (i) => bestSellerReason(model, i),
});
