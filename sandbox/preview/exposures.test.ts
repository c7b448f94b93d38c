/** @jest-environment jsdom */
import type { DeliverySlot } from '../../sdk/sandbox/delivery';
import { EXPOSURE_CLASS, watchExposures } from './exposures';

// jsdom lays nothing out: a stand-in observer lets the test say which marks scrolled into view.
const observed = new Set<Element>();
let callback: (entries: Array<{ target: Element; isIntersecting: boolean }>) => void = () => {};
class FakeObserver {
  constructor(cb: typeof callback) {
    callback = cb;
  }
  observe = (el: Element) => observed.add(el);
  unobserve = (el: Element) => observed.delete(el);
  disconnect = () => observed.clear();
}
(globalThis as unknown as { IntersectionObserver: unknown }).IntersectionObserver = FakeObserver;
const scrollTo = (el: Element) => callback([{ target: el, isIntersecting: true }]);

const slot = (id: string, insert: 'before' | 'append' | 'after', extra: Partial<DeliverySlot> = {}): DeliverySlot => ({
  recommendationId: id,
  external: `ext-${id}`,
  place: 'H',
  desktop: { location: '#spot', insert, popup: false },
  mobile: null,
  ...extra,
});
const page = () => {
  document.body.innerHTML = '<main><p>intro</p><div class="slots"><div id="spot"></div></div></main>';
  observed.clear();
};
const markOf = (id: string) => document.querySelector(`.${EXPOSURE_CLASS}[data-vitrine-exposure="ext-${id}"]`)!;

describe('exposures: the same point in both arms', () => {
  beforeEach(page);

  it('baseline: marks where the widget would start, leaving an empty slot block empty', () => {
    const reached = jest.fn();
    watchExposures(reached).mark([slot('a', 'append'), slot('b', 'before'), slot('c', 'after')], 'desktop');
    const spot = document.getElementById('spot')!;
    expect(spot.childNodes).toHaveLength(0);
    // a (append into the still-empty block) and b (before it) start at the block's top.
    expect([markOf('a').nextElementSibling, markOf('b').nextElementSibling]).toEqual([markOf('b'), spot]);
    expect(spot.nextElementSibling).toBe(markOf('c'));
    expect(reached).not.toHaveBeenCalled();
    scrollTo(markOf('a'));
    scrollTo(markOf('a'));
    expect(reached.mock.calls).toEqual([['a']]);
  });

  it('treatment: marks right before the placed widget, the point the baseline mark stands for', () => {
    const spot = document.getElementById('spot')!;
    spot.innerHTML = '<div class="vitrine-slot" data-vitrine-slot="ext-a"><div class="widget"></div></div>';
    const reached = jest.fn();
    watchExposures(reached).mark([slot('a', 'append')], 'desktop');
    expect(markOf('a').nextElementSibling).toBe(spot.querySelector('.vitrine-slot'));
    scrollTo(markOf('a'));
    expect(reached).toHaveBeenCalledWith('a');
  });

  it('a popup is reached when the page renders; off on this form factor or a missing location is never reached', () => {
    const reached = jest.fn();
    const watch = watchExposures(reached);
    watch.mark(
      [
        slot('p', 'before', { desktop: { location: '#nowhere', insert: 'before', popup: true } }),
        slot('m', 'before', { desktop: null, mobile: { location: '#spot', insert: 'before', popup: false } }),
        slot('x', 'before', { desktop: { location: '#nowhere', insert: 'before', popup: false } }),
      ],
      'desktop',
    );
    expect(reached.mock.calls).toEqual([['p']]);
    expect(document.querySelectorAll(`.${EXPOSURE_CLASS}`)).toHaveLength(0);
    // A re-render (breakpoint) marks again only what was not reached; the popup stays counted once.
    watch.mark([slot('p', 'before', { desktop: { location: '#spot', insert: 'before', popup: true } }), slot('m', 'before', { desktop: null, mobile: { location: '#spot', insert: 'before', popup: false } })], 'mobile');
    expect(reached.mock.calls).toEqual([['p']]);
    expect(observed.size).toBe(1);
  });
});
