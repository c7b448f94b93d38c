// manual: the merchant's Product IDs in the order given (unknown ids and repeats dropped),
// still subject to every data rule.
import type { RecipeFn } from './recipe';

export const manual: RecipeFn = ({ manual: picks }) => ({
  candidates: picks,
  reason: (i) => `Product IDs, position ${picks.indexOf(i) + 1}`,
});
