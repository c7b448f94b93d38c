// trending: products selling faster than usual (sales.ts trendingScore has the smoothed
// velocity formula and thresholds), highest score first, then more recent units, then id.
// Only products that qualify are listed; the chain's best sellers fill the rest.
import { TRENDING_BASELINE_DAYS, TRENDING_RECENT_DAYS } from '../constants';
import type { RecipeFn } from './recipe';

export const trending: RecipeFn = ({ model }) => ({
  candidates: model.sales.trendingOrder,
  reason: (i) => {
    const { units7, unitsBaseline, trendingScore } = model.sales;
    return `${units7[i]} sold in the last ${TRENDING_RECENT_DAYS} days vs ${((unitsBaseline[i] * TRENDING_RECENT_DAYS) / TRENDING_BASELINE_DAYS).toFixed(1)} usually (velocity ${trendingScore[i].toFixed(2)})`;
  },
});
