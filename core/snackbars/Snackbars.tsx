import { lazy, useSyncExternalStore } from 'react';
import { WhenOpened } from '../dialogs/WhenOpened';
import type { SnackbarHost } from './SnackbarHost';

// Blueprint's toaster loads with the first snackbar (they wait in the host meanwhile), not with
// the start-up chunks; prefetched when the browser is idle.
const Toaster = lazy(() => import(/* webpackChunkName: "toaster", webpackPrefetch: true */ './Toaster').then((m) => ({ default: m.Toaster })));

/** The page's snackbars: the toaster mounts once the first message is sent. */
export function Snackbars({ host }: { host: SnackbarHost }) {
  const wanted = useSyncExternalStore(host.subscribe, host.isWanted);
  return (
    <WhenOpened open={wanted}>
      <Toaster host={host} />
    </WhenOpened>
  );
}
