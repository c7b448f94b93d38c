import { Button } from '@blueprintjs/core';
import { useState } from 'react';
import { useApi, useSnackbars } from 'sdk';
import { APPLICATION as M } from '../messages';
import { apiMessage } from './saveError';

/** Spec 8: 'Cache cleared' stays for one second. */
export const CACHE_CLEARED_MS = 1000;

/**
 * Clear Product Cache (spec 2, 8): every cache type, so the storefront shows the latest
 * product info and prices. The server answers that clearing has started.
 */
export function ClearCacheButton({ disabled }: { disabled?: boolean }) {
  const api = useApi();
  const snackbars = useSnackbars();
  const [busy, setBusy] = useState(false);
  const clear = async () => {
    setBusy(true);
    try {
      const answer = await api.fetch<{ message?: string }>('/api2/shop/rec/action/clear-product-cache', { method: 'POST', body: { all: true }, silent: true });
      snackbars.show({ message: answer?.message || M.cacheClearing, intent: 'primary' });
      snackbars.show({ message: M.cacheCleared, intent: 'success', timeoutMs: CACHE_CLEARED_MS });
    } catch (err) {
      snackbars.show({ message: `${M.cacheFailed}: ${apiMessage(err, '')}`.replace(/: $/, ''), intent: 'danger' });
    } finally {
      setBusy(false);
    }
  };
  return <Button icon="refresh" text={M.clearCache} loading={busy} disabled={disabled} onClick={clear} data-testid="rec-clear-cache" />;
}
