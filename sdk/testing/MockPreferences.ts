import type { Preferences, PreferencesService, Theme } from '../services/preferences';
import { MockSubscribable } from './MockSubscribable';

export class MockPreferences extends MockSubscribable<Preferences> implements PreferencesService {
  constructor(theme: Theme = 'light') {
    super({ theme });
  }

  setTheme = (theme: Theme): void => this.set({ theme });
}
