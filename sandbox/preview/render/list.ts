import type { ResolvedWidgetOpts } from '../../../sdk/sandbox/delivery';
import { MESSAGES } from '../messages';
import { h } from './dom';
import { gridCapacity } from './grid';

/** A list: each product a row (image beside its details), in listCols columns of listRows. */
export function renderList(cards: HTMLElement[], opts: ResolvedWidgetOpts): HTMLElement {
  const list = h('ul', { class: 'vitrine-products-wrapper vitrine-list', role: 'list', 'aria-label': MESSAGES.products, style: `--vitrine-cols:${Math.max(1, opts.listCols)};--vitrine-gap:${opts.gap}` });
  list.append(...cards.slice(0, gridCapacity(opts.listCols, opts.listRows)));
  return list;
}
