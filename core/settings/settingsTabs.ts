// The settings dialog's tabs (spec 2): their ids are the URL segments the shell routes on
// (/me, /company, /billing, /website), and the last one is remembered for the next opening.
import { createStorage, type TypedStorage } from '../lib/storage/createStorage';
import { storageModeFor } from '../lib/storage/storageKey';

export const SETTINGS_TABS = ['me', 'company', 'billing', 'website'] as const;
export type SettingsTab = (typeof SETTINGS_TABS)[number];

export const DEFAULT_SETTINGS_TAB: SettingsTab = 'me';

export function isSettingsTab(value: unknown): value is SettingsTab {
  return typeof value === 'string' && (SETTINGS_TABS as readonly string[]).includes(value);
}

/** Stored as h40_settings_tab (JSON, like every createStorage value). */
const TAB_KEY = 'settings_tab';
export type SettingsTabStorage = TypedStorage<{ [TAB_KEY]: string }>;

function tabStorage(): SettingsTabStorage {
  const location = typeof window === 'undefined' ? { pathname: '/', hostname: '' } : window.location;
  return createStorage(undefined, storageModeFor(location));
}

/**
 * The tab to open when the shell has none in the URL: the last one shown, else Your Profile.
 * A stored value that is no longer a tab (an older build, a hand edit) is ignored.
 */
export function lastSettingsTab(storage: SettingsTabStorage = tabStorage()): SettingsTab {
  const stored = storage.get(TAB_KEY);
  return isSettingsTab(stored) ? stored : DEFAULT_SETTINGS_TAB;
}

export function rememberSettingsTab(tab: SettingsTab, storage: SettingsTabStorage = tabStorage()): void {
  storage.set(TAB_KEY, tab);
}
