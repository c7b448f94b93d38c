import { useCallback, useSyncExternalStore } from 'react';
import { applyTheme, readTheme, saveTheme, type Theme } from './theme';

// One theme for the whole page: every component that reads it re-renders when it changes,
// and the SDK's preferences service publishes the same value (services/preferences.ts).
let current: Theme | undefined;
const listeners = new Set<(theme: Theme) => void>();

export function getTheme(): Theme {
  current ??= readTheme();
  return current;
}

export function subscribeTheme(listener: (theme: Theme) => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function setTheme(theme: Theme): void {
  if (theme === getTheme()) return;
  current = theme;
  applyTheme(theme);
  saveTheme(theme);
  listeners.forEach((listener) => listener(theme));
}

export function useTheme(): { theme: Theme; toggleTheme: () => void } {
  const theme = useSyncExternalStore(subscribeTheme, getTheme);
  const toggleTheme = useCallback(() => setTheme(getTheme() === 'dark' ? 'light' : 'dark'), []);
  return { theme, toggleTheme };
}
