import { Button } from '@blueprintjs/core';
import { useState, type ReactNode } from 'react';
import { GALLERY } from './messages';
import { useIsPhone } from './useIsPhone';
import styles from './Gallery.module.scss';

/** Spec 2: 3 items per view on desktop; a 2 by 2 grid on phones. */
export const PER_VIEW = { desktop: 3, phone: 4 } as const;

export interface SliderProps<T> {
  items: readonly T[];
  render(item: T): ReactNode;
  keyOf(item: T): string;
  label: string;
  testId: string;
}

/** A paged row of cards with Previous and Next; one page is a row of 3, or 2 by 2 on a phone. */
export function Slider<T>({ items, render, keyOf, label, testId }: SliderProps<T>) {
  const phone = useIsPhone();
  const perView = phone ? PER_VIEW.phone : PER_VIEW.desktop;
  const pages = Math.max(1, Math.ceil(items.length / perView));
  const [wanted, setPage] = useState(0);
  // A resize to a phone makes pages bigger: stay on a page that exists.
  const page = Math.min(wanted, pages - 1);
  const shown = items.slice(page * perView, page * perView + perView);
  return (
    <div className={styles.slider} role="group" aria-roledescription="carousel" aria-label={label} data-testid={testId} data-per-view={perView}>
      <div className={phone ? styles.sliderPhone : styles.sliderRow}>
        {shown.map((item) => (
          <div key={keyOf(item)} className={styles.slide}>
            {render(item)}
          </div>
        ))}
      </div>
      {pages > 1 && (
        <div className={styles.sliderNav}>
          <Button icon="chevron-left" variant="minimal" aria-label={GALLERY.previous} disabled={page === 0} onClick={() => setPage(page - 1)} data-testid={`${testId}-prev`} />
          <span className={styles.sliderPage}>{GALLERY.page(page + 1, pages)}</span>
          <Button icon="chevron-right" variant="minimal" aria-label={GALLERY.next} disabled={page >= pages - 1} onClick={() => setPage(page + 1)} data-testid={`${testId}-next`} />
        </div>
      )}
    </div>
  );
}
