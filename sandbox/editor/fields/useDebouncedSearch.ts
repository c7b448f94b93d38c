import { useEffect, useRef, useState } from 'react';
import { EDITOR_SEARCH_DEBOUNCE_MS, EDITOR_SEARCH_MAX_WAIT_MS } from '../../../sdk/sandbox';

/**
 * Searches as the merchant types, debounced 100 ms but never waiting more than 500 ms while
 * they keep typing (spec 7; constants in sdk/sandbox/editor.ts). An answer to an older query
 * that arrives late is dropped.
 */
export function useDebouncedSearch<T>(query: string, search: (query: string) => Promise<T[]>): { hits: T[]; loading: boolean } {
  const [hits, setHits] = useState<T[]>([]);
  const [loading, setLoading] = useState(false);
  const firstPending = useRef<number | null>(null);
  const latest = useRef(0);
  const searchRef = useRef(search);
  searchRef.current = search;

  useEffect(() => {
    const text = query.trim();
    if (!text) {
      firstPending.current = null;
      setHits([]);
      setLoading(false);
      return;
    }
    const now = Date.now();
    firstPending.current ??= now;
    const waited = now - firstPending.current;
    const delay = Math.max(0, Math.min(EDITOR_SEARCH_DEBOUNCE_MS, EDITOR_SEARCH_MAX_WAIT_MS - waited));
    setLoading(true);
    const timer = setTimeout(() => {
      firstPending.current = null;
      const ticket = ++latest.current;
      searchRef
        .current(text)
        .then((found) => ticket === latest.current && setHits(found))
        .catch(() => ticket === latest.current && setHits([]))
        .finally(() => ticket === latest.current && setLoading(false));
    }, delay);
    return () => clearTimeout(timer);
  }, [query]);

  return { hits, loading };
}
