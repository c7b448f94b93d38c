/**
 * @jest-environment jsdom
 */
import { SessionStore } from '../session/SessionStore';
import type { SessionUser } from '../session/sessionUser';
import { createUnsavedChangesService } from '../services/unsavedChanges';
import { appletDraftName } from './DraftKeeper';
import { MAX_DRAFT_CHARS, takeJsonDraft } from './drafts';
import { UnsavedChangesStore } from './UnsavedChangesStore';

const user = { _id: 'u1', email: 'm@example.com', staff: false, csrfToken: 't' } as SessionUser;

/** One applet form: its edit lives in `value`. */
function form(key: string, value: unknown = { text: 'typed' }) {
  const restored: unknown[] = [];
  return { key, value, restored, snapshot: () => value, restore: (v: unknown) => restored.push(v) };
}

function setUp(siteId = 'site-1') {
  const notices: number[] = [];
  const store = new UnsavedChangesStore(async () => true, () => notices.push(1));
  const site = { id: siteId as string | undefined };
  const service = createUnsavedChangesService(store, { applet: 'recommendations', siteId: () => site.id });
  return { store, service, notices, site };
}

describe('applet drafts kept through an ended session', () => {
  beforeEach(() => sessionStorage.clear());

  it('stores only dirty guards that hand a draft, then restores each once', () => {
    const first = setUp();
    const dirtyForm = form('text', { greeting: 'Hello' });
    const cleanForm = form('code');
    first.service.keepDraft!('g1', dirtyForm);
    first.service.keepDraft!('g2', cleanForm);
    first.service.setDirty('g1', true);
    first.service.setDirty('g3', true); // dirty, but no draft to keep
    expect(first.store.saveDrafts()).toBe(1);
    expect(sessionStorage.length).toBe(1);

    // After signing in again: a new page, new stores, same tab.
    const second = setUp();
    const back = form('text');
    second.service.keepDraft!('g9', back);
    expect(back.restored).toEqual([{ greeting: 'Hello' }]);
    expect(second.notices).toHaveLength(1);
    expect(sessionStorage.length).toBe(0);
    const again = form('text');
    second.service.keepDraft!('g10', again);
    expect(again.restored).toEqual([]);
    expect(second.notices).toHaveLength(1);
    const code = form('code');
    second.service.keepDraft!('g11', code);
    expect(code.restored).toEqual([]);
  });

  it('never restores on another site or in another applet', () => {
    const first = setUp('site-1');
    first.service.keepDraft!('g1', form('text', 'mine'));
    first.service.setDirty('g1', true);
    first.store.saveDrafts();

    const otherSite = setUp('site-2');
    const onOtherSite = form('text');
    otherSite.service.keepDraft!('g1', onOtherSite);
    const otherApplet = createUnsavedChangesService(otherSite.store, { applet: 'checkout', siteId: () => 'site-1' });
    const inOtherApplet = form('text');
    otherApplet.keepDraft!('g2', inOtherApplet);
    expect(onOtherSite.restored).toEqual([]);
    expect(inOtherApplet.restored).toEqual([]);
    expect(sessionStorage.getItem(`h40_draft:${appletDraftName('recommendations', 'site-1', 'text')}`)).toBe('"mine"');
  });

  it('keeps nothing for a form that has handed no edit yet (null or undefined snapshot)', () => {
    const { store, service } = setUp();
    service.keepDraft!('g1', form('editor', null));
    service.keepDraft!('g2', { key: 'other', snapshot: () => undefined, restore: () => {} });
    store.setDirty('g1', true);
    store.setDirty('g2', true);
    expect(store.saveDrafts()).toBe(0);
    expect(sessionStorage.length).toBe(0);
  });

  it('keeps nothing without a site or on the console-wide binding, and forgets an unmounted form', () => {
    const { store, service, site } = setUp();
    site.id = undefined;
    service.keepDraft!('g1', form('text'));
    const consoleWide = createUnsavedChangesService(store);
    consoleWide.keepDraft!('g2', form('profile'));
    site.id = 'site-1';
    const release = service.keepDraft!('g3', form('code'));
    release();
    ['g1', 'g2', 'g3'].forEach((key) => store.setDirty(key, true));
    expect(store.saveDrafts()).toBe(0);
    expect(sessionStorage.length).toBe(0);
  });

  it('swallows storage errors, oversized edits and throwing snapshots', () => {
    const { store, service } = setUp();
    service.keepDraft!('big', form('big', 'x'.repeat(MAX_DRAFT_CHARS + 1)));
    service.keepDraft!('bad', { key: 'bad', snapshot: () => { throw new Error('gone'); }, restore: () => {} });
    service.keepDraft!('ok', form('ok', 'fine'));
    ['big', 'bad', 'ok'].forEach((key) => store.setDirty(key, true));
    const setItem = jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    try {
      expect(store.saveDrafts()).toBe(0);
    } finally {
      setItem.mockRestore();
    }
    expect(store.saveDrafts()).toBe(1);
    expect(sessionStorage.length).toBe(1);
  });

  it('drops a kept edit whose restore throws, without a notice', () => {
    sessionStorage.setItem(`h40_draft:${appletDraftName('recommendations', 'site-1', 'text')}`, '{"old":1}');
    const { service, notices } = setUp();
    service.keepDraft!('g1', { key: 'text', snapshot: () => null, restore: () => { throw new Error('shape changed'); } });
    expect(notices).toHaveLength(0);
    expect(sessionStorage.length).toBe(0);
  });

  it('is saved when the session ends on the server, before the state changes, and not on a sign-out', async () => {
    let current: SessionUser | null = user;
    const session = new SessionStore(async () => current, false);
    await session.load();
    const { store, service } = setUp();
    const seen: string[] = [];
    session.onExpired(() => {
      seen.push(session.status);
      store.saveDrafts();
    });
    service.keepDraft!('g1', form('text', 'kept'));
    store.setDirty('g1', true);
    session.markSignedOut();
    expect(seen).toEqual([]);
    await session.load();
    current = null;
    await session.recheck();
    expect(seen).toEqual(['signedIn']);
    expect(session.status).toBe('signedOut');
    expect(takeJsonDraft(appletDraftName('recommendations', 'site-1', 'text'))).toBe('kept');
  });
});
