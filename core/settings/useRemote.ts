import { useCallback, useEffect, useState, type DependencyList } from 'react';

export type RemoteState<T> =
  | { readonly status: 'loading' }
  | { readonly status: 'ready'; readonly data: T }
  | { readonly status: 'failed'; readonly error: unknown };

/**
 * Loads data for a component, again whenever `deps` change or reload() is called. An answer
 * that arrives after unmounting or after a newer load started is dropped (and its request
 * aborted), so a slow first answer can never overwrite a fresher one.
 */
export function useRemote<T>(load: (signal: AbortSignal) => Promise<T>, deps: DependencyList): RemoteState<T> & { reload(): void } {
  const [state, setState] = useState<RemoteState<T>>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    setState({ status: 'loading' });
    load(controller.signal).then(
      (data) => !controller.signal.aborted && setState({ status: 'ready', data }),
      (error: unknown) => !controller.signal.aborted && setState({ status: 'failed', error }),
    );
    return () => controller.abort();
    // `load` is a fresh closure every render; `deps` say when it means something new.
  }, [...deps, attempt]);

  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  return { ...state, reload };
}
