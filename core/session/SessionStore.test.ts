/**
 * @jest-environment jsdom
 */
import { SessionStore } from './SessionStore';
import type { SessionUser } from './sessionUser';
import { takeJsonDraft, saveJsonDraft } from '../unsaved/drafts';

const user = { _id: 'u1', email: 'm@example.com', staff: false, csrfToken: 't' } as SessionUser;

describe('SessionStore', () => {
  beforeEach(() => localStorage.clear());

  it('is signed in with a user, signed out without one, failed on errors', async () => {
    const signedIn = new SessionStore(async () => user, false);
    await signedIn.load();
    expect(signedIn.status).toBe('signedIn');
    const signedOut = new SessionStore(async () => null, false);
    await signedOut.load();
    expect(signedOut.status).toBe('signedOut');
    const failed = new SessionStore(async () => {
      throw new Error('500');
    }, false);
    await failed.load();
    expect(failed.status).toBe('failed');
  });

  it("signing in as someone else drops the edits the previous user kept in this tab", async () => {
    sessionStorage.clear();
    await new SessionStore(async () => user, false).load();
    saveJsonDraft('applet:rec:s1:text', { greeting: 'Hello' });
    await new SessionStore(async () => user, false).load();
    expect(takeJsonDraft('applet:rec:s1:text')).toEqual({ greeting: 'Hello' });
    saveJsonDraft('applet:rec:s1:text', { greeting: 'Hello again' });
    await new SessionStore(async () => ({ ...user, _id: 'u2' }), false).load();
    expect(takeJsonDraft('applet:rec:s1:text')).toBeUndefined();
  });

  it('goes to signed out when a re-check after a 401 finds no session', async () => {
    let current: SessionUser | null = user;
    const store = new SessionStore(async () => current, false);
    await store.load();
    await store.recheck();
    expect(store.status).toBe('signedIn');
    current = null;
    await store.recheck();
    expect(store.status).toBe('signedOut');
  });

  it('persists the DevMode switch', async () => {
    const store = new SessionStore(async () => ({ ...user, staff: true }), false);
    await store.load();
    store.setDevMode(true);
    expect(localStorage.getItem('h40_devMode')).toBe('true');
    const again = new SessionStore(async () => ({ ...user, staff: true }), false);
    await again.load();
    expect(again.devMode).toBe(true);
  });

  it('keeps dev mode off for a merchant whose browser holds a stale DevMode flag (issue 12, defect 11: no Score Playground link)', async () => {
    localStorage.setItem('h40_devMode', 'true');
    const store = new SessionStore(async () => user, false);
    await store.load();
    expect(store.devMode).toBe(false);
  });

  it('keeps the session-only fields when the profile is saved', async () => {
    const store = new SessionStore(async () => ({ ...user, staff: true }), false);
    await store.load();
    store.updateUser({ first: 'New', staff: false, csrfToken: 'other' });
    expect(store.user).toMatchObject({ first: 'New', staff: true, csrfToken: 't' });
  });
});
