// Frequently bought together: association rules a → b mined from baskets (one basket = the
// distinct products of one order).
//
//   T          = orders in the window (CO_PURCHASE_DAYS up to now)
//   n(a)       = orders containing a;   n(a, b) = orders containing both
//   support    = n(a, b)                 kept when ≥ minSupportCount (3)
//   confidence(a → b) = n(a, b) / n(a)   "of the orders with a, the share that also had b"
//   lift(a, b) = n(a, b) × T / (n(a) × n(b))   kept when ≥ minLift (1.2): bought together
//                                        more often than if the two were independent (1)
//
// a's partners rank by confidence desc, then lift desc, then id. Confidence answers the
// shopper's question ("people who bought this also bought"); the lift threshold stops a
// product everyone buys anyway from being everybody's partner.
import { DAY_MS } from './constants';
import { buildCsr } from './csr';
import type { LineTable } from './line-table';
import type { CoPurchaseIndex } from './model';

export interface CoPurchaseOptions {
  minSupportCount: number;
  minLift: number;
  coPurchaseDays: number;
  maxBasketForPairs: number;
}

export function indexCoPurchase(lines: LineTable, size: number, nowMs: number, opts: CoPurchaseOptions): CoPurchaseIndex {
  const from = nowMs - opts.coPurchaseDays * DAY_MS;
  // Group the window's lines by order (counting sort on the order int).
  const orderStart = new Int32Array(lines.orders + 1);
  for (let k = 0; k < lines.length; k++) if (lines.atMs[k] > from) orderStart[lines.order[k] + 1]++;
  for (let o = 0; o < lines.orders; o++) orderStart[o + 1] += orderStart[o];
  const cursor = orderStart.slice(0, lines.orders);
  const byOrder = new Int32Array(orderStart[lines.orders]);
  for (let k = 0; k < lines.length; k++) if (lines.atMs[k] > from) byOrder[cursor[lines.order[k]]++] = k;

  const productOrders = new Int32Array(size);
  const pairCounts = new Map<number, number>();
  // Scratch reused for every basket: per-product stamp (order + 1) and quantity in this basket.
  const stamp = new Int32Array(size);
  const qtyIn = new Int32Array(size);
  const basket: number[] = [];
  let orders = 0;
  for (let o = 0; o < lines.orders; o++) {
    const begin = orderStart[o];
    const end = orderStart[o + 1];
    if (begin === end) continue;
    orders++;
    basket.length = 0;
    for (let j = begin; j < end; j++) {
      const k = byOrder[j];
      const p = lines.product[k];
      if (stamp[p] !== o + 1) {
        stamp[p] = o + 1;
        qtyIn[p] = 0;
        basket.push(p);
      }
      qtyIn[p] += lines.quantity[k];
    }
    for (const p of basket) productOrders[p]++;
    if (basket.length > opts.maxBasketForPairs) {
      basket.sort((a, b) => qtyIn[b] - qtyIn[a] || a - b);
      basket.length = opts.maxBasketForPairs;
    }
    basket.sort((a, b) => a - b);
    for (let x = 0; x < basket.length; x++) {
      const base = basket[x] * size;
      for (let y = x + 1; y < basket.length; y++) {
        const key = base + basket[y];
        pairCounts.set(key, (pairCounts.get(key) ?? 0) + 1);
      }
    }
  }

  // Directed rules that pass both thresholds, both ways round.
  const from_: number[] = [];
  const to: number[] = [];
  const counts: number[] = [];
  for (const [key, c] of pairCounts) {
    if (c < opts.minSupportCount) continue;
    const a = Math.floor(key / size);
    const b = key - a * size;
    const lift = (c * orders) / (productOrders[a] * productOrders[b]);
    if (lift < opts.minLift) continue;
    from_.push(a, b);
    to.push(b, a);
    counts.push(c, c);
  }
  // Group rule numbers by their source product, then lay each row out best first.
  const rules = buildCsr(size, Int32Array.from(from_), Int32Array.from(to.keys()));
  const count = new Int32Array(to.length);
  const confidence = new Float64Array(to.length);
  const lift = new Float64Array(to.length);
  for (let a = 0; a < size; a++) {
    const begin = rules.start[a];
    const row = Array.from(rules.items.subarray(begin, rules.start[a + 1]), (r) => {
      const b = to[r];
      const c = counts[r];
      return { b, c, conf: c / productOrders[a], lift: (c * orders) / (productOrders[a] * productOrders[b]) };
    });
    row.sort((x, y) => y.conf - x.conf || y.lift - x.lift || x.b - y.b);
    row.forEach((r, j) => {
      rules.items[begin + j] = r.b;
      count[begin + j] = r.c;
      confidence[begin + j] = r.conf;
      lift[begin + j] = r.lift;
    });
  }
  return { orders, productOrders, partners: rules, count, confidence, lift };
}
