import { OverlayToaster, Position } from '@blueprintjs/core';
import { useCallback } from 'react';
import { useIsNarrow } from '../hooks/useMediaQuery';
import type { SnackbarHost } from './SnackbarHost';

/**
 * The page's one toaster, rendered inside the app so it shares the theme and context. At the
 * bottom on wide screens; at the top on narrow ones, where a toast at the bottom would cover
 * the Save bar of the form it talks about (a restored edit's notice stays 10 s).
 */
export function Toaster({ host }: { host: SnackbarHost }) {
  const ref = useCallback((toaster: OverlayToaster | null) => host.attach(toaster), [host]);
  const narrow = useIsNarrow();
  return <OverlayToaster ref={ref} position={narrow ? Position.TOP : Position.BOTTOM} maxToasts={4} />;
}
