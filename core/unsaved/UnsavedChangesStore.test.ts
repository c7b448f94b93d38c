import { UnsavedChangesStore } from './UnsavedChangesStore';
import { UNSAVED_MESSAGES } from './messages';
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
