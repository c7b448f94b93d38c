import { useEffect, useState } from 'react';

/**
 * Props for a box that may scroll sideways (a wide table on a phone). While it overflows, it is
 * a named region in the Tab order, so keyboard users can scroll it (WCAG 2.1.1; axe:
 * scrollable-region-focusable); while everything fits it is no extra Tab stop. A callback ref:
 * the box may appear after the page (once its data is there).
 */
export function useScrollRegion(label: string) {
  const [box, setBox] = useState<HTMLElement | null>(null);
  const [overflowing, setOverflowing] = useState(false);
  useEffect(() => {
    if (!box) return;
    const measure = () => setOverflowing(box.scrollWidth > box.clientWidth || box.scrollHeight > box.clientHeight);
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(box);
    if (box.firstElementChild) observer.observe(box.firstElementChild);
    return () => observer.disconnect();
  }, [box]);
  return overflowing ? { ref: setBox, tabIndex: 0, role: 'region', 'aria-label': label } : { ref: setBox };
}
