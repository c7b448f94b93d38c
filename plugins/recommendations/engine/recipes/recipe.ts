// What every recipe returns: a lazily ranked list of product indexes (best first) and a
// one-line reason for any of them. recommend() walks a recipe's chain, filters and stops as
// soon as the slots are full, so a recipe never needs to know the rules or the slot count.
import type { Situation } from '../situation';

export { rankByScore } from '../ranked';

export interface RecipeRun {
  candidates: Iterable<number>;
  reason(index: number): string;
  /**
   * Products this recipe rules out for the rest of its chain too (personalized: what the
   * shopper already bought), so a fallback does not bring them back.
   */
  excluded?: Iterable<number>;
}

export type RecipeFn = (situation: Situation) => RecipeRun;

export const titleOf = (s: Situation, i: number) => `“${s.model.catalog.products[i].title}”`;
export const percent = (x: number) => `${Math.round(x * 100)}%`;
