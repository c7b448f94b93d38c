import { Card, Classes, H4, Tag } from '@blueprintjs/core';
import type { ReactNode } from 'react';
import { SETTINGS } from '../messages';
import styles from './Settings.module.scss';

/** One titled block of a settings page; staff-only blocks say so. */
export function SettingsCard({ title, text, staff, testId, children }: { title: string; text?: ReactNode; staff?: boolean; testId?: string; children?: ReactNode }) {
  return (
    <Card className={styles.card} data-testid={testId}>
      <div className={styles.cardHeader}>
        <H4 className={styles.cardTitle}>{title}</H4>
        {staff && (
          <Tag minimal intent="warning" icon="lock">
            {SETTINGS.staffOnly}
          </Tag>
        )}
      </div>
      {text && <p className={Classes.TEXT_MUTED}>{text}</p>}
      {children}
    </Card>
  );
}
