import { createServiceRef, type Subscribable } from './serviceRef';

export type Theme = 'light' | 'dark';

export interface Preferences {
  readonly theme: Theme;
}

/** The user's console preferences; applets read the theme for charts and editors. */
export interface PreferencesService extends Subscribable<Preferences> {
  setTheme(theme: Theme): void;
}

export const preferencesRef = createServiceRef<PreferencesService>('vitrine.preferences');
