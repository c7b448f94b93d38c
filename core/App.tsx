import { BlueprintProvider } from '@blueprintjs/core';
import { useState } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { ConsoleProvider } from './console/ConsoleContext';
import type { ConsoleStore } from './console/ConsoleStore';
import { ConfirmDialog } from './dialogs/ConfirmDialog';
import { ErrorModal } from './errors/ErrorModal';
import { LoadingBar } from './loading/LoadingBar';
import { AppRoutes } from './routing/AppRoutes';
import { Snackbars } from './snackbars/Snackbars';

function ConsoleRoot({ store }: { store: ConsoleStore }) {
  return (
    <>
      <LoadingBar tracker={store.requests} />
      <AppRoutes />
      <ErrorModal errors={store.errors} />
      <ConfirmDialog store={store.confirm} />
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
