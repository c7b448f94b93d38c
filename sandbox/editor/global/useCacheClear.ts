/**
 * The tag-cache clear offered after a save: a countdown the merchant can cancel, then the
 * host's clearTagCache, its answer as a snackbar ('Cache cleared' shows 1 s, spec 8).
 */
import { useEffect, useRef, useState } from 'react';
import type { EditorHost } from '../../../sdk/sandbox';
import { CACHE_CLEAR_CANCEL_MS, scheduleCacheClear, type PendingClear } from './cache-clear';
import { GLOBAL_MESSAGES as M } from './messages';

export function useCacheClear(host: EditorHost) {
  const pending = useRef<PendingClear | null>(null);
  const [secondsLeft, setSecondsLeft] = useState<number | null>(null);

  useEffect(() => {
    if (secondsLeft === null || secondsLeft <= 1) return;
    const tick = setTimeout(() => setSecondsLeft((s) => (s === null ? null : s - 1)), 1000);
    return () => clearTimeout(tick);
  }, [secondsLeft]);

  // Leaving the pane inside the window clears at once rather than never.
  useEffect(() => () => pending.current?.flush(), []);

  const clear = async () => {
    pending.current = null;
    setSecondsLeft(null);
    try {
      const result = await host.clearTagCache();
      if (result.ok) void host.snackbar({ message: result.message || M.cacheCleared, intent: 'success', timeoutMs: 1000 });
      else void host.snackbar({ message: `${M.cacheClearFailed} ${result.message}`, intent: 'danger' });
    } catch {
      void host.snackbar({ message: M.cacheClearFailed, intent: 'danger' });
    }
  };

  return {
    secondsLeft,
    start() {
      pending.current?.cancel();
      pending.current = scheduleCacheClear(() => void clear(), CACHE_CLEAR_CANCEL_MS);
      setSecondsLeft(CACHE_CLEAR_CANCEL_MS / 1000);
    },
    cancel() {
      pending.current?.cancel();
      pending.current = null;
      setSecondsLeft(null);
      void host.snackbar({ message: M.cacheClearCancelled, intent: 'none' });
    },
  };
}
