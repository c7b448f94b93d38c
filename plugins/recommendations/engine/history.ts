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

/**
 * A visitor's purchases: per product the distinct orders containing it, the units and the
 * latest purchase time. Rows are in buy-again order: orders desc, then the latest purchase
 * desc, then product id.
 */
function indexPurchases(lines: LineTable, size: number) {
  const visitors = lines.visitorIndex.size;
  const identity = Int32Array.from({ length: lines.length }, (_, k) => k);
  // By order, then (stably) by visitor: a visitor's lines arrive grouped by order, so
  // "another order with this product" is a change of order number.
  const sorted = sortLinesBy(sortLinesBy(identity, lines.order, lines.orders), lines.visitor, visitors);
  const start = new Int32Array(visitors + 1);
  const items: number[] = [];
  const orders: number[] = [];
  const units: number[] = [];
  const lastAt: number[] = [];
  const stamp = new Int32Array(size);
  const slot = new Int32Array(size);
  const lastOrder = new Int32Array(size);
  let k = 0;
  for (let v = 0; v < visitors; v++) {
    const rowBegin = items.length;
    for (; k < sorted.length && lines.visitor[sorted[k]] === v; k++) {
      const line = sorted[k];
      const p = lines.product[line];
      if (stamp[p] !== v + 1) {
        stamp[p] = v + 1;
        slot[p] = items.length;
        lastOrder[p] = -1;
        items.push(p);
        orders.push(0);
        units.push(0);
        lastAt.push(-Infinity);
      }
      const s = slot[p];
      if (lastOrder[p] !== lines.order[line]) {
        lastOrder[p] = lines.order[line];
        orders[s]++;
      }
      units[s] += lines.quantity[line];
      if (lines.atMs[line] > lastAt[s]) lastAt[s] = lines.atMs[line];
    }
    const row = Array.from({ length: items.length - rowBegin }, (_, j) => rowBegin + j);
    row.sort((a, b) => orders[b] - orders[a] || lastAt[b] - lastAt[a] || items[a] - items[b]);
    const copy = row.map((s) => [items[s], orders[s], units[s], lastAt[s]] as const);
    copy.forEach(([p, o, u, at], j) => {
      items[rowBegin + j] = p;
      orders[rowBegin + j] = o;
      units[rowBegin + j] = u;
      lastAt[rowBegin + j] = at;
    });
    start[v + 1] = items.length;
  }
  return {
    purchases: { start, items: Int32Array.from(items) },
    orders: Int32Array.from(orders),
    units: Int32Array.from(units),
    lastAtMs: Float64Array.from(lastAt),
  };
}

/** Views up to now per visitor: newest first (ties by product id), each product once. */
function indexViews(views: readonly ProductView[], productIndex: Map<string, number>, nowMs: number): Map<string, Int32Array> {
  const byVisitor = new Map<string, { p: number; at: number }[]>();
  for (const view of views) {
    const p = productIndex.get(view.productId);
    const at = Date.parse(view.at);
    if (p === undefined || !(at <= nowMs)) continue;
    let list = byVisitor.get(view.visitorId);
    if (!list) byVisitor.set(view.visitorId, (list = []));
    list.push({ p, at });
  }
  const out = new Map<string, Int32Array>();
  for (const [visitor, list] of byVisitor) {
    list.sort((a, b) => b.at - a.at || a.p - b.p);
    const seen = new Set<number>();
    out.set(visitor, Int32Array.from(list.filter(({ p }) => !seen.has(p) && seen.add(p)).map(({ p }) => p)));
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
