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

  it(`replaces whole subtrees at depth ${MAX_PATCH_DEPTH}, as the client sends them`, () => {
    const nest = (n: number, leaf: Record<string, unknown>): Record<string, unknown> => (n === 0 ? leaf : { x: nest(n - 1, leaf) });
    const doc = nest(MAX_PATCH_DEPTH, { keep: 1, old: 2 });
    // Above the limit the merge keeps siblings...
    expect(mergePatch(nest(2, { keep: 1, old: 2 }), nest(2, { old: 3 }))).toEqual(nest(2, { keep: 1, old: 3 }));
    // ...at the limit the patch's subtree replaces the document's.
    expect(mergePatch(doc, nest(MAX_PATCH_DEPTH, { old: 3 }))).toEqual(nest(MAX_PATCH_DEPTH, { old: 3 }));
  });
});
