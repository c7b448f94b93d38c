import { nextIndex } from './rovingFocus';

describe('nextIndex', () => {
  it('moves with the arrows of its orientation, wrapping at both ends', () => {
    expect(nextIndex('ArrowDown', 0, 4, 'vertical')).toBe(1);
    expect(nextIndex('ArrowDown', 3, 4, 'vertical')).toBe(0);
    expect(nextIndex('ArrowUp', 0, 4, 'vertical')).toBe(3);
    expect(nextIndex('ArrowRight', 1, 4, 'vertical')).toBeNull();
    expect(nextIndex('ArrowRight', 1, 4, 'horizontal')).toBe(2);
    expect(nextIndex('ArrowLeft', 1, 4, 'both')).toBe(0);
  });

  it('goes to the first and last item with Home and End', () => {
    expect(nextIndex('Home', 2, 4, 'vertical')).toBe(0);
    expect(nextIndex('End', 0, 4, 'horizontal')).toBe(3);
  });

  it('enters from outside the items: down to the first, up to the last', () => {
    expect(nextIndex('ArrowDown', -1, 4, 'vertical')).toBe(0);
    expect(nextIndex('ArrowUp', -1, 4, 'vertical')).toBe(3);
    expect(nextIndex('Enter', 0, 4, 'vertical')).toBeNull();
    expect(nextIndex('Home', 0, 0, 'vertical')).toBeNull();
  });
});
