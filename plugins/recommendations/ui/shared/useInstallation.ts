import { useEffect, useState } from 'react';
import { ApiError, useApi, useSite, type ApiService } from 'sdk';
import type { InstallationCheck } from './types';

export type InstallationState =
  | { state: 'loading' }
  | { state: 'ok'; check: InstallationCheck }
  /** 404: the app is not installed on this site (spec 2: only Home shows). */
  | { state: 'missing' }
  | { state: 'error' };

/**
 * Checks asked for at once (InstalledOnly and the page inside it, as a page opens) share one
 * request: each was a full platform check on the server (issue 32 item 33). A later ask, after
 * the answer came, asks again.
 */
const inFlight = new Map<string, Promise<InstallationCheck | undefined>>();

export function fetchInstallation(api: ApiService, siteId: string): Promise<InstallationCheck | undefined> {
  let request = inFlight.get(siteId);
  if (!request) {
    request = api.fetch<InstallationCheck>('/api2/shop/rec/installation', { silent: true });
    inFlight.set(siteId, request);
    const forget = () => inFlight.delete(siteId);
    request.then(forget, forget);
  }
  return request;
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
