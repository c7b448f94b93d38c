import { H2 } from '@blueprintjs/core';
import type { ReactNode } from 'react';
import styles from './Page.module.scss';

export interface PageProps {
  title: ReactNode;
  /** Next to the title: tags, toolbar buttons. */
  extra?: ReactNode;
  testId: string;
  children: ReactNode;
}

/** The frame every Checkout Zen page shares: a title row and a padded column that fits a phone. */
export function Page({ title, extra, testId, children }: PageProps) {
  return (
    <section className={styles.page} data-testid={testId}>
      <header className={styles.header}>
        <H2 className={styles.title}>{title}</H2>
        {extra}
      </header>
      {children}
    </section>
  );
}
