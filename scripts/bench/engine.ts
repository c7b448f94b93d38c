// The recommendation engine part of `npm run bench`: buildShopModel over 10,000 products and
// 1,000,000 order lines (median of a few runs), the model's memory, and recommend() latency
// per recipe over varied requests. Figures only: nothing here is asserted.
import v8 from 'node:v8';
import vm from 'node:vm';
import { buildShopModel, recommend, RECIPES, type RecommendRequest, type ShopModel } from '../../plugins/recommendations/engine';
import { syntheticShop, type SyntheticShop } from './engine-data';
import { count, describeTiming, median, ms, seconds, timing, type Timing } from './util';

const PRODUCTS = 10_000;
const LINES = 1_000_000;
const VIEWS = 200_000;
const REQUESTS_PER_RECIPE = 200;
const SLOTS = 8;

/** Sub-millisecond latencies in microseconds, so a fast recipe does not print as 0.0 ms. */
const latency = (value: number) => (value < 1 ? `${(value * 1000).toFixed(0)} µs` : ms(value));

/** A garbage collection on demand, for memory figures that are not mostly garbage. */
function collector(): () => void {
  v8.setFlagsFromString('--expose-gc');
  const gc = vm.runInNewContext('gc') as () => void;
  return () => gc();
}

/** Varied requests for one recipe, from a fixed seed: product pages, carts, loyal visitors, categories. */
function requests(shop: SyntheticShop, recipe: RecommendRequest['recipe']): RecommendRequest[] {
  let state = 7;
  const int = (n: number) => ((state = (state * 1103515245 + 12345) % 2147483648), state % n);
  const { products, collections } = shop.catalog;
  const productId = () => products[int(products.length)].id;
  return Array.from({ length: REQUESTS_PER_RECIPE }, () => ({
    recipe,
    slots: SLOTS,
    context: {
      productId: productId(),
      cartProductIds: int(2) ? [productId(), productId(), productId()] : [],
      visitorId: shop.loyalVisitors[int(shop.loyalVisitors.length)],
      recentlyViewed: [productId(), productId()],
    },
    categoryIds: [collections[int(collections.length)].id, collections[int(collections.length)].id],
    productIds: Array.from({ length: 12 }, productId),
    rules: { excludeTags: ['tag-1', 'tag-2'], maxPrice: 300 },
  }));
}

export interface EngineBenchResult {
  build: Timing;
  modelMb: number;
  perRecipe: { recipe: string; median: number; p95: number }[];
}

export async function engineBench(opts: { runs: number; log?: (line: string) => void }): Promise<EngineBenchResult> {
  const log = opts.log ?? ((line: string) => console.log(line));
  const gc = collector();
  log(`\nRecommendation engine over ${count(PRODUCTS)} products and ${count(LINES)} order lines (${count(VIEWS)} views)`);
  let started = performance.now();
  const shop = syntheticShop({ products: PRODUCTS, lines: LINES, views: VIEWS });
  log(`  synthetic data generated in ${seconds(performance.now() - started)} (${count(new Set(shop.orders.map((l) => l.orderId)).size)} orders)`);

  const input = { catalog: shop.catalog, orders: shop.orders, views: shop.views, now: shop.now };
  // Memory the model keeps: heap plus typed-array buffers after a collection, before and after.
  gc();
  const base = process.memoryUsage();
  const runs: number[] = [];
  let model: ShopModel | undefined;
  // Builds are seconds each on a shared machine: at most 3 timed runs.
  for (let r = 0; r < Math.min(opts.runs, 3); r++) {
    model = undefined;
    gc();
    started = performance.now();
    model = buildShopModel(input);
    runs.push(performance.now() - started);
  }
  const build = timing(runs);
  log(`  buildShopModel: ${describeTiming(build)}`);
  const kept = model!;
  gc();
  const after = process.memoryUsage();
  const modelMb = (after.heapUsed + after.arrayBuffers - base.heapUsed - base.arrayBuffers) / 1e6;
  log(`  model memory: ~${modelMb.toFixed(0)} MB (heap + typed arrays); co-purchase rules kept: ${count(kept.coPurchase.partners.items.length)}`);

  const perRecipe: EngineBenchResult['perRecipe'] = [];
  for (const recipe of RECIPES) {
    const batch = requests(shop, recipe);
    for (const request of batch.slice(0, 20)) recommend(kept, request); // warm-up
    const times = batch.map((request) => {
      const t = performance.now();
      recommend(kept, request);
      return performance.now() - t;
    });
    const sorted = [...times].sort((a, b) => a - b);
    const p95 = sorted[Math.floor(sorted.length * 0.95)];
    perRecipe.push({ recipe, median: median(times), p95 });
    log(`  recommend ${recipe.padEnd(16)} median ${latency(median(times))}, p95 ${latency(p95)} (${batch.length} requests, ${SLOTS} slots)`);
  }
  return { build, modelMb, perRecipe };
}
