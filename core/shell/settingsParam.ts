// The Settings dialog's open state and tab live in the URL (?settings=me|company|billing|website),
// so back and forward open, close and switch it like any other page. The tabs themselves, and
// the memory of the last one, belong to the dialog (core/settings/settingsTabs).
import { isSettingsTab, type SettingsTab } from '../settings/settingsTabs';

export const SETTINGS_PARAM = 'settings';

/** The tab the URL opens the dialog on, or undefined when the dialog is closed. */
export function settingsTabFrom(search: string): SettingsTab | undefined {
  const value = new URLSearchParams(search).get(SETTINGS_PARAM);
  return isSettingsTab(value) ? value : undefined;
}
