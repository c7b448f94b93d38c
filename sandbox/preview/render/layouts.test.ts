/** @jest-environment jsdom */
import { resolveWidgetOpts, type WidgetOpts } from '../../../sdk/sandbox/delivery';
import { h } from './dom';
import { renderGrid } from './grid';
import { renderList } from './list';
import { renderSlider, slideWidth } from './slider';

const cards = (n: number) => Array.from({ length: n }, (_, i) => h('li', { class: 'vitrine-product' }, `p${i}`));
const opts = (o: WidgetOpts, ff: 'desktop' | 'mobile' = 'desktop') => resolveWidgetOpts(o, ff);

beforeAll(() => {
  window.requestAnimationFrame = (cb) => setTimeout(cb, 0) as unknown as number;
});

describe('slider', () => {
  it('is a list track between two labelled arrow buttons', () => {
    const slider = renderSlider(cards(6), opts({ navStyle: 'circArrows' }));
    expect(slider.className).toBe('vitrine-slider vitrine-nav-circArrows');
    expect(slider.querySelector('ul')!.getAttribute('role')).toBe('list');
    expect(slider.querySelectorAll('li')).toHaveLength(6);
    const buttons = [...slider.querySelectorAll('button')];
    expect(buttons.map((b) => b.getAttribute('aria-label'))).toEqual(['Previous products', 'Next products']);
    expect(buttons.every((b) => b.type === 'button')).toBe(true);
  });

  it('has no arrows with navigation none', () => {
    expect(renderSlider(cards(3), opts({ navStyle: 'none' })).querySelector('button')).toBeNull();
  });

  it('scrolls by a view with the arrows', () => {
    // jsdom lays nothing out (every width 0): with navShow 'more' both arrows would be disabled.
    const slider = renderSlider(cards(6), opts({ navShow: 'none' }));
    const track = slider.querySelector('ul')!;
    track.scrollBy = jest.fn();
    Object.defineProperty(track, 'clientWidth', { value: 800 });
    slider.querySelector<HTMLButtonElement>('.vitrine-next')!.click();
    expect(track.scrollBy).toHaveBeenCalledWith({ left: 800, behavior: 'smooth' });
  });

  it('navShow more disables the arrow on a side with nothing more', () => {
    const slider = renderSlider(cards(6), opts({ navShow: 'more' }));
    expect(slider.querySelector<HTMLButtonElement>('.vitrine-prev')!.disabled).toBe(true);
    const always = renderSlider(cards(6), opts({ navShow: 'none' }));
    expect(always.querySelector<HTMLButtonElement>('.vitrine-prev')!.disabled).toBe(false);
  });

  it('sizes slides by products per view, fractions included, or by the fixed width', () => {
    expect(slideWidth({ productsPerView: 4, productWidth: '200px', gap: '16px' })).toBe('calc((100% - 3 * 16px) / 4)');
    expect(slideWidth({ productsPerView: 2.5, productWidth: '200px', gap: '16px' })).toBe('calc((100% - 2 * 16px) / 2.5)');
    expect(slideWidth({ productsPerView: 1, productWidth: '200px', gap: '16px' })).toBe('calc(100% / 1)');
    expect(slideWidth({ productsPerView: 0, productWidth: '12rem', gap: '16px' })).toBe('12rem');
    const track = renderSlider(cards(2), opts({ productsPerView: 1.5 })).querySelector('ul')!;
    expect(track.getAttribute('style')).toContain('--vitrine-slide:calc((100% - 1 * 16px) / 1.5)');
  });
});

describe('grid and list', () => {
  it('grid shows cols x rows products in cols columns', () => {
    const grid = renderGrid(cards(10), opts({}, 'mobile'));
    expect(grid.querySelectorAll('li')).toHaveLength(4);
    expect(grid.getAttribute('style')).toContain('--vitrine-cols:2');
    expect(renderGrid(cards(10), opts({ gridCols: 3, gridRows: 3 })).querySelectorAll('li')).toHaveLength(9);
  });

  it('list shows listCols x listRows products', () => {
    const list = renderList(cards(10), opts({ widget: 'list', listCols: 2, listRows: 2 }));
    expect(list.className).toContain('vitrine-list');
    expect(list.querySelectorAll('li')).toHaveLength(4);
    expect(list.getAttribute('role')).toBe('list');
  });
});
