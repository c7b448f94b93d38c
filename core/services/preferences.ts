import type { Preferences, PreferencesService } from '../sdk';
import { getTheme, setTheme, subscribeTheme } from '../theme/useTheme';

/** The theme the user menu toggles, for applets (charts, editors). */
export function createPreferencesService(): PreferencesService {
  let snapshot: Preferences = { theme: getTheme() };
  const current = (): Preferences => {
    const theme = getTheme();
    if (snapshot.theme !== theme) snapshot = { theme };
    return snapshot;
  };
  return {
    get current() {
      return current();
    },
    subscribe: (listener) => subscribeTheme(() => listener(current())),
    setTheme: (theme) => setTheme(theme),
  };
}
