// recently-viewed: the shopper's viewed products, newest first, each once: the request's own
// list (the storefront's), then the model's views for the visitor not already in it. The
// current product is an anchor, so recommend() leaves it out.
import type { RecipeFn } from './recipe';

export const recentlyViewed: RecipeFn = ({ viewed }) => ({
  candidates: viewed,
  reason: (i) => `viewed, #${viewed.indexOf(i) + 1} most recent`,
});
