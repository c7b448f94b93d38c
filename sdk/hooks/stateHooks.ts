import { useMemo } from 'react';
import { useService } from '../react/ServicesProvider';
import { preferencesRef, type Preferences, type Theme } from '../services/preferences';
import { sessionRef, type SessionInfo } from '../services/session';
import { siteRef, type SiteInfo } from '../services/site';
import { useSubscribable } from './useSubscribable';

// Hooks for services whose state changes: they return the state and re-render on change.

/** The current site; the component re-renders when the user switches sites. */
export function useSite(): SiteInfo {
  return useSubscribable(useService(siteRef));
}

/** The signed-in user, staff and dev-mode state. */
export function useSession(): SessionInfo {
  return useSubscribable(useService(sessionRef));
}

export interface PreferencesState extends Preferences {
  setTheme(theme: Theme): void;
}

export function usePreferences(): PreferencesState {
  const service = useService(preferencesRef);
  const preferences = useSubscribable(service);
  return useMemo(() => ({ ...preferences, setTheme: (theme: Theme) => service.setTheme(theme) }), [preferences, service]);
}
