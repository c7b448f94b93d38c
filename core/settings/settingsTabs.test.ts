import { createMemoryBackend, createStorage } from '../lib/storage/createStorage';
import { isSettingsTab, lastSettingsTab, rememberSettingsTab, type SettingsTabStorage } from './settingsTabs';

const tabStorage = (backend = createMemoryBackend()): SettingsTabStorage => createStorage(backend);

describe('settings tabs', () => {
  it('knows the four tabs', () => {
    expect(['me', 'company', 'billing', 'website'].every(isSettingsTab)).toBe(true);
    expect(isSettingsTab('profile')).toBe(false);
    expect(isSettingsTab(undefined)).toBe(false);
  });

  it('remembers the last tab under h40_settings_tab', () => {
    const backend = createMemoryBackend();
    const storage = tabStorage(backend);
    expect(lastSettingsTab(storage)).toBe('me');
    rememberSettingsTab('billing', storage);
    expect(backend.getItem('h40_settings_tab')).toBe('"billing"');
    expect(lastSettingsTab(storage)).toBe('billing');
  });

  it('ignores a stored value that is not a tab', () => {
    const backend = createMemoryBackend();
    backend.setItem('h40_settings_tab', '"invoices"');
    expect(lastSettingsTab(tabStorage(backend))).toBe('me');
  });
});
