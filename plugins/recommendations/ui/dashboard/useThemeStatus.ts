import { useEffect, useState } from 'react';
import { useApi, useSite } from 'sdk';
import type { ThemeState } from '../../model/themeStatus';

/** 'checking' until the server answered; the table never waits for it. */
export type ThemeRowState = ThemeState | 'checking';

interface ThemeAnswer {
  recommendations?: Record<string, ThemeState | undefined>;
}

export interface ThemeStatus {
  states: Record<string, ThemeState>;
  /** An answer for the current list has arrived: a row without a state is then unknown, else still checking. */
  loaded: boolean;
}

/**
 * Per-recommendation "installed in the theme" (server/recommendations/theme-routes.ts).
 * `version` changes when the list does (a recommendation added, a location saved), to ask again;
 * null asks nothing (the table is not loaded yet, or the channel has no theme).
 */
export function useThemeStatus(version: string | null): ThemeStatus {
  const api = useApi();
  const site = useSite();
  const [answer, setAnswer] = useState<{ key: string; states: Record<string, ThemeState> } | null>(null);
  const key = `${site._id}|${version}`;
  useEffect(() => {
    if (version === null) return undefined;
    let live = true;
    api.fetch<ThemeAnswer>('/api2/recommendation/theme-status', { silent: true }).then(
      (body) => {
        const states: Record<string, ThemeState> = {};
        for (const [id, s] of Object.entries(body?.recommendations ?? {})) if (s) states[id] = s;
        if (live) setAnswer({ key, states });
      },
      // A hint, like readiness: on failure every row says it cannot tell.
      () => live && setAnswer({ key, states: {} }),
    );
    return () => {
      live = false;
    };
  }, [api, site._id, key, version]);
  // While the list's new answer is on its way, the site's last one stays (a live switch does not flicker).
  const sameSite = answer !== null && answer.key.startsWith(`${site._id}|`);
  return { states: sameSite ? answer.states : {}, loaded: answer?.key === key };
}
