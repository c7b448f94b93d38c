/**
 * Spec 2, 9: after the global settings are saved, the tag cache is cleared, with a 5-second
 * window to cancel (a merchant saving several times in a row clears once, at the end).
 */
export const CACHE_CLEAR_CANCEL_MS = 5000;

export interface PendingClear {
  cancel(): void;
  /** Clears now instead of at the end of the window. */
  flush(): void;
}

export function scheduleCacheClear(run: () => void, delayMs = CACHE_CLEAR_CANCEL_MS): PendingClear {
  let done = false;
  const fire = () => {
    if (done) return;
    done = true;
    clearTimeout(timer);
    run();
  };
  const timer = setTimeout(fire, delayMs);
  return {
    cancel() {
      done = true;
      clearTimeout(timer);
    },
    flush: fire,
  };
}
