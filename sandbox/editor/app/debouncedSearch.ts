/**
 * Product and category search for the editor's pickers (issue: debounced 100 ms, at most
 * 500 ms): a burst of keystrokes sends one request 100 ms after the last, but never waits more
 * than 500 ms from the first, so a fast typist still sees results. Only the newest answer is
 * delivered; an older one arriving late is dropped.
 */
import { EDITOR_SEARCH_DEBOUNCE_MS, EDITOR_SEARCH_MAX_WAIT_MS } from '../../../sdk/sandbox';

export interface DebouncedSearch {
  /** Asks for `query`; `onResults` gets the answer to the newest query only. */
  search(query: string): void;
  cancel(): void;
}

export function debouncedSearch<T>(
  run: (query: string) => Promise<T>,
  onResults: (results: T, query: string) => void,
  opts: { waitMs?: number; maxWaitMs?: number; onError?(error: unknown): void } = {},
): DebouncedSearch {
  const waitMs = opts.waitMs ?? EDITOR_SEARCH_DEBOUNCE_MS;
  const maxWaitMs = opts.maxWaitMs ?? EDITOR_SEARCH_MAX_WAIT_MS;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let firstAt: number | null = null;
  let pending = '';
  let latest = 0;
  const fire = () => {
    timer = undefined;
    firstAt = null;
    const ticket = ++latest;
    const query = pending;
    run(query).then(
      (results) => ticket === latest && onResults(results, query),
      (error) => ticket === latest && opts.onError?.(error),
    );
  };
  return {
    search(query) {
      pending = query;
      const now = Date.now();
      firstAt ??= now;
      clearTimeout(timer);
      timer = setTimeout(fire, Math.max(0, Math.min(waitMs, firstAt + maxWaitMs - now)));
    },
    cancel() {
      clearTimeout(timer);
      timer = undefined;
      firstAt = null;
      latest += 1;
    },
  };
}
