import { mergePatch, MAX_PATCH_DEPTH } from './merge';

describe('mergePatch', () => {
  it('merges nested objects, replaces arrays and scalars, and removes keys set to null', () => {
    const doc = { a: 1, b: { c: 2, d: [1, 2] }, e: 'x' };
    const out = mergePatch(doc, { b: { d: [3], f: true }, e: null, g: 'new' });
    expect(out).toEqual({ a: 1, b: { c: 2, d: [3], f: true }, g: 'new' });
    expect(doc).toEqual({ a: 1, b: { c: 2, d: [1, 2] }, e: 'x' });
  });

  it('creates intermediate objects where the target has a scalar', () => {
    expect(mergePatch({ a: 5 }, { a: { b: 1 } })).toEqual({ a: { b: 1 } });
  });

  it(`refuses patches nested deeper than ${MAX_PATCH_DEPTH} levels`, () => {
    const nest = (n: number): Record<string, unknown> => (n === 0 ? { leaf: 1 } : { x: nest(n - 1) });
    expect(() => mergePatch({}, nest(MAX_PATCH_DEPTH - 1))).not.toThrow();
    expect(() => mergePatch({}, nest(MAX_PATCH_DEPTH))).toThrow(RangeError);
  });
});
