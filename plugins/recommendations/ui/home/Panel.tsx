import { Button, Card, H4 } from '@blueprintjs/core';
import type { ReactNode } from 'react';
import { HOME } from '../messages';
import styles from './HomePage.module.scss';

/** A Home card with a title and, when the user may hide it, a close button. */
export function Panel({ title, testId, onHide, children }: { title: string; testId: string; onHide?: () => void; children: ReactNode }) {
  return (
    <Card className={styles.panel} data-testid={testId}>
      <div className={styles.panelHeader}>
        <H4 className={styles.panelTitle}>{title}</H4>
        {onHide && <Button icon="cross" variant="minimal" size="small" aria-label={HOME.hidePanel} title={HOME.hidePanel} onClick={onHide} />}
      </div>
      {children}
    </Card>
  );
}
