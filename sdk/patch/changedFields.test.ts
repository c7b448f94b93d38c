import { mergePatch } from '../testing/mergePatch';
import { changedFields, deepEqual } from './changedFields';

/** Nests `leaf` under `levels` keys named l1, l2, ... */
function nest(levels: number, leaf: Record<string, unknown>): Record<string, unknown> {
  let value = leaf;
  for (let level = levels; level >= 1; level -= 1) value = { [`l${level}`]: value };
  return value;
}

describe('changedFields', () => {
  it('is empty when nothing changed, whatever the key order', () => {
    expect(changedFields({ a: 1, b: { c: [1, 2] } }, { b: { c: [1, 2] }, a: 1 })).toEqual({});
  });

  it('sends changed and added scalars', () => {
    expect(changedFields({ a: 1, b: 'x' }, { a: 2, b: 'x', c: true })).toEqual({ a: 2, c: true });
  });

  it('sends removed keys as null, treating undefined as removed', () => {
    expect(changedFields({ a: 1, b: 2, c: null }, { b: undefined })).toEqual({ a: null, b: null, c: null });
  });

  it('diffs nested objects key by key', () => {
    const before = { billing: { price: 49, yearly: false, title: 'Starter' }, css: '' };
    const after = { billing: { price: 195, yearly: false }, css: '' };
    expect(changedFields(before, after)).toEqual({ billing: { price: 195, title: null } });
  });

  it('compares arrays as wholes and sends the whole new array', () => {
    expect(changedFields({ list: [1, 2, 3], same: [{ a: 1 }] }, { list: [1, 2, 4], same: [{ a: 1 }] })).toEqual({
      list: [1, 2, 4],
    });
  });

  it('sends a value whose type changed as a whole', () => {
    expect(changedFields({ a: { x: 1 }, b: [1], c: 1 }, { a: [1], b: { x: 1 }, c: { y: 2 } })).toEqual({
      a: [1],
      b: { x: 1 },
      c: { y: 2 },
    });
  });

  it('diffs down to the depth limit and sends deeper subtrees whole', () => {
    const before = nest(3, { keep: 1, change: 1 });
    const after = nest(3, { keep: 1, change: 2 });
    expect(changedFields(before, after, 4)).toEqual(nest(3, { change: 2 }));
    expect(changedFields(before, after, 3)).toEqual(nest(3, { keep: 1, change: 2 }));
    expect(changedFields(before, after, 1)).toEqual(after);
  });

  it('uses the spec limit of 10 by default', () => {
    const before = nest(10, { keep: 1, change: 1 });
    const after = nest(10, { keep: 1, change: 2 });
    expect(changedFields(before, after)).toEqual(nest(10, { keep: 1, change: 2 }));
    expect(changedFields(nest(9, { keep: 1, change: 1 }), nest(9, { keep: 1, change: 2 }))).toEqual(
      nest(9, { change: 2 }),
    );
  });

  it('refuses a depth limit below 1', () => {
    expect(() => changedFields({}, {}, 0)).toThrow(RangeError);
  });

  it('produces a patch that merges before into after', () => {
    const before = { a: 1, b: { c: { d: [1], e: 'x' }, f: 2 }, g: 'gone', h: { i: 1 } };
    const after = { a: 1, b: { c: { d: [1, 2] }, f: 3 }, h: 'flat', j: { k: { l: 1 } } };
    expect(mergePatch(before, changedFields(before, after))).toEqual(after);
  });

  it('does not modify its inputs', () => {
    const before = Object.freeze({ a: Object.freeze({ b: 1 }) });
    const after = Object.freeze({ a: Object.freeze({ b: 2 }) });
    expect(changedFields(before, after)).toEqual({ a: { b: 2 } });
  });
});

describe('deepEqual', () => {
  it('compares JSON-like values structurally', () => {
    expect(deepEqual({ a: [1, { b: 2 }] }, { a: [1, { b: 2 }] })).toBe(true);
    expect(deepEqual({ a: 1, b: undefined }, { a: 1 })).toBe(true);
    expect(deepEqual([1], { 0: 1 })).toBe(false);
    expect(deepEqual(new Date(5), new Date(5))).toBe(true);
    expect(deepEqual(NaN, NaN)).toBe(true);
    expect(deepEqual(null, {})).toBe(false);
  });
});
