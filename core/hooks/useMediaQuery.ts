import { useCallback, useSyncExternalStore } from 'react';
import { mediaDown } from '../lib/breakpoints';

/** Whether a media query matches now; re-renders when that changes. */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = window.matchMedia?.(query);
      list?.addEventListener('change', onChange);
      return () => list?.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(subscribe, () => window.matchMedia?.(query).matches ?? false);
}

/** Up to the phone breakpoint (599.95 px). */
export function useIsPhone(): boolean {
  return useMediaQuery(mediaDown('phone'));
}

/** Up to the tablet breakpoint (767.95 px): too narrow for a side navigation beside the page. */
export function useIsNarrow(): boolean {
  return useMediaQuery(mediaDown('tablet'));
}
