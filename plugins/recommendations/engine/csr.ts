// Compressed sparse rows: one flat Int32Array of items plus where each owner's run starts.
// The model keeps every "list per product / per visitor" this way, so 10,000 products and a
// million order lines cost a handful of typed arrays instead of a million small arrays.

export interface Csr {
  /** owner o's items are items[start[o] .. start[o + 1]). Length: owners + 1. */
  start: Int32Array;
  items: Int32Array;
}

/** Groups `length` (owner, item) pairs by owner, keeping their order within an owner (counting sort). */
export function buildCsr(owners: number, ownerOf: Int32Array, itemOf: Int32Array, length = ownerOf.length): Csr {
  const start = new Int32Array(owners + 1);
  for (let k = 0; k < length; k++) start[ownerOf[k] + 1]++;
  for (let o = 0; o < owners; o++) start[o + 1] += start[o];
  const cursor = start.slice(0, owners);
  const items = new Int32Array(length);
  for (let k = 0; k < length; k++) items[cursor[ownerOf[k]]++] = itemOf[k];
  return { start, items };
}

export function rowOf(csr: Csr, owner: number): Int32Array {
  return csr.items.subarray(csr.start[owner], csr.start[owner + 1]);
}

export function rowLength(csr: Csr, owner: number): number {
  return csr.start[owner + 1] - csr.start[owner];
}

/** An int for each distinct key, in first-seen order. */
export class Interner {
  readonly ids = new Map<string, number>();
  readonly keys: string[] = [];
  intern(key: string): number {
    let id = this.ids.get(key);
    if (id === undefined) {
      id = this.keys.length;
      this.ids.set(key, id);
      this.keys.push(key);
    }
    return id;
  }
}

/** Sorts every row ascending in place, so a row's order never depends on input order. */
export function sortRows(csr: Csr): Csr {
  for (let o = 0; o + 1 < csr.start.length; o++) csr.items.subarray(csr.start[o], csr.start[o + 1]).sort();
  return csr;
}
