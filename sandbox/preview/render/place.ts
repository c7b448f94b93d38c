import type { InsertMode } from '../../../sdk/sandbox/delivery';
import { MESSAGES } from '../messages';
import { classList, h } from './dom';

/** One widget to put on the page. */
export interface Placement {
  /** The recommendation's external id: the slot's name (data-vitrine-slot). */
  slot: string;
  location: string;
  insert: InsertMode;
  order: number;
  wrapperDivClasses: string;
  popup: boolean;
  /** The widget root, or null to leave an empty slot (e.g. a placeholder). */
  widget: HTMLElement | null;
  /** Title for a popup's accessible name when the widget is null. */
  label?: string;
}

export type PlaceResult = 'placed' | 'location-not-found';

function findLocation(selector: string, doc: Document): Element | null {
  try {
    return doc.querySelector(selector);
  } catch {
    // A selector the merchant mistyped is a location that is not found, not a crash.
    return null;
  }
}

/** The slot element a widget lives in: the Wrapper Div with Classes, marked with its slot name. */
export function slotElement(placement: Placement, existing?: HTMLElement | null): HTMLElement {
  const slot = existing ?? h('div', { 'data-vitrine-slot': placement.slot });
  slot.className = ['vitrine-slot', ...classList(placement.wrapperDivClasses)].join(' ');
  slot.replaceChildren(...(placement.widget ? [placement.widget] : []));
  return slot;
}

/**
 * Puts the slots at their locations. Recommendations at the same location and insert mode go
 * in Location Order (lower first, then as given); each group keeps that order whether it goes
 * before the element (Insert Above), inside it at the end, or after it. A slot already on the
 * page (a placeholder, an earlier render) is reused in place, so nothing around it moves.
 */
export function placeAll(placements: Placement[], doc: Document = document): Map<string, PlaceResult> {
  const results = new Map<string, PlaceResult>();
  const sorted = placements.map((p, index) => ({ p, index })).sort((a, b) => a.p.order - b.p.order || a.index - b.index);
  const anchors = new Map<string, Node | null>();
  for (const { p } of sorted) {
    if (p.popup) {
      openPopup(p, doc);
      results.set(p.slot, 'placed');
      continue;
    }
    const existing = doc.querySelector<HTMLElement>(`[data-vitrine-slot="${cssString(p.slot)}"]:not(.vitrine-popup *)`);
    if (existing?.isConnected && existing.dataset.vitrineLocation === `${p.location}|${p.insert}`) {
      slotElement(p, existing);
      results.set(p.slot, 'placed');
      continue;
    }
    existing?.remove();
    const target = findLocation(p.location, doc);
    if (!target || !target.parentNode) {
      results.set(p.slot, 'location-not-found');
      continue;
    }
    const slot = slotElement(p);
    slot.dataset.vitrineLocation = `${p.location}|${p.insert}`;
    const key = `${p.location}|${p.insert}`;
    if (p.insert === 'append') target.append(slot);
    else if (p.insert === 'before') target.before(slot);
    else {
      // After the element: each later slot goes after the previous one of its group.
      const anchor = anchors.get(key) ?? target;
      anchor.parentNode?.insertBefore(slot, anchor.nextSibling);
      anchors.set(key, slot);
    }
    results.set(p.slot, 'placed');
  }
  return results;
}

const cssString = (text: string) => text.replace(/["\\]/g, '\\$&');

/**
 * A popup recommendation as a modal dialog (native <dialog>: focus moves in, Escape closes,
 * the page behind is inert) with a labelled close button; focus returns where it was.
 */
export function openPopup(placement: Placement, doc: Document = document): HTMLDialogElement {
  doc.querySelector(`dialog[data-vitrine-slot="${cssString(placement.slot)}"]`)?.remove();
  const close = h('button', { type: 'button', class: 'vitrine-popup-close', 'aria-label': MESSAGES.close }, '×');
  const labelledBy = placement.widget?.getAttribute('aria-labelledby');
  const dialog = h('dialog', {
    class: ['vitrine-popup', ...classList(placement.wrapperDivClasses)].join(' '),
    'data-vitrine-slot': placement.slot,
    'aria-labelledby': labelledBy,
    'aria-label': labelledBy ? null : (placement.widget?.getAttribute('aria-label') ?? placement.label ?? null),
  }, close, placement.widget ?? '');
  const previous = doc.activeElement as HTMLElement | null;
  const dismiss = () => {
    if (typeof dialog.close === 'function') dialog.close();
    dialog.remove();
    previous?.focus?.();
  };
  close.addEventListener('click', dismiss);
  dialog.addEventListener('cancel', (event) => {
    event.preventDefault();
    dismiss();
  });
  doc.body.append(dialog);
  if (typeof dialog.showModal === 'function') dialog.showModal();
  else dialog.setAttribute('open', '');
  return dialog;
}
