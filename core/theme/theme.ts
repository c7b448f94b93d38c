import { Classes } from '@blueprintjs/core';
import { readPreference, writePreference } from '../storage/preferences';

export type Theme = 'light' | 'dark';

/** Stored as `h40_theme` (see storage/preferences). */
const THEME_PREFERENCE = 'theme';

function systemTheme(): Theme {
  return window.matchMedia?.('(prefers-color-scheme: dark)').matches ? 'dark' : 'light';
}

/** The remembered choice, else the operating system's. */
export function readTheme(): Theme {
  const stored = readPreference(THEME_PREFERENCE);
  return stored === 'dark' || stored === 'light' ? stored : systemTheme();
}

/** Blueprint themes everything below an element with Classes.DARK; portals render into body. */
export function applyTheme(theme: Theme): void {
  document.body.classList.toggle(Classes.DARK, theme === 'dark');
  document.documentElement.style.colorScheme = theme;
}

export function saveTheme(theme: Theme): void {
  writePreference(THEME_PREFERENCE, theme);
}
