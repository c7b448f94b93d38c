import type { DeliverySlot, FormFactor, SlotPosition } from '../../sdk/sandbox/delivery';
import { h } from './render/dom';

/**
 * Exposures for the recommendations holdout (issue 26 §2): a recommendation's slot counts as
 * reached when the point its widget starts at scrolls into view, in both arms alike, whether
 * or not a widget is drawn there (hiding a widget is not removing it). The point is marked by
 * a zero-height element: just before the widget when one was placed (treatment), else where the
 * widget would have gone (baseline). A popup's slot is reached when the page renders.
 */
export const EXPOSURE_CLASS = 'vitrine-exposure';
const MARK_STYLE = 'display:block;height:0;margin:0;padding:0;border:0;overflow:hidden';

const cssString = (text: string) => text.replace(/["\\]/g, '\\$&');

function find(selector: string, doc: Document): Element | null {
  try {
    return doc.querySelector(selector);
  } catch {
    return null;
  }
}

/**
 * Puts the mark at the slot's start. With a widget: right before its slot element. Without one:
 * at the insert point; inside an element that is still empty (a theme's slot block, which its
 * CSS may hide while :empty) it goes right before the element instead, where that element's
 * content would start, so the baseline's page keeps its layout.
 */
function placeMark(mark: HTMLElement, slotName: string, pos: SlotPosition, doc: Document): boolean {
  const widget = doc.querySelector(`.vitrine-slot[data-vitrine-slot="${cssString(slotName)}"]`);
  if (widget?.parentNode) {
    widget.before(mark);
    return true;
  }
  const target = find(pos.location, doc);
  if (!target?.parentNode) return false;
  if (pos.insert === 'after') target.after(mark);
  else if (pos.insert === 'append' && target.childNodes.length) target.append(mark);
  else target.before(mark);
  return true;
}

export interface ExposureWatch {
  /** (Re)marks the slots not reached yet for this form factor: after every render. */
  mark(slots: readonly DeliverySlot[], ff: FormFactor): void;
  disconnect(): void;
}

/** Calls `onReached` once per recommendation per page view. */
export function watchExposures(onReached: (recommendationId: string) => void, doc: Document = document): ExposureWatch {
  const reached = new Set<string>();
  const marks = new Map<Element, string>();
  const reach = (id: string) => {
    if (reached.has(id)) return;
    reached.add(id);
    onReached(id);
  };
  const observer =
    typeof IntersectionObserver === 'undefined'
      ? null
      : new IntersectionObserver((entries) => {
          for (const entry of entries) {
            const id = marks.get(entry.target);
            if (!entry.isIntersecting || id === undefined) continue;
            observer?.unobserve(entry.target);
            reach(id);
          }
        });
  return {
    mark(slots, ff) {
      for (const [el] of marks) {
        observer?.unobserve(el);
        el.remove();
      }
      marks.clear();
      for (const slot of slots) {
        const pos = slot[ff];
        if (!pos || reached.has(slot.recommendationId)) continue;
        if (pos.popup) {
          reach(slot.recommendationId);
          continue;
        }
        const mark = h('span', { class: EXPOSURE_CLASS, 'aria-hidden': 'true', style: MARK_STYLE, 'data-vitrine-exposure': slot.external || slot.recommendationId });
        if (!placeMark(mark, slot.external || slot.recommendationId, pos, doc)) continue;
        marks.set(mark, slot.recommendationId);
        observer?.observe(mark);
      }
    },
    disconnect() {
      observer?.disconnect();
      for (const [el] of marks) el.remove();
      marks.clear();
    },
  };
}
