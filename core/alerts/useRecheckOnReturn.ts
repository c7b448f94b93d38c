import { useEffect, type RefObject } from 'react';

/** Coming back to the tab checks again at most this often (both focus and visibilitychange fire). */
export const RECHECK_THROTTLE_MS = 5_000;

/**
 * Calls `recheck` when the tab becomes visible again or the window regains focus, unless the
 * last check (`lastCheck`, a Date.now() the caller keeps) went out less than
 * RECHECK_THROTTLE_MS ago: switching back and forth between tabs sends no stream of checks.
 */
export function useRecheckOnReturn(recheck: () => void, enabled: boolean, lastCheck: RefObject<number>): void {
  useEffect(() => {
    if (!enabled) return;
    const onReturn = () => {
      if (document.visibilityState === 'hidden') return;
      if (Date.now() - lastCheck.current < RECHECK_THROTTLE_MS) return;
      // Set now, not when the check goes out: the other event of the same return is ignored.
      lastCheck.current = Date.now();
      recheck();
    };
    document.addEventListener('visibilitychange', onReturn);
    window.addEventListener('focus', onReturn);
    return () => {
      document.removeEventListener('visibilitychange', onReturn);
      window.removeEventListener('focus', onReturn);
    };
  }, [recheck, enabled, lastCheck]);
}
