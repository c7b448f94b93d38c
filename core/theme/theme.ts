// Blueprint's class names by their own module: the index would bring its React components into
// the sign-in page that loads without them (core/login/startSignInPage.ts).
import * as Classes from '@blueprintjs/core/lib/esm/common/classes';
import { consoleStorage } from '../storage/consoleStorage';

export type Theme = 'light' | 'dark';

function systemTheme(): Theme {
  return window.matchMedia?.('(prefers-color-scheme: dark)').matches ? 'dark' : 'light';
}

/** The remembered choice (h40_theme), else the operating system's. */
export function readTheme(): Theme {
  const stored = consoleStorage().get('theme');
  return stored === 'dark' || stored === 'light' ? stored : systemTheme();
}

/** Blueprint themes everything below an element with Classes.DARK; portals render into body. */
export function applyTheme(theme: Theme): void {
  document.body.classList.toggle(Classes.DARK, theme === 'dark');
  document.documentElement.style.colorScheme = theme;
}

export function saveTheme(theme: Theme): void {
  consoleStorage().set('theme', theme);
}
