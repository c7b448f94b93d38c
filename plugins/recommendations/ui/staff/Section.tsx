import { Card, H4 } from '@blueprintjs/core';
import type { ReactNode } from 'react';
import styles from './Staff.module.scss';

/** One tool of a staff page: a card with a heading, its help line and its controls. */
export function Section({ title, help, testId, wide, children }: { title: string; help?: string; testId: string; wide?: boolean; children: ReactNode }) {
  return (
    <Card className={wide ? `${styles.section} ${styles.wide}` : styles.section} data-testid={testId}>
      <H4>{title}</H4>
      {help ? <p className={styles.help}>{help}</p> : null}
      {children}
    </Card>
  );
}

/** The message of a failed call: the server's words (ApiError.message) or the error's text. */
export const errorText = (err: unknown) => (err instanceof Error ? err.message : String(err));

/** A number field's value: a finite number zero or greater, '' for blank, or null when invalid. */
export function nonNegative(text: string): number | '' | null {
  const trimmed = text.trim();
  if (!trimmed) return '';
  const n = Number(trimmed);
  return Number.isFinite(n) && n >= 0 ? n : null;
}
