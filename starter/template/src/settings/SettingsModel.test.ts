import { createTestServices } from 'sdk/testing';
import { createSettings } from './SettingsModel';

describe('SettingsModel', () => {
  it('is dirty after an edit and saves a new document, then patches only what changed', async () => {
    const services = createTestServices({ applet: '__ID__' });
    const settings = createSettings({ settings: services.settings });
    await settings.load();
    expect(settings.isDirty).toBe(false);

    settings.setGreeting('Hi');
    expect(settings.isDirty).toBe(true);
    expect(settings.changes).toEqual({ greeting: 'Hi' });
    await settings.save();
    expect(settings.isDirty).toBe(false);
    expect(services.settings.document).toMatchObject({ greeting: 'Hi', enabled: true, applet: '__ID__' });

    settings.setEnabled(false);
    await settings.save();
    const patch = services.settings.calls.at(-1);
    expect(patch?.method).toBe('patch');
    expect(services.settings.document).toMatchObject({ greeting: 'Hi', enabled: false });
  });

  it('discards changes back to what was loaded', async () => {
    const services = createTestServices({ settings: { greeting: 'Stored', enabled: true } });
    const settings = createSettings({ settings: services.settings });
    await settings.load();
    settings.setGreeting('Draft');
    settings.discardChanges();
    expect(settings.greeting).toBe('Stored');
    expect(settings.isDirty).toBe(false);
  });
});
