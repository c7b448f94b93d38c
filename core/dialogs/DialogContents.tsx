import type { ReactNode } from 'react';
import styles from './DialogContents.module.scss';

/**
 * Blueprint's Dialog puts no extra attributes on its DOM; this wrapper carries a test id
 * around body and footer without adding a box (display: contents keeps the dialog's layout).
 */
export function DialogContents({ testId, children }: { testId: string; children: ReactNode }) {
  return (
    <div className={styles.contents} data-testid={testId}>
      {children}
    </div>
  );
}
