// Keyboard movement inside a composite widget (tab list, menu): arrow keys go to the previous
// or next item (wrapping), Home and End to the first and last, as WAI-ARIA's practices say.

export type Orientation = 'vertical' | 'horizontal' | 'both';

const PREVIOUS: Record<Orientation, readonly string[]> = {
  vertical: ['ArrowUp'],
  horizontal: ['ArrowLeft'],
  both: ['ArrowUp', 'ArrowLeft'],
};
const NEXT: Record<Orientation, readonly string[]> = {
  vertical: ['ArrowDown'],
  horizontal: ['ArrowRight'],
  both: ['ArrowDown', 'ArrowRight'],
};

/**
 * The item to focus for `key`, or null when the key is not a movement key. `current` is the
 * index of the focused item (-1 when focus is elsewhere in the widget: then ArrowDown goes to
 * the first item and ArrowUp to the last).
 */
export function nextIndex(key: string, current: number, count: number, orientation: Orientation): number | null {
  if (count === 0) return null;
  if (key === 'Home') return 0;
  if (key === 'End') return count - 1;
  if (PREVIOUS[orientation].includes(key)) return current < 0 ? count - 1 : (current - 1 + count) % count;
  if (NEXT[orientation].includes(key)) return current < 0 ? 0 : (current + 1) % count;
  return null;
}

/** Moves focus among `items` for a keydown; true when it handled the key. */
export function moveFocus(event: { key: string; preventDefault(): void }, items: readonly HTMLElement[], orientation: Orientation): boolean {
  const active = document.activeElement;
  const current = items.findIndex((item) => item === active || item.contains(active));
  const index = nextIndex(event.key, current, items.length, orientation);
  if (index === null) return false;
  event.preventDefault();
  items[index].focus();
  return true;
}
