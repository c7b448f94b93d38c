import { autorun } from 'mobx';
import { useEffect, useRef } from 'react';
import { useBlocker, type Location } from 'react-router-dom';
import { SITE_XID_PARAM } from '../routing/siteXid';
import type { UnsavedChangesStore } from './UnsavedChangesStore';
import { UNSAVED_MESSAGES } from './messages';

/** Moving to another page or another site leaves a form; opening a dialog (?settings=) does not. */
export function leavesPage(from: Pick<Location, 'pathname' | 'search'>, to: Pick<Location, 'pathname' | 'search'>): boolean {
  if (from.pathname !== to.pathname) return true;
  const site = (search: string) => new URLSearchParams(search).get(SITE_XID_PARAM);
  return site(from.search) !== site(to.search);
}

/**
 * Spec 4: while anything is unsaved, in-app navigation asks in the Confirm dialog and closing
 * or reloading the tab gets the browser's leave warning.
 */
export function NavigationGuard({ store }: { store: UnsavedChangesStore }) {
  const blocker = useBlocker(({ currentLocation, nextLocation }) => store.isDirty && leavesPage(currentLocation, nextLocation));

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
