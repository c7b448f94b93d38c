// Each visitor's own history: what they bought (for buy-again and personalized) and what
// they looked at (recently viewed).
import type { LineTable } from './line-table';
import type { HistoryIndex } from './model';
import type { ProductView } from './types';

/** Stable counting sort of line numbers by a key in [0, keys). */
function sortLinesBy(order: Int32Array, keyOf: Int32Array, keys: number): Int32Array {
  const start = new Int32Array(keys + 1);
  for (const k of order) start[keyOf[k] + 1]++;
  for (let i = 0; i < keys; i++) start[i + 1] += start[i];
  const out = new Int32Array(order.length);
  for (const k of order) out[start[keyOf[k]]++] = k;
  return out;
}

interface PurchaseRows {
  items: Int32Array;
  orders: Int32Array;
  units: Int32Array;
  lastAt: Float64Array;
}

/** Buy-again order: more orders first, then the latest purchase, then product id. */
const precedes = (r: PurchaseRows, a: number, b: number) =>
  r.orders[a] !== r.orders[b] ? r.orders[a] > r.orders[b] : r.lastAt[a] !== r.lastAt[b] ? r.lastAt[a] > r.lastAt[b] : r.items[a] < r.items[b];

function swap(r: PurchaseRows, a: number, b: number) {
  [r.items[a], r.items[b]] = [r.items[b], r.items[a]];
  [r.orders[a], r.orders[b]] = [r.orders[b], r.orders[a]];
  [r.units[a], r.units[b]] = [r.units[b], r.units[a]];
  [r.lastAt[a], r.lastAt[b]] = [r.lastAt[b], r.lastAt[a]];
}

/** Sorts entries [begin, end) in place: insertion sort for the usual short row, a permutation past 32. */
function sortRow(r: PurchaseRows, begin: number, end: number) {
  if (end - begin <= 32) {
    for (let j = begin + 1; j < end; j++) for (let i = j; i > begin && precedes(r, i, i - 1); i--) swap(r, i, i - 1);
    return;
  }
  const perm = Array.from({ length: end - begin }, (_, j) => begin + j).sort((a, b) => (precedes(r, a, b) ? -1 : 1));
  for (const column of [r.items, r.orders, r.units, r.lastAt]) {
    const values = perm.map((k) => column[k]);
    values.forEach((value, j) => (column[begin + j] = value));
  }
}

/**
 * A visitor's purchases: per product the distinct orders containing it, the units and the
 * latest purchase time, in buy-again order. Written straight into typed arrays (a visitor has
 * at most one entry per line), so a million lines allocate nothing per visitor.
 */
function indexPurchases(lines: LineTable, size: number) {
  const visitors = lines.visitorIndex.size;
  const identity = Int32Array.from({ length: lines.length }, (_, k) => k);
  // By order, then (stably) by visitor: a visitor's lines arrive grouped by order, so
  // "another order with this product" is a change of order number.
  const sorted = sortLinesBy(sortLinesBy(identity, lines.order, lines.orders), lines.visitor, visitors);
  const start = new Int32Array(visitors + 1);
  const r: PurchaseRows = {
    items: new Int32Array(lines.length),
    orders: new Int32Array(lines.length),
    units: new Int32Array(lines.length),
    lastAt: new Float64Array(lines.length),
  };
  const stamp = new Int32Array(size);
  const slot = new Int32Array(size);
  const lastOrder = new Int32Array(size);
  let n = 0;
  let k = 0;
  for (let v = 0; v < visitors; v++) {
    const rowBegin = n;
    for (; k < sorted.length && lines.visitor[sorted[k]] === v; k++) {
      const line = sorted[k];
      const p = lines.product[line];
      if (stamp[p] !== v + 1) {
        stamp[p] = v + 1;
        slot[p] = n;
        lastOrder[p] = -1;
        r.items[n] = p;
        r.lastAt[n] = -Infinity;
        n++;
      }
      const s = slot[p];
      if (lastOrder[p] !== lines.order[line]) {
        lastOrder[p] = lines.order[line];
        r.orders[s]++;
      }
      r.units[s] += lines.quantity[line];
      if (lines.atMs[line] > r.lastAt[s]) r.lastAt[s] = lines.atMs[line];
    }
    if (n - rowBegin > 1) sortRow(r, rowBegin, n);
    start[v + 1] = n;
  }
  return {
    purchases: { start, items: r.items.slice(0, n) },
    orders: r.orders.slice(0, n),
    units: r.units.slice(0, n),
    lastAtMs: r.lastAt.slice(0, n),
  };
}

/** Views up to now per visitor: newest first (ties by product id), each product once. */
function indexViews(views: readonly ProductView[], productIndex: Map<string, number>, nowMs: number): Map<string, Int32Array> {
  const visitorIndex = new Map<string, number>();
  const visitor = new Int32Array(views.length);
  const product = new Int32Array(views.length);
  const at = new Float64Array(views.length);
  let n = 0;
  for (const view of views) {
    const p = productIndex.get(view.productId);
    const time = Date.parse(view.at);
    if (p === undefined || !(time <= nowMs)) continue;
    let v = visitorIndex.get(view.visitorId);
    if (v === undefined) visitorIndex.set(view.visitorId, (v = visitorIndex.size));
    visitor[n] = v;
    product[n] = p;
    at[n] = time;
    n++;
  }
  const byVisitor = sortLinesBy(Int32Array.from({ length: n }, (_, k) => k), visitor, visitorIndex.size);
  const stamp = new Int32Array(productIndex.size);
  const out = new Map<string, Int32Array>();
  let k = 0;
  for (const [visitorId, v] of visitorIndex) {
    const begin = k;
    while (k < n && visitor[byVisitor[k]] === v) k++;
    const row = Array.from(byVisitor.subarray(begin, k)).sort((a, b) => at[b] - at[a] || product[a] - product[b]);
    const list: number[] = [];
    for (const view of row) {
      if (stamp[product[view]] === v + 1) continue;
      stamp[product[view]] = v + 1;
      list.push(product[view]);
    }
    out.set(visitorId, Int32Array.from(list));
  }
  return out;
}

export function indexHistory(
  lines: LineTable,
  views: readonly ProductView[],
  productIndex: Map<string, number>,
  nowMs: number,
): HistoryIndex {
  return { visitorIndex: lines.visitorIndex, ...indexPurchases(lines, productIndex.size), views: indexViews(views, productIndex, nowMs) };
}
