import { H2 } from '@blueprintjs/core';
import type { ReactNode } from 'react';
import styles from './RecPage.module.scss';

export interface RecPageProps {
  title: ReactNode;
  /** Next to the title: counts, the Add button. */
  extra?: ReactNode;
  testId: string;
  /** Use the whole width (a wide grid), not the reading column. */
  wide?: boolean;
  children: ReactNode;
}

/** The frame every page of the applet shares: a title row and a column that fits a phone. */
export function RecPage({ title, extra, testId, wide, children }: RecPageProps) {
  return (
    <section className={wide ? `${styles.page} ${styles.wide}` : styles.page} data-testid={testId}>
      <header className={styles.header}>
        <H2 className={styles.title}>{title}</H2>
        {extra}
      </header>
      {children}
    </section>
  );
}
