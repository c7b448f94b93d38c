import type { ResolvedWidgetOpts } from '../../../sdk/sandbox/delivery';
import { MESSAGES } from '../messages';
import { h } from './dom';

/**
 * The width of one slide: `perView` slides and the gaps between the visible ones fill the
 * track (1.5 and 2.5 show a part of the next one); 0 means the fixed productWidth.
 */
export function slideWidth(opts: Pick<ResolvedWidgetOpts, 'productsPerView' | 'productWidth' | 'gap'>): string {
  const perView = opts.productsPerView;
  if (!(perView > 0)) return opts.productWidth;
  const gaps = Math.ceil(perView) - 1;
  return gaps > 0 ? `calc((100% - ${gaps} * ${opts.gap}) / ${perView})` : `calc(100% / ${perView})`;
}

/**
 * A CSS scroll-snap slider: the track scrolls natively (touch, trackpad, keyboard when focused);
 * the arrows are buttons that scroll it by a view. With navShow 'more' an arrow is disabled
 * when there is nothing more on its side.
 */
export function renderSlider(cards: HTMLElement[], opts: ResolvedWidgetOpts): HTMLElement {
  const track = h('ul', {
    class: 'vitrine-products-wrapper vitrine-track',
    role: 'list',
    tabindex: 0,
    'aria-label': MESSAGES.products,
    style: `--vitrine-slide:${slideWidth(opts)};--vitrine-gap:${opts.gap}`,
  });
  track.append(...cards);
  const root = h('div', { class: `vitrine-slider vitrine-nav-${opts.navStyle}` });
  if (opts.navStyle === 'none') {
    root.append(track);
    return root;
  }
  const arrow = (dir: -1 | 1) => {
    const button = h('button', { type: 'button', class: `vitrine-nav ${dir < 0 ? 'vitrine-prev' : 'vitrine-next'}`, 'aria-label': dir < 0 ? MESSAGES.previous : MESSAGES.next });
    button.innerHTML = `<svg viewBox="0 0 24 24" aria-hidden="true" focusable="false"><path d="${dir < 0 ? 'M15 5l-7 7 7 7' : 'M9 5l7 7-7 7'}"/></svg>`;
    button.addEventListener('click', () => track.scrollBy({ left: dir * track.clientWidth, behavior: 'smooth' }));
    return button;
  };
  const prev = arrow(-1);
  const next = arrow(1);
  const update = () => {
    if (opts.navShow !== 'more') return;
    // A few pixels of slack: fractional widths and the focus-ring padding leave scrollLeft a
    // hair off either end.
    prev.disabled = track.scrollLeft <= 4;
    next.disabled = track.scrollLeft + track.clientWidth >= track.scrollWidth - 4;
  };
  track.addEventListener('scroll', update, { passive: true });
  root.append(prev, track, next);
  // Widths are known only once the slider is in the page.
  requestAnimationFrame(update);
  update();
  return root;
}
