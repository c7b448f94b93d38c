import { useCallback, useSyncExternalStore } from 'react';
import { applyTheme, readTheme, saveTheme, type Theme } from './theme';

// One theme for the whole page: every component that reads it re-renders when it changes.
let current: Theme | undefined;
const listeners = new Set<() => void>();

function getTheme(): Theme {
  current ??= readTheme();
  return current;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function setTheme(theme: Theme): void {
  current = theme;
  applyTheme(theme);
  saveTheme(theme);
  listeners.forEach((listener) => listener());
}

export function useTheme(): { theme: Theme; toggleTheme: () => void } {
  const theme = useSyncExternalStore(subscribe, getTheme);
  const toggleTheme = useCallback(() => setTheme(getTheme() === 'dark' ? 'light' : 'dark'), []);
  return { theme, toggleTheme };
}
