import { autorun } from 'mobx';
import { useEffect, useRef } from 'react';
import { useBlocker } from 'react-router-dom';
import type { UnsavedChangesStore } from './UnsavedChangesStore';
import { UNSAVED_MESSAGES } from './messages';

export { leavesPage } from './leavesPage';

/**
 * Spec 4: while anything is unsaved, in-app navigation that leaves it asks in the Confirm dialog
 * (what leaves a form is its key's LeaveTest: another page or site by default; for the Settings
 * dialog also closing it, e.g. with Back) and closing or reloading the tab gets the browser's
 * leave warning.
 */
export function NavigationGuard({ store }: { store: UnsavedChangesStore }) {
  const blocker = useBlocker(({ currentLocation, nextLocation }) => store.isDirty && store.leaves(currentLocation, nextLocation));

  // The blocker object changes identity while it stays blocked: ask once per blocked state.
  const blockerRef = useRef(blocker);
  blockerRef.current = blocker;
  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    let cancelled = false;
    void store.askToLeave().then((leave) => {
      const current = blockerRef.current;
      if (cancelled || current.state !== 'blocked') return;
      if (leave) current.proceed();
      else current.reset();
    });
    return () => {
      cancelled = true;
    };
  }, [blocker.state, store]);

  useEffect(() => {
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      event.returnValue = UNSAVED_MESSAGES.leavePage;
      return UNSAVED_MESSAGES.leavePage;
    };
    let attached = false;
    const dispose = autorun(() => {
      if (store.isDirty && !attached) window.addEventListener('beforeunload', warn);
      if (!store.isDirty && attached) window.removeEventListener('beforeunload', warn);
      attached = store.isDirty;
    });
    return () => {
      dispose();
      window.removeEventListener('beforeunload', warn);
    };
  }, [store]);

  return null;
}
