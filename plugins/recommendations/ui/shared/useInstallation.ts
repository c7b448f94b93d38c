import { useEffect, useState } from 'react';
import { ApiError, useApi, useSite, type ApiService, type PagePrefetchContext } from 'sdk';
import type { InstallationCheck } from './types';

export type InstallationState =
  | { state: 'loading' }
  | { state: 'ok'; check: InstallationCheck }
  /** 404: the app is not installed on this site (spec 2: only Home shows). */
  | { state: 'missing' }
  | { state: 'error' };

/**
 * Checks asked for together share one request: the page's prefetch, InstalledOnly and the page
 * inside it each sent a full platform check as a page opened (issue 32 item 33). An answer is
 * shared while in flight and for INSTALLATION_REUSE_MS after; a later ask asks again, and a
 * failure is never shared.
 */
export const INSTALLATION_REUSE_MS = 3_000;

type Recent = Map<string, { at: number | null; request: Promise<InstallationCheck | undefined> }>;
// Per API service (the console has one; each test its own), then per site.
const byApi = new WeakMap<ApiService, Recent>();

export function fetchInstallation(api: ApiService, siteId: string, now: () => number = Date.now): Promise<InstallationCheck | undefined> {
  let recent = byApi.get(api);
  if (!recent) byApi.set(api, (recent = new Map()));
  const known = recent.get(siteId);
  if (known && (known.at === null || now() - known.at < INSTALLATION_REUSE_MS)) return known.request;
  const entry: { at: number | null; request: Promise<InstallationCheck | undefined> } = {
    at: null,
    request: api.fetch<InstallationCheck>('/api2/shop/rec/installation', { silent: true }),
  };
  recent.set(siteId, entry);
  entry.request.then(
    () => (entry.at = now()),
    () => recent.get(siteId) === entry && recent.delete(siteId),
  );
  return entry.request;
}

/** A page's prefetch (AppletPage.prefetch): the check goes out while the page's chunk loads. */
export function prefetchInstallation({ site, api }: PagePrefetchContext): void {
  fetchInstallation(api, site._id).catch(() => undefined);
}

/**
 * The recommendations app's installation check for the current site. The console runs the
 * same check for its alert stack; the applet needs its answer for the plan, the dev-store
 * notice, blockModify and the not-installed state, which the SDK does not pass on.
 */
export function useInstallation(): InstallationState {
  const api = useApi();
  const site = useSite();
  const [result, setResult] = useState<{ site: string; value: InstallationState }>({ site: site._id, value: { state: 'loading' } });
  useEffect(() => {
    let live = true;
    fetchInstallation(api, site._id).then(
      (check) => live && setResult({ site: site._id, value: { state: 'ok', check: check ?? {} } }),
      (error: unknown) =>
        live && setResult({ site: site._id, value: { state: error instanceof ApiError && error.status === 404 ? 'missing' : 'error' } }),
    );
    return () => {
      live = false;
    };
  }, [api, site._id]);
  return result.site === site._id ? result.value : { state: 'loading' };
}
