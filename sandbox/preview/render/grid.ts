import type { ResolvedWidgetOpts } from '../../../sdk/sandbox/delivery';
import { MESSAGES } from '../messages';
import { h } from './dom';

/** How many products a grid or list shows: columns x rows. */
export function gridCapacity(cols: number, rows: number): number {
  return Math.max(1, Math.floor(cols) || 1) * Math.max(1, Math.floor(rows) || 1);
}

/** A grid of gridCols x gridRows products; the rest are left out. */
export function renderGrid(cards: HTMLElement[], opts: ResolvedWidgetOpts): HTMLElement {
  const list = h('ul', { class: 'vitrine-products-wrapper vitrine-grid', role: 'list', 'aria-label': MESSAGES.products, style: `--vitrine-cols:${Math.max(1, opts.gridCols)};--vitrine-gap:${opts.gap}` });
  list.append(...cards.slice(0, gridCapacity(opts.gridCols, opts.gridRows)));
  return list;
}
