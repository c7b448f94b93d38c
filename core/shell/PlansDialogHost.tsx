import { observer } from 'mobx-react-lite';
import { lazy, Suspense, useState } from 'react';
import { useConsole } from '../console/ConsoleContext';
import { returnFocus, USER_MENU_SELECTOR } from '../lib/a11y/returnFocus';

/**
 * The dialog and its cards load when Plans first opens, not with the shell every page runs at
 * start (issue 16, item 11); the browser prefetches the chunk when idle.
 */
const PlansDialog = lazy(() => import(/* webpackChunkName: "plans", webpackPrefetch: true */ '../plans/PlansDialog').then((module) => ({ default: module.PlansDialog })));

/** The Plans dialog for the current site (opened from the user menu's Plans item). */
export const PlansDialogHost = observer(function PlansDialogHost() {
  const { sites, dialogs } = useConsole();
  // Mounted from its first opening on, so it can animate closed.
  const [opened, setOpened] = useState(dialogs.plansOpen);
  if (dialogs.plansOpen && !opened) setOpened(true);
  const site = sites.current;
  if (!site || !opened) return null;
  // Opened from a user-menu item that is gone once the menu closes: focus returns to the menu.
  return (
    <Suspense fallback={null}>
      <PlansDialog isOpen={dialogs.plansOpen} site={site} onClose={() => dialogs.closePlans()} onClosed={returnFocus(USER_MENU_SELECTOR)} />
    </Suspense>
  );
});
