/**
 * Tests only: two (or more) windows in one Node process, for running both ends of a penpal
 * link with penpal's real WindowMessenger. penpal listens on the global `window`; each fake
 * window posts a MessageEvent there with itself as `source` and its origin, honouring
 * targetOrigin the way a browser does ('*', or the receiver's exact origin).
 */
export interface FakeWindow {
  readonly origin: string;
  postMessage(data: unknown, options?: { targetOrigin?: string; transfer?: Transferable[] } | string, transfer?: Transferable[]): void;
}

interface Registry {
  target: EventTarget;
  current: FakeWindow | null;
}

/** Installs a global `window` (an EventTarget) whose origin the next `as(...)` sets. */
export function fakeWindowWorld() {
  const target = Object.assign(new EventTarget(), { origin: 'http://unset', setTimeout, clearTimeout });
  const registry: Registry = { target, current: null };
  const previous = (globalThis as { window?: unknown }).window;
  (globalThis as { window?: unknown }).window = target;

  /** A window at `origin`; messages it posts reach the global window as coming from it. */
  const make = (origin: string, receiverOrigin: () => string): FakeWindow => {
    const win: FakeWindow = {
      origin,
      postMessage(data, options, transfer) {
        const targetOrigin = typeof options === 'string' ? options : (options?.targetOrigin ?? '/');
        const ports = (typeof options === 'string' ? transfer : options?.transfer)?.filter((t): t is MessagePort => t instanceof MessagePort) ?? [];
        if (targetOrigin !== '*' && targetOrigin !== receiverOrigin()) return; // a browser drops it silently
        // A structured clone, as a browser would; delivered as a task.
        const copy = structuredClone(data);
        setTimeout(() => {
          // Node's MessageEvent takes only a MessagePort as source: a plain Event with the fields.
          const event = Object.assign(new Event('message'), { data: copy, origin: sender(win), source: peerOf(win), ports });
          registry.target.dispatchEvent(event);
        }, 0);
      },
    };
    return win;
  };

  // Each side holds a handle on the *other* window; posting through it means "the other side
  // receives, from me". `source` is then the handle the receiver holds on me.
  const pairs = new Map<FakeWindow, { from: string; source: FakeWindow | null }>();
  const sender = (win: FakeWindow) => pairs.get(win)!.from;
  const peerOf = (win: FakeWindow) => pairs.get(win)!.source;

  /**
   * Two pages that see each other: `a` at originA holds `toB`, `b` at originB holds `toA`.
   * One global window serves both (tests switch nothing: penpal filters by source).
   */
  function pair(originA: string, originB: string) {
    const toB = make(originB, () => originB);
    const toA = make(originA, () => originA);
    pairs.set(toB, { from: originA, source: toA });
    pairs.set(toA, { from: originB, source: toB });
    return { toB, toA };
  }

  /** A stranger: a third window at `origin` posting into the same global window. */
  function stranger(origin: string, posingAs?: FakeWindow) {
    const win = make(origin, () => '*');
    pairs.set(win, { from: origin, source: posingAs ?? win });
    return win;
  }

  /**
   * Runs `open` (which connects synchronously) as a page: returns its result and `unload`,
   * which removes the page's listeners without a word, as a reload does.
   */
  function page<T>(open: () => T): { result: T; unload(): void } {
    const added: Array<[string, EventListenerOrEventListenerObject]> = [];
    const original = target.addEventListener.bind(target);
    target.addEventListener = ((type: string, listener: EventListenerOrEventListenerObject, options?: AddEventListenerOptions | boolean) => {
      added.push([type, listener]);
      original(type, listener, options);
    }) as typeof target.addEventListener;
    try {
      return { result: open(), unload: () => added.forEach(([type, listener]) => target.removeEventListener(type, listener)) };
    } finally {
      target.addEventListener = original;
    }
  }

  function restore() {
    (globalThis as { window?: unknown }).window = previous;
  }
  return { pair, stranger, page, restore, target };
}
