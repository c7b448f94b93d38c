import { useCallback, useSyncExternalStore } from 'react';
import type { Subscribable } from '../services/serviceRef';

/** The current value of a Subscribable service; re-renders when it publishes a new one. */
export function useSubscribable<T>(service: Subscribable<T>): T {
  // A stable subscribe, or React would unsubscribe and resubscribe on every render.
  const subscribe = useCallback((onChange: () => void) => service.subscribe(onChange), [service]);
  // The Subscribable contract keeps `current` the same object until a change, which is what
  // useSyncExternalStore needs from a snapshot.
  return useSyncExternalStore(subscribe, () => service.current);
}
