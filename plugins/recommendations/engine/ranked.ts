// Best-first iteration over scored products without sorting them all: a recipe may score
// thousands of candidates while a widget shows eight, so candidates go into a binary heap
// (built in O(n)) and each one taken costs O(log n). Order: score desc, then product index
// (i.e. product id) asc, exactly as a full sort would give.

/** Indexes with a positive score, best first, lazily. */
export function* rankByScore(indexes: Iterable<number>, score: Float64Array): Generator<number> {
  const heap: number[] = [];
  for (const i of indexes) if (score[i] > 0) heap.push(i);
  const better = (a: number, b: number) => score[a] > score[b] || (score[a] === score[b] && a < b);
  const siftDown = (from: number, length: number) => {
    let i = from;
    for (;;) {
      const left = 2 * i + 1;
      if (left >= length) return;
      const child = left + 1 < length && better(heap[left + 1], heap[left]) ? left + 1 : left;
      if (!better(heap[child], heap[i])) return;
      [heap[i], heap[child]] = [heap[child], heap[i]];
      i = child;
    }
  };
  for (let i = (heap.length >> 1) - 1; i >= 0; i--) siftDown(i, heap.length);
  for (let length = heap.length; length > 0; length--) {
    const top = heap[0];
    heap[0] = heap[length - 1];
    siftDown(0, length - 1);
    yield top;
  }
}
