import { useSyncExternalStore } from 'react';

/** Phones and narrow windows (Blueprint's small breakpoint): the chart is 450 px high there. */
export const SMALL_SCREEN_QUERY = '(max-width: 767.95px)';

function media(): MediaQueryList | undefined {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function' ? window.matchMedia(SMALL_SCREEN_QUERY) : undefined;
}

function subscribe(listener: () => void) {
  const list = media();
  list?.addEventListener('change', listener);
  return () => list?.removeEventListener('change', listener);
}

export function useSmallScreen(): boolean {
  return useSyncExternalStore(subscribe, () => media()?.matches ?? false, () => false);
}

export const CHART_HEIGHT = 500;
export const SMALL_CHART_HEIGHT = 450;
