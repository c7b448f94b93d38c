import { useEffect, useState } from 'react';
import { useApi, useSite, type ApiService } from 'sdk';

export type Fetched<T> = { state: 'loading' } | { state: 'ok'; data: T } | { state: 'error'; message: string };

/** How a read is made when not by a plain GET of the path (a prefetched answer, say). Module-level: it is not a dependency. */
export type Loader<T> = (api: ApiService, siteId: string, query: Record<string, string>) => Promise<T>;

/**
 * A dashboard's read of `path` for the current site with `query`, asked again when either
 * changes. The answer is big read-only data: it stays in React state, out of the MST store.
 */
export function useFetched<T>(path: string, query: Record<string, string>, load?: Loader<T>): Fetched<T> {
  const api = useApi();
  const site = useSite();
  // By value: callers pass a fresh object on every render.
  const queryText = JSON.stringify(query);
  const key = `${site._id}|${path}|${queryText}`;
  const [result, setResult] = useState<{ key: string; value: Fetched<T> }>({ key, value: { state: 'loading' } });
  useEffect(() => {
    let live = true;
    const q = JSON.parse(queryText) as Record<string, string>;
    (load ? load(api, site._id, q) : api.fetch<T>(path, { query: q, silent: true })).then(
      (data) => live && setResult({ key, value: { state: 'ok', data } }),
      (error: unknown) => live && setResult({ key, value: { state: 'error', message: error instanceof Error ? error.message : String(error) } }),
    );
    return () => {
      live = false;
    };
    // `load` is left out on purpose: it is module-level (see Loader).
  }, [api, key, path, queryText]);
  return result.key === key ? result.value : { state: 'loading' };
}
