import { SettingsConflictError, SettingsDuplicateError } from '../services/settingsErrors';
import { MockSettings } from './MockSettings';

describe('MockSettings', () => {
  it('loads null when the applet has no document', async () => {
    await expect(new MockSettings().load()).resolves.toBeNull();
  });

  it('creates a document on save without _id, then loads it', async () => {
    const settings = new MockSettings(null, 'site-1', 'rec');
    const created = await settings.save({ css: 'a' });
    expect(created).toEqual({ _id: expect.stringMatching(/^[0-9a-f]{24}$/), __v: 0, site: 'site-1', applet: 'rec', css: 'a' });
    await expect(settings.load()).resolves.toEqual(created);
  });

  it('refuses a second create as a duplicate', async () => {
    const settings = new MockSettings({ css: 'a' });
    await expect(settings.save({ css: 'b' })).rejects.toBeInstanceOf(SettingsDuplicateError);
  });

  it('replaces the whole document on save with _id and bumps __v', async () => {
    const settings = new MockSettings({ css: 'a', js: 'x' });
    const doc = (await settings.load<{ css: string; js: string }>())!;
    const { js: _dropped, ...rest } = doc;
    const saved = await settings.save({ ...rest, css: 'b' });
    expect(saved).toMatchObject({ css: 'b', __v: 1 });
    expect(saved).not.toHaveProperty('js');
  });

  it('patches only the changed fields, merging them like the server', async () => {
    const settings = new MockSettings({ billing: { price: 49, title: 'Starter' }, js: 'x' });
    const before = (await settings.load())!;
    const stored = await settings.patch(before, { ...before, billing: { price: 195, title: 'Starter' }, js: undefined });
    expect(settings.calls.at(-1)).toEqual({
      method: 'patch',
      body: { _id: before._id, __v: 0, site: before.site, applet: before.applet, patch: { billing: { price: 195 }, js: null } },
    });
    expect(stored).toEqual({ ...before, __v: 1, billing: { price: 195, title: 'Starter' }, js: undefined });
    expect(settings.document).not.toHaveProperty('js');
  });

  it('sends nothing when nothing changed', async () => {
    const settings = new MockSettings({ css: 'a' });
    const before = (await settings.load())!;
    await expect(settings.patch(before, { ...before })).resolves.toBe(before);
    expect(settings.calls.map((call) => call.method)).toEqual(['load']);
  });

  it('refuses a stale __v with SettingsConflictError and keeps the stored document', async () => {
    const settings = new MockSettings({ css: 'a' });
    const before = (await settings.load())!;
    await settings.patch(before, { ...before, css: 'b' });
    await expect(settings.patch(before, { ...before, css: 'c' })).rejects.toBeInstanceOf(SettingsConflictError);
    await expect(settings.save({ ...before, css: 'c' })).rejects.toMatchObject({ status: 409, code: 'STALE_VERSION' });
    expect(settings.document).toMatchObject({ css: 'b', __v: 1 });
  });

  it('refuses a save or a patch without __v with 428, like the server', async () => {
    const settings = new MockSettings({ css: 'a' });
    const { __v: _v, ...doc } = (await settings.load())!;
    await expect(settings.save(doc as never)).rejects.toMatchObject({ status: 428, message: expect.stringMatching(/^missing required field __v/) });
    await expect(settings.patch(doc as never, { ...doc, css: 'b' })).rejects.toMatchObject({ status: 428 });
    expect(settings.document).toMatchObject({ css: 'a', __v: 0 });
  });

  it('fails the next write as told, once', async () => {
    const settings = new MockSettings({ css: 'a' });
    const before = (await settings.load())!;
    settings.failNext(new Error('offline'));
    await expect(settings.patch(before, { ...before, css: 'b' })).rejects.toThrow('offline');
    await expect(settings.patch(before, { ...before, css: 'b' })).resolves.toMatchObject({ css: 'b' });
  });

  it('throws the spec error for a record without _id', async () => {
    const settings = new MockSettings();
    await expect(settings.patch({ css: 'a' } as never, { css: 'b' })).rejects.toThrow('Missing "id" in record');
  });
});
