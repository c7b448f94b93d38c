// recommend(): one widget's products. Walks the recipe's fallback chain (recipes/registry.ts),
// takes each ranked candidate once, drops the page's product and the cart's, applies the data
// rules and the sold-out handling (rules.ts), and stops when the slots are full. Products the
// page already shows elsewhere (request.avoid) come last, only to fill slots nothing else fills.
// Pure and deterministic: the same model and request give the same answer.
import type { ShopModel } from './model';
import { FALLBACK_CHAINS, RECIPE_FNS } from './recipes/registry';
import type { RecommendedItem, RecommendRequest, RecommendResult } from './request';
import { compileRules, DEFAULT_RULES, resolveDisplayUnavailable } from './rules';
import { situate } from './situation';

export function recommend(model: ShopModel, request: RecommendRequest): RecommendResult {
  const rules = { ...DEFAULT_RULES, ...request.rules };
  const passes = compileRules(model, rules);
  const situation = situate(model, request);
  const chain = FALLBACK_CHAINS[request.recipe];
  const slots = Number.isFinite(request.slots) ? Math.max(0, Math.floor(request.slots)) : 0;
  const available = model.catalog.available;

  // Seen once = judged once: a product a recipe offered (kept or filtered) is not offered again by a fallback.
  const seen = new Uint8Array(model.size);
  for (const a of situation.anchors) seen[a] = 1;
  type Item = RecommendedItem & { index: number };
  const items: Item[] = [];
  /** Products shown by another widget of the page, in the order they came: the last resort. */
  const repeats: Item[] = [];
  for (const source of chain) {
    if (items.length >= slots) break;
    const run = RECIPE_FNS[source](situation);
    const mode = resolveDisplayUnavailable(rules.displayUnavailable, source);
    for (const i of run.excluded ?? []) seen[i] = 1;
    for (const i of run.candidates) {
      if (seen[i]) continue;
      seen[i] = 1;
      if (!passes(i)) continue;
      if (!available[i] && mode === 'hide') continue;
      const p = model.catalog.products[i];
      const item = { index: i, productId: p.id, source, fallback: source !== request.recipe, reason: run.reason(i), available: !!available[i] };
      if (request.avoid?.has(p.id) && source !== 'manual') repeats.push(item);
      else items.push(item);
      if (items.length >= slots) break;
    }
  }
  items.push(...repeats.slice(0, Math.max(0, slots - items.length)));
  // Stable: available ones keep their order, then the sold-out ones keep theirs.
  const ordered = rules.displayUnavailable === 'show-end' ? [...items.filter((x) => x.available), ...items.filter((x) => !x.available)] : items;
  const out = ordered.map(({ index: _index, ...item }) => item);
  return { recipe: request.recipe, chain, displayUnavailable: rules.displayUnavailable, productIds: out.map((x) => x.productId), items: out };
}
