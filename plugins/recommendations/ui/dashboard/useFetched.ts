import { useEffect, useState } from 'react';
import { useApi, useSite } from 'sdk';

export type Fetched<T> = { state: 'loading' } | { state: 'ok'; data: T } | { state: 'error'; message: string };

/**
 * A dashboard's read of `path` for the current site with `query`, asked again when either
 * changes. The answer is big read-only data: it stays in React state, out of the MST store.
 */
export function useFetched<T>(path: string, query: Record<string, string>): Fetched<T> {
  const api = useApi();
  const site = useSite();
  // By value: callers pass a fresh object on every render.
  const queryText = JSON.stringify(query);
  const key = `${site._id}|${path}|${queryText}`;
  const [result, setResult] = useState<{ key: string; value: Fetched<T> }>({ key, value: { state: 'loading' } });
  useEffect(() => {
    let live = true;
    api.fetch<T>(path, { query: JSON.parse(queryText) as Record<string, string>, silent: true }).then(
      (data) => live && setResult({ key, value: { state: 'ok', data } }),
      (error: unknown) => live && setResult({ key, value: { state: 'error', message: error instanceof Error ? error.message : String(error) } }),
    );
    return () => {
      live = false;
    };
  }, [api, key, path, queryText]);
  return result.key === key ? result.value : { state: 'loading' };
}
