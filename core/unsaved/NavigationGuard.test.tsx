/**
 * @jest-environment ./core/testing/jsdomFetchEnvironment.cjs
 */
import { act, render, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { ConfirmStore } from '../dialogs/ConfirmStore';
import { UNSAVED_MESSAGES } from './messages';
import { leavesPageOrDialog } from './leavesPage';
import { NavigationGuard } from './NavigationGuard';
import { UnsavedChangesStore } from './UnsavedChangesStore';

function setup() {
  const confirm = new ConfirmStore();
  const unsaved = new UnsavedChangesStore(confirm.confirm);
  const router = createMemoryRouter([{ path: '*', element: <NavigationGuard store={unsaved} /> }], {
    initialEntries: ['/applet/rec/settings?site-xid=a'],
  });
  render(<RouterProvider router={router} />);
  const at = () => `${router.state.location.pathname}${router.state.location.search}`;
  return { confirm, unsaved, router, at };
}

describe('NavigationGuard (spec 4)', () => {
  it('lets navigation through while nothing is unsaved', async () => {
    const { router, at, confirm } = setup();
    await act(() => router.navigate('/app/home?site-xid=a'));
    expect(at()).toBe('/app/home?site-xid=a');
    expect(confirm.current).toBeUndefined();
  });

  it('asks with the spec text before leaving unsaved changes, and stays on Cancel', async () => {
    const { router, at, confirm, unsaved } = setup();
    unsaved.setDirty('form', true);
    await act(() => router.navigate('/app/home?site-xid=a'));
    await waitFor(() => expect(confirm.current?.options.message).toBe(UNSAVED_MESSAGES.confirm));
    await act(async () => confirm.answer(false));
    expect(at()).toBe('/applet/rec/settings?site-xid=a');
  });

  it('leaves on Continue', async () => {
    const { router, at, confirm, unsaved } = setup();
    unsaved.setDirty('form', true);
    await act(() => router.navigate('/applet/rec?site-xid=b'));
    await waitFor(() => expect(confirm.current).toBeDefined());
    await act(async () => confirm.answer(true));
    await waitFor(() => expect(at()).toBe('/applet/rec?site-xid=b'));
  });

  it('does not ask for opening a dialog on the same page', async () => {
    const { router, at, confirm, unsaved } = setup();
    unsaved.setDirty('form', true);
    await act(() => router.navigate('/applet/rec/settings?site-xid=a&settings=me'));
    expect(at()).toBe('/applet/rec/settings?site-xid=a&settings=me');
    expect(confirm.current).toBeUndefined();
  });

  it('asks before closing a dialog whose form registered closing as leaving', async () => {
    const { router, at, confirm, unsaved } = setup();
    await act(() => router.navigate('/applet/rec/settings?site-xid=a&settings=me'));
    unsaved.setDirty('settings', true, leavesPageOrDialog('settings'));
    await act(() => router.navigate(-1));
    await waitFor(() => expect(confirm.current?.options.message).toBe(UNSAVED_MESSAGES.confirm));
    await act(async () => confirm.answer(false));
    await waitFor(() => expect(at()).toBe('/applet/rec/settings?site-xid=a&settings=me'));
    await act(() => router.navigate('/applet/rec/settings?site-xid=a&settings=company'));
    await waitFor(() => expect(confirm.current).toBeDefined());
    await act(async () => confirm.answer(true));
    await waitFor(() => expect(at()).toBe('/applet/rec/settings?site-xid=a&settings=company'));
  });

  it('warns before the tab is closed while dirty, not otherwise', () => {
    const { unsaved } = setup();
    const leave = () => {
      const event = new Event('beforeunload', { cancelable: true });
      window.dispatchEvent(event);
      return event.defaultPrevented;
    };
    expect(leave()).toBe(false);
    act(() => unsaved.setDirty('form', true));
    expect(leave()).toBe(true);
    act(() => unsaved.setDirty('form', false));
    expect(leave()).toBe(false);
  });
});
