import type { FormFactor, InsertMode, PagePlace } from '../../sdk/sandbox/delivery';
import { readStored, writeStored } from './identity';
import { placeAll, type Placement } from './render/place';

/**
 * Space reservation across page views: after a render the tag remembers, per place and form
 * factor, where each widget went and how tall it was; the next page of that place gets empty
 * slots of those heights the moment the tag runs, before the recommendations arrive, and the
 * widgets then fill them in place. (Within a render nothing shifts after insertion: image boxes
 * have their aspect ratio and titles a fixed line count.)
 */
export const LAYOUT_KEY = 'vitrine.layout.v1';
const MAX_PLACES = 20;

export interface SlotLayout {
  slot: string;
  location: string;
  insert: InsertMode;
  order: number;
  wrapperDivClasses: string;
  height: number;
}

type LayoutCache = Record<string, SlotLayout[]>;
const cacheKey = (place: PagePlace, ff: FormFactor) => `${place}|${ff}`;

export function reservePlaceholders(storage: Storage, place: PagePlace, ff: FormFactor, doc: Document = document): void {
  const layout = (readStored<LayoutCache>(storage, LAYOUT_KEY) ?? {})[cacheKey(place, ff)] ?? [];
  const placements: Placement[] = layout.map((s) => ({ ...s, popup: false, widget: null }));
  placeAll(placements, doc);
  for (const s of layout) {
    const slot = doc.querySelector<HTMLElement>(`[data-vitrine-slot="${s.slot.replace(/["\\]/g, '\\$&')}"]`);
    if (slot) slot.style.minHeight = `${s.height}px`;
  }
}

/** Remembers the rendered slots' heights; an empty list forgets the place. */
export function rememberLayout(storage: Storage, place: PagePlace, ff: FormFactor, slots: SlotLayout[]): void {
  const cache = readStored<LayoutCache>(storage, LAYOUT_KEY) ?? {};
  delete cache[cacheKey(place, ff)];
  const entries = Object.entries(cache).slice(-(MAX_PLACES - 1));
  if (slots.length) entries.push([cacheKey(place, ff), slots]);
  writeStored(storage, LAYOUT_KEY, Object.fromEntries(entries));
}

/** Removes placeholders nothing filled (the recommendation is gone or disabled here). */
export function dropEmptySlots(doc: Document = document): void {
  for (const slot of doc.querySelectorAll<HTMLElement>('.vitrine-slot')) {
    if (!slot.firstElementChild) slot.remove();
    else slot.style.minHeight = '';
  }
}
