import { BlueprintProvider } from '@blueprintjs/core';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { ConsoleProvider } from './console/ConsoleContext';
import type { ConsoleStore } from './console/ConsoleStore';
import { LazyConfirmDialog, LazyErrorModal } from './dialogs/lazyDialogs';
import { WhenOpened } from './dialogs/WhenOpened';
import { LoadingBar } from './loading/LoadingBar';
import { AppRoutes } from './routing/AppRoutes';
import { Snackbars } from './snackbars/Snackbars';

/** The error modal and the confirm dialog load when they first open (core/dialogs/lazyDialogs.ts). */
const ShellDialogs = observer(function ShellDialogs({ store }: { store: ConsoleStore }) {
  return (
    <>
      <WhenOpened open={store.errors.current !== undefined}>
        <LazyErrorModal errors={store.errors} />
      </WhenOpened>
      <WhenOpened open={store.confirm.current !== undefined}>
        <LazyConfirmDialog store={store.confirm} />
      </WhenOpened>
    </>
  );
});

function ConsoleRoot({ store }: { store: ConsoleStore }) {
  return (
    <>
      <LoadingBar tracker={store.requests} />
      <AppRoutes />
      <ShellDialogs store={store} />
      <Snackbars host={store.snackbars} />
    </>
  );
}

/**
 * A data router, so the unsaved-changes guard can block navigation (useBlocker); the routes
 * themselves are declared in AppRoutes, below the session state that decides them.
 */
export function App({ store }: { store: ConsoleStore }) {
  const [router] = useState(() => createBrowserRouter([{ path: '*', element: <ConsoleRoot store={store} /> }]));
  return (
    <BlueprintProvider>
      <ConsoleProvider store={store}>
        <RouterProvider router={router} />
      </ConsoleProvider>
    </BlueprintProvider>
  );
}
