import type { EditorContext, EditorHost } from '../../../sdk/sandbox';
import { SHELL_MESSAGES as M } from '../shell/messages';
import { handleKey, onProblem, restoreVersion, runAction, type Problem } from './actions';
import { AUTOSAVE_DELAY_MS, EditorController } from './EditorController';

const ID = 'a'.repeat(24);
const CTX: EditorContext = {
  site: { id: 's1', name: 'Demo', storefrontOrigin: 'http://store.test', currency: 'USD' },
  staff: false, devMode: false, theme: 'light', applet: 'rec', channel: 'online', place: 'H', recommendationId: ID, external: null,
};
const DOC = { _id: ID, kind: 'online', status: 'staging', place: 'H', external: 'home', everProduction: false, widgetOpts: { desktop: { title: 'Popular', location: '#slot' }, mobile: { location: '#slot' } } };

function fakeHost(overrides: Partial<Record<keyof EditorHost, jest.Mock>> = {}) {
  let v = 3;
  const host = {
    loadRecommendation: jest.fn(async () => ({ doc: { ...DOC }, __v: v })),
    saveRecommendation: jest.fn(async (_c: unknown, __v: number) => (__v === v ? { ok: true, id: ID, __v: ++v } : { ok: false, error: 'conflict', message: 'stale' })),
    listRecommendations: jest.fn(async () => []),
    getPreference: jest.fn(async () => null),
    setPreference: jest.fn(async () => undefined),
    setUnsavedChanges: jest.fn(async () => undefined),
    previewUpdate: jest.fn(async () => undefined),
    previewSlot: jest.fn(async () => undefined),
    open: jest.fn(async () => undefined),
    confirm: jest.fn(async () => true),
    snackbar: jest.fn(async () => undefined),
    lifecycle: jest.fn(async (action: string, __v: number) => ({ ok: true, status: action === 'activate' ? 'production' : 'deactivated', __v: __v + 1 })),
    exit: jest.fn(async () => undefined),
    ...overrides,
  };
  return host as unknown as EditorHost & typeof host;
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));
// The fields handleKey reads (no DOM in this suite).
const key = (k: string, mods: Partial<KeyboardEvent> = {}) => ({ key: k, ctrlKey: true, metaKey: false, altKey: false, shiftKey: false, target: null, preventDefault: () => undefined, ...mods }) as unknown as KeyboardEvent;

let problems: Problem[] = [];
beforeEach(() => {
  problems = [];
  onProblem((p) => problems.push(p));
});

describe('the editor frame controller', () => {
  it('loads the recommendation, follows the dirty flag, and sends the preview the least work each change needs', async () => {
    const host = fakeHost();
    const c = await EditorController.start(host, CTX);
    expect(c.state).toBe('ready');
    expect(host.previewUpdate).toHaveBeenLastCalledWith(expect.objectContaining({ mode: 'render', formFactor: 'desktop' }));
    c.rec!.setOpt('desktop', 'style', { title: { color: 'red' } });
    expect(host.previewUpdate).toHaveBeenLastCalledWith(expect.objectContaining({ mode: 'css' }));
    c.rec!.setOpt('desktop', 'location', '#other');
    expect(host.previewUpdate).toHaveBeenLastCalledWith(expect.objectContaining({ mode: 'all' }));
    c.rec!.setOpt('desktop', 'title', 'New');
    expect(host.previewUpdate).toHaveBeenLastCalledWith(expect.objectContaining({ mode: 'render' }));
    expect(host.setUnsavedChanges).toHaveBeenLastCalledWith(true, expect.objectContaining({ _id: ID }));
    c.dispose();
  });

  it('sends its latest unsaved edit for the console to keep, and applies one kept from an ended session, unsaved', async () => {
    jest.useFakeTimers();
    try {
      const host = fakeHost();
      const c = await EditorController.start(host, CTX);
      c.rec!.setOpt('desktop', 'title', 'Kept');
      c.rec!.setOpt('desktop', 'title', 'Kept for later');
      await jest.advanceTimersByTimeAsync(400);
      const [dirty, draft] = host.setUnsavedChanges.mock.calls.at(-1) as unknown as [boolean, { widgetOpts: { desktop: { title: string } } }];
      expect(dirty).toBe(true);
      expect(draft.widgetOpts.desktop.title).toBe('Kept for later');
      c.dispose();

      // After signing in again: the host hands the kept edit over at hello.
      const again = fakeHost();
      const restored = await EditorController.start(again, { ...CTX, restoredDraft: JSON.parse(JSON.stringify({ ...draft, status: 'production', __v: 99 })) });
      expect(restored.rec!.opt('desktop', 'title')).toBe('Kept for later');
      expect(restored.rec!.isDirty).toBe(true);
      // What the server owns stays the server's.
      expect(restored.rec!.status).toBe('staging');
      expect(restored.rec!.__v).toBe(3);
      expect(again.setUnsavedChanges).toHaveBeenCalledWith(true, expect.objectContaining({ _id: ID }));
      // Shown for review: no autosave until the merchant changes something.
      await jest.advanceTimersByTimeAsync(AUTOSAVE_DELAY_MS * 3);
      expect(again.saveRecommendation).not.toHaveBeenCalled();
      restored.dispose();

      // Another recommendation's edit is not applied.
      const other = await EditorController.start(fakeHost(), { ...CTX, restoredDraft: { ...draft, _id: 'b'.repeat(24) } as never });
      expect(other.rec!.isDirty).toBe(false);
      other.dispose();
    } finally {
      jest.useRealTimers();
    }
  });

  it('starts on mobile when the recommendation is disabled on desktop', async () => {
    const host = fakeHost({ loadRecommendation: jest.fn(async () => ({ doc: { ...DOC, widgetOpts: { desktop: { disabled: true }, mobile: {} } }, __v: 1 })) });
    const c = await EditorController.start(host, CTX);
    expect(c.ff).toBe('mobile');
    c.dispose();
  });

  it('autosaves a dirty Draft, saves on Ctrl/Cmd+S, and undoes and redoes with the keys', async () => {
    jest.useFakeTimers();
    try {
      const host = fakeHost();
      const c = await EditorController.start(host, CTX);
      c.rec!.setOpt('desktop', 'title', 'Autosaved');
      await jest.advanceTimersByTimeAsync(AUTOSAVE_DELAY_MS + 10);
      expect(host.saveRecommendation).toHaveBeenCalledWith({ widgetOpts: { desktop: { title: 'Autosaved' } } }, 3);
      expect(c.rec!.isDirty).toBe(false);
      c.rec!.setOpt('desktop', 'title', 'By key');
      expect(handleKey(c, key('s', { metaKey: true, ctrlKey: false }))).toBe(true);
      await jest.advanceTimersByTimeAsync(0);
      expect(host.saveRecommendation).toHaveBeenLastCalledWith({ widgetOpts: { desktop: { title: 'By key' } } }, 4);
      await jest.advanceTimersByTimeAsync(1000);
      c.rec!.setOpt('desktop', 'title', 'Typed');
      handleKey(c, key('z'));
      expect(c.rec!.opt('desktop', 'title')).toBe('By key');
      handleKey(c, key('z', { shiftKey: true }));
      expect(c.rec!.opt('desktop', 'title')).toBe('Typed');
      c.dispose();
    } finally {
      jest.useRealTimers();
    }
  });

  it('never autosaves while a field shows a validation error: the inline message is enough (issue 32 #11)', async () => {
    jest.useFakeTimers();
    try {
      const host = fakeHost();
      const c = await EditorController.start(host, CTX);
      // The merchant clears the Location (the field writes ''): it says 'Please enter a value for Location'.
      c.rec!.setOpt('desktop', 'location', '');
      await jest.advanceTimersByTimeAsync(AUTOSAVE_DELAY_MS * 3);
      expect(host.saveRecommendation).not.toHaveBeenCalled();
      expect(problems).toEqual([]);
      // Once the form is valid again the edit is autosaved as usual.
      c.rec!.setOpt('desktop', 'location', '#footer');
      await jest.advanceTimersByTimeAsync(AUTOSAVE_DELAY_MS + 10);
      expect(host.saveRecommendation).toHaveBeenCalledWith({ widgetOpts: { desktop: { location: '#footer' } } }, 3);
      c.dispose();
    } finally {
      jest.useRealTimers();
    }
  });

  it("shows spec 8's duplicate text when a save hits code 11000", async () => {
    const host = fakeHost({ saveRecommendation: jest.fn(async () => ({ ok: false, error: 'duplicate', message: 'E11000' })) });
    const c = await EditorController.start(host, CTX);
    c.rec!.setOpt('desktop', 'title', 'Mine');
    await runAction(c, 'save');
    expect(problems).toEqual([{ title: M.unableToSave, body: M.duplicate }]);
    expect(c.rec!.isDirty).toBe(true);
    c.dispose();
  });

  it('blocks Go live with unsaved changes (spec 5 pre-check), and goes live when saved', async () => {
    const host = fakeHost();
    const c = await EditorController.start(host, CTX);
    c.rec!.setOpt('desktop', 'title', 'Unsaved');
    await runAction(c, 'activate');
    expect(problems[0]).toEqual({ title: M.unableToGoLive, body: `${M.goLiveIssues} You have unsaved changes. Please save this recommendation first.` });
    expect(host.lifecycle).not.toHaveBeenCalled();
    c.rec!.discardChanges();
    await runAction(c, 'activate');
    expect(host.lifecycle).toHaveBeenCalledWith('activate', 3);
    expect([c.rec!.status, c.rec!.__v, c.rec!.isDirty]).toEqual(['production', 4, false]);
    c.dispose();
  });

  it("asks the strong 'absolutely sure' confirmation before deleting a once-published recommendation, then leaves", async () => {
    const host = fakeHost({ loadRecommendation: jest.fn(async () => ({ doc: { ...DOC, everProduction: true }, __v: 3 })) });
    const c = await EditorController.start(host, CTX);
    await runAction(c, 'delete');
    expect(host.confirm).toHaveBeenCalledWith(expect.objectContaining({ title: M.absolutelySure.title, body: M.absolutelySure.published, typeToConfirm: 'DELETE', intent: 'danger' }));
    expect(host.lifecycle).toHaveBeenCalledWith('delete', 3);
    expect(host.exit).toHaveBeenCalled();
    c.dispose();
  });

  it('asks before pausing and does nothing when the merchant says no', async () => {
    const host = fakeHost({ confirm: jest.fn(async () => false) });
    const c = await EditorController.start(host, CTX);
    await runAction(c, 'deactivate');
    expect(host.confirm).toHaveBeenCalledWith(expect.objectContaining({ title: M.confirmPause.title }));
    expect(host.lifecycle).not.toHaveBeenCalled();
    c.dispose();
  });

  it('says a restore brings back a once-live recommendation Paused, and a never-live one as a Draft (issue 32 #16)', async () => {
    for (const [everProduction, becomes, words] of [[true, 'deactivated', 'comes back Paused'], [false, 'staging', 'comes back as a Draft']] as const) {
      const host = fakeHost({
        loadRecommendation: jest.fn(async () => ({ doc: { ...DOC, status: 'archived', everProduction }, __v: 1 })),
        lifecycle: jest.fn(async () => ({ ok: true, status: 'staging', __v: 2 })),
      });
      const c = await EditorController.start(host, CTX);
      await runAction(c, 'archive-restore');
      expect(host.confirm).toHaveBeenCalledWith(expect.objectContaining({ title: M.confirmRestore(becomes).title, body: M.confirmRestore(becomes).body }));
      expect((host.confirm.mock.calls[0] as unknown as [{ body: string }])[0].body).toContain(words);
      expect(host.snackbar).toHaveBeenCalledWith({ message: M.restored(becomes), intent: 'success' });
      c.dispose();
    }
  });

  it('discards an initial recommendation by deleting it, without a confirmation (spec 4)', async () => {
    const host = fakeHost({ loadRecommendation: jest.fn(async () => ({ doc: { ...DOC, status: 'initial' }, __v: 1 })) });
    const c = await EditorController.start(host, CTX);
    await runAction(c, 'discard');
    expect(host.confirm).not.toHaveBeenCalled();
    expect(host.lifecycle).toHaveBeenCalledWith('delete', 1);
    expect(host.exit).toHaveBeenCalled();
    c.dispose();
  });

  it('follows the preview to another page: the selected place changes', async () => {
    const host = fakeHost();
    const c = await EditorController.start(host, CTX);
    c.previewNavigated({ siteId: 's1', place: 'CRT', path: '/cart', formFactor: 'desktop' });
    expect(c.place).toBe('CRT');
    expect(host.open).toHaveBeenCalledWith({ place: 'CRT' });
    await flush();
    c.dispose();
  });

  it('sends the Alternate Preview Path with the preview updates, and keeps the place while the preview shows that path', async () => {
    const host = fakeHost({ loadRecommendation: jest.fn(async () => ({ doc: { ...DOC, config: { altPreviewUrl: '/pages/ab-test' } }, __v: 3 })) });
    const c = await EditorController.start(host, CTX);
    expect(host.previewUpdate).toHaveBeenLastCalledWith(expect.objectContaining({ path: '/pages/ab-test', mode: 'render' }));
    // The alternate page is not the Home place, yet the merchant asked for it: no place change.
    c.previewNavigated({ siteId: 's1', place: 'CUSTOM~ab-test', path: '/pages/ab-test', formFactor: 'desktop' });
    expect(c.place).toBe('H');
    expect(host.open).not.toHaveBeenCalled();
    // A half-typed path is not sent; clearing it sends '' (back to the place's page).
    c.rec!.setConfig('altPreviewUrl', 'pages');
    expect(host.previewUpdate).toHaveBeenLastCalledWith(expect.objectContaining({ path: '', mode: 'render' }));
    c.rec!.setConfig('altPreviewUrl', '/products/tee');
    expect(host.previewUpdate).toHaveBeenLastCalledWith(expect.objectContaining({ path: '/products/tee' }));
    // Browsing elsewhere still follows the preview.
    c.previewNavigated({ siteId: 's1', place: 'CRT', path: '/cart', formFactor: 'desktop' });
    expect(c.place).toBe('CRT');
    c.dispose();
  });

  it('keeps the place when the preview reports a path typed on the way to the Alternate Preview Path', async () => {
    const host = fakeHost();
    const c = await EditorController.start(host, CTX);
    for (const typed of ['/', '/c', '/ca', '/car', '/cart']) c.rec!.setConfig('altPreviewUrl', typed);
    // The storefront answers '/c' with its 404 page after the field already says '/cart'.
    c.previewNavigated({ siteId: 's1', place: 'E404', path: '/c', formFactor: 'desktop' });
    expect(c.place).toBe('H');
    c.previewNavigated({ siteId: 's1', place: 'CRT', path: '/cart', formFactor: 'desktop' });
    expect(c.place).toBe('H');
    expect(c.previewPathPlace).toBe('CRT');
    // Once the preview reached the path, browsing to one of those pages again is followed.
    c.previewNavigated({ siteId: 's1', place: 'E404', path: '/c', formFactor: 'desktop' });
    expect(c.place).toBe('E404');
    expect(host.open).toHaveBeenCalledTimes(1);
    c.dispose();
  });

  it('restores a saved version as a new save of what differs, after asking', async () => {
    const host = fakeHost();
    const c = await EditorController.start(host, CTX);
    const older = { id: 1, version: 2, at: '2026-11-25T10:00:00.000Z', by: 'Maya', changed: ['widgetOpts'], doc: { place: 'H', widgetOpts: { desktop: { title: 'Older', location: '#slot' }, mobile: { location: '#slot' } } } };
    await expect(restoreVersion(c, older)).resolves.toBe(true);
    expect(host.confirm).toHaveBeenCalledWith(expect.objectContaining({ title: 'Restore this version?' }));
    expect(host.saveRecommendation).toHaveBeenCalledWith({ widgetOpts: { desktop: { title: 'Older' } } }, 3);
    expect(c.rec!.isDirty).toBe(false);
    c.dispose();
  });

  it("switches to a custom page recommendation's own page when the preview says it is on another (spec 4)", async () => {
    const host = fakeHost({ loadRecommendation: jest.fn(async () => ({ doc: { ...DOC, place: 'CUSTOM~faq' }, __v: 1 })) });
    const c = await EditorController.start(host, { ...CTX, place: 'H' });
    c.previewRendered({ outcome: 'other-page', place: 'CUSTOM~faq' });
    expect(c.place).toBe('CUSTOM~faq');
    expect(host.open).toHaveBeenCalledWith({ place: 'CUSTOM~faq' });
    c.dispose();
  });
});
