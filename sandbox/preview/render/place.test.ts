/** @jest-environment jsdom */
import { h } from './dom';
import { placeAll, type Placement } from './place';

const widget = (name: string) => h('section', { 'data-name': name, 'aria-label': name });
const p = (slot: string, o: Partial<Placement> = {}): Placement => ({ slot, location: '#main', insert: 'before', order: 0, wrapperDivClasses: '', popup: false, widget: widget(slot), ...o });
const order = () => [...document.body.querySelectorAll('[data-vitrine-slot], #main, #after')].map((el) => el.getAttribute('data-vitrine-slot') ?? el.id);

beforeEach(() => {
  document.body.innerHTML = '<div id="page"><main id="main"><p>content</p></main><div id="after"></div></div>';
});

describe('placing widgets at their locations', () => {
  it('inserts above the location (insertBefore) in Location Order', () => {
    placeAll([p('b', { order: 2 }), p('a', { order: 1 }), p('c', { order: 2 })]);
    expect(order()).toEqual(['a', 'b', 'c', 'main', 'after']);
  });

  it('appends inside the location, and after it, each group in order', () => {
    placeAll([p('in2', { insert: 'append', order: 5 }), p('in1', { insert: 'append', order: 1 }), p('x2', { insert: 'after', order: 2 }), p('x1', { insert: 'after', order: 1 })]);
    expect(document.querySelector('#main')!.lastElementChild!.getAttribute('data-vitrine-slot')).toBe('in2');
    expect(order()).toEqual(['main', 'in1', 'in2', 'x1', 'x2', 'after']);
  });

  it('wraps the widget in a div with the wrapper classes', () => {
    placeAll([p('a', { wrapperDivClasses: 'page-width  section' })]);
    const slot = document.querySelector('[data-vitrine-slot="a"]')!;
    expect(slot.className).toBe('vitrine-slot page-width section');
    expect(slot.firstElementChild!.getAttribute('data-name')).toBe('a');
  });

  it('reports a location that is not on the page, or not a selector, without throwing', () => {
    const results = placeAll([p('a', { location: '#nowhere' }), p('b', { location: '##bad[' }), p('c')]);
    expect([...results]).toEqual([['a', 'location-not-found'], ['b', 'location-not-found'], ['c', 'placed']]);
  });

  it('fills an existing slot (placeholder) in place instead of moving it', () => {
    placeAll([p('a', { widget: null })]);
    const slot = document.querySelector('[data-vitrine-slot="a"]');
    placeAll([p('a')]);
    expect(document.querySelector('[data-vitrine-slot="a"]')).toBe(slot);
    expect(document.querySelectorAll('[data-vitrine-slot="a"] section')).toHaveLength(1);
  });

  it('shows a popup as a labelled modal dialog that closes and gives focus back', () => {
    const opener = h('button', null, 'x');
    document.body.append(opener);
    opener.focus();
    placeAll([p('pop', { popup: true })]);
    const dialog = document.querySelector('dialog.vitrine-popup') as HTMLDialogElement;
    expect(dialog.getAttribute('aria-label')).toBe('pop');
    expect(dialog.hasAttribute('open')).toBe(true);
    dialog.querySelector<HTMLButtonElement>('.vitrine-popup-close')!.click();
    expect(document.querySelector('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
  });
});
