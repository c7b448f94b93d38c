import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import type { RequestTracker } from './RequestTracker';
import styles from './LoadingBar.module.scss';

/** Calls faster than this never flash the bar. */
const SHOW_AFTER_MS = 120;

/** The thin bar at the top of the page while fetches are in progress (spec 2). */
export const LoadingBar = observer(function LoadingBar({ tracker }: { tracker: RequestTracker }) {
  const busy = tracker.busy;
  const [visible, setVisible] = useState(false);

  useEffect(() => {
    if (!busy) {
      setVisible(false);
      return;
    }
    const timer = setTimeout(() => setVisible(true), SHOW_AFTER_MS);
    return () => clearTimeout(timer);
  }, [busy]);

  return (
    <div
      className={[styles.bar, visible && styles.visible].filter(Boolean).join(' ')}
      role="progressbar"
      // A progressbar needs a name for screen readers (axe: aria-progressbar-name).
      aria-label="Loading"
      aria-hidden={!visible}
      aria-busy={busy}
      data-testid="loading-bar"
      data-busy={busy}
    >
      <div className={styles.indicator} />
    </div>
  );
});
