import { useCallback, useEffect, useState } from 'react';
import { ApiError, useApi, useSite } from 'sdk';
import type { InstallationCheck } from '../../shared/types';

/** The check's fields this page reads beyond the applet's shared type (spec 3). */
export interface AppInstallation extends InstallationCheck {
  tagValidated?: string | null;
  appEmbedEnabled?: boolean;
  missingScopes?: string[];
  myShopifyDomain?: string;
  app?: { handle?: string; aboutUrl?: string };
}

export type CheckState =
  | { state: 'loading' }
  | { state: 'ok'; check: AppInstallation }
  | { state: 'failed'; status: number; code?: string | number; message: string };

/**
 * The installation check with its failure kept (spec 8 shows code and message when the app is
 * gone) and a refresh, since this page's actions change what it answers.
 */
export function useInstallCheck(): { result: CheckState; refresh(): void } {
  const api = useApi();
  const site = useSite();
  const [round, setRound] = useState(0);
  const [result, setResult] = useState<CheckState>({ state: 'loading' });
  useEffect(() => {
    let live = true;
    api.fetch<AppInstallation>('/api2/shop/rec/installation', { silent: true }).then(
      (check) => live && setResult({ state: 'ok', check: check ?? {} }),
      (err: unknown) => {
        if (!live) return;
        const e = err instanceof ApiError ? err : new ApiError(String(err), 0);
        setResult({ state: 'failed', status: e.status, code: e.code, message: e.message });
      },
    );
    return () => {
      live = false;
    };
  }, [api, site._id, round]);
  return { result, refresh: useCallback(() => setRound((n) => n + 1), []) };
}
