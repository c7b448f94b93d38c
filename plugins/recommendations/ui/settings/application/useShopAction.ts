import { useState } from 'react';
import { useApi, type HttpMethod } from 'sdk';

const path = (action: string) => `/api2/shop/rec/action/${action}`;

/**
 * Runs the shop platform actions of spec 7 one at a time: `busy` names the running one, so
 * its button spins and the others wait. Errors come back to the caller (silent: the page
 * shows the spec's words, not the generic modal).
 */
export function useShopAction() {
  const api = useApi();
  const [busy, setBusy] = useState<string | null>(null);
  async function run<T>(action: string, method: HttpMethod, body?: Record<string, unknown>): Promise<T> {
    setBusy(action);
    try {
      return await api.fetch<T>(path(action), method === 'GET' ? { method, query: body as Record<string, string>, silent: true } : { method, body: body ?? {}, silent: true });
    } finally {
      setBusy(null);
    }
  }
  return { busy, run };
}

/** Opens a platform page in a new tab; only http(s) addresses, so an answer can never run script here. */
export function openExternal(url: unknown, newTab = true): boolean {
  if (typeof url !== 'string') return false;
  let target: URL;
  try {
    target = new URL(url, window.location.href);
  } catch {
    return false;
  }
  if (target.protocol !== 'https:' && target.protocol !== 'http:') return false;
  if (newTab) window.open(target.toString(), '_blank', 'noopener');
  else window.location.assign(target.toString());
  return true;
}
