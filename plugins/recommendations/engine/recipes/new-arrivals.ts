// new-arrivals: the whole catalogue, newest createdAt first, ties by product id.
import type { RecipeFn } from './recipe';

export const newArrivals: RecipeFn = ({ model }) => ({
  candidates: model.sales.newArrivalsOrder,
  reason: (i) => `added ${new Date(model.catalog.createdAtMs[i]).toISOString().slice(0, 10)}`,
});
