import { OverlayToaster, Position } from '@blueprintjs/core';
import { useCallback } from 'react';
import type { SnackbarHost } from './SnackbarHost';

/** The page's one toaster, rendered inside the app so it shares the theme and context. */
export function Toaster({ host }: { host: SnackbarHost }) {
  const ref = useCallback((toaster: OverlayToaster | null) => host.attach(toaster), [host]);
  return <OverlayToaster ref={ref} position={Position.BOTTOM} maxToasts={4} />;
}
