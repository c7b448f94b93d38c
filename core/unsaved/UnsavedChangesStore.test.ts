import { UnsavedChangesStore } from './UnsavedChangesStore';
import { UNSAVED_MESSAGES } from './messages';
import { leavesPageOrDialog } from './leavesPage';
import { leavesPage } from './NavigationGuard';

describe('UnsavedChangesStore', () => {
  it('is dirty while any key is', () => {
    const store = new UnsavedChangesStore(async () => true);
    store.setDirty('a', true);
    store.setDirty('b', true);
    store.setDirty('a', false);
    expect(store.isDirty).toBe(true);
    store.setDirty('b', false);
    expect(store.isDirty).toBe(false);
  });

  it('asks with the spec text only when something is dirty', async () => {
    const confirm = jest.fn(async () => false);
    const store = new UnsavedChangesStore(confirm);
    const { confirmLeave } = store;
    await expect(confirmLeave()).resolves.toBe(true);
    expect(confirm).not.toHaveBeenCalled();
    store.setDirty('form', true);
    await expect(confirmLeave()).resolves.toBe(false);
    expect(confirm).toHaveBeenCalledWith({
      title: UNSAVED_MESSAGES.title,
      message: 'You have unsaved changes. Click cancel to go back and save those changes first.',
    });
  });

  it('askToLeave asks whatever the state (for the Settings dialog)', async () => {
    const confirm = jest.fn(async () => true);
    await expect(new UnsavedChangesStore(confirm).askToLeave()).resolves.toBe(true);
    expect(confirm).toHaveBeenCalledTimes(1);
  });

  it('clearAll forgets every flag', () => {
    const store = new UnsavedChangesStore(async () => true);
    store.setDirty('x', true);
    store.clearAll();
    expect(store.isDirty).toBe(false);
  });
});

describe('leavesPage', () => {
  it('is a change of path or site, not of other query parameters', () => {
    expect(leavesPage({ pathname: '/a', search: '' }, { pathname: '/b', search: '' })).toBe(true);
    expect(leavesPage({ pathname: '/a', search: '?site-xid=1' }, { pathname: '/a', search: '?site-xid=2' })).toBe(true);
    expect(leavesPage({ pathname: '/a', search: '?site-xid=1' }, { pathname: '/a', search: '?site-xid=1&settings=me' })).toBe(false);
  });
});

describe('leave tests per key', () => {
  const page = (search: string, pathname = '/app/home') => ({ pathname, search });
  const leavesSettings = leavesPageOrDialog('settings');

  it('leavesPageOrDialog also counts closing or moving the dialog', () => {
    expect(leavesSettings(page('?settings=me'), page(''))).toBe(true);
    expect(leavesSettings(page('?settings=me'), page('?settings=company'))).toBe(true);
    expect(leavesSettings(page('?settings=me'), page('?settings=me', '/apps'))).toBe(true);
    expect(leavesSettings(page('?settings=me&a=1'), page('?a=2&settings=me'))).toBe(false);
  });

  it('a dirty key with its own test is left by what that test says; others by leavesPage', () => {
    const store = new UnsavedChangesStore(async () => true);
    expect(store.leaves(page('?settings=me'), page(''))).toBe(false);
    store.setDirty('applet', true);
    expect(store.leaves(page('?settings=me'), page(''))).toBe(false);
    expect(store.leaves(page(''), page('', '/other'))).toBe(true);
    store.setDirty('settings', true, leavesSettings);
    expect(store.leaves(page('?settings=me'), page(''))).toBe(true);
    store.setDirty('settings', false);
    expect(store.leaves(page('?settings=me'), page(''))).toBe(false);
    store.setDirty('settings', true, leavesSettings);
    store.clearAll();
    expect(store.isDirty).toBe(false);
    expect(store.leaves(page('?settings=me'), page('', '/other'))).toBe(false);
  });
});
