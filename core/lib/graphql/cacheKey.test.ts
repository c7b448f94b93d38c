import { cacheKey } from './cacheKey';

describe('cacheKey', () => {
  it('ignores the key order of variables, at any depth', () => {
    expect(cacheKey('q', { a: 1, b: { c: 2, d: [{ e: 1, f: 2 }] } })).toBe(
      cacheKey('q', { b: { d: [{ f: 2, e: 1 }], c: 2 }, a: 1 }),
    );
  });

  it('treats no variables and empty variables alike', () => {
    expect(cacheKey('q')).toBe(cacheKey('q', {}));
  });

  it('tells different queries and variables apart', () => {
    expect(cacheKey('q1', { a: 1 })).not.toBe(cacheKey('q2', { a: 1 }));
    expect(cacheKey('q', { a: 1 })).not.toBe(cacheKey('q', { a: '1' }));
    expect(cacheKey('q', { a: [1, 2] })).not.toBe(cacheKey('q', { a: [2, 1] }));
  });

  it('keeps query whitespace significant', () => {
    expect(cacheKey('{ a }')).not.toBe(cacheKey('{a}'));
  });

  it('cannot be confused by a query that ends like variables', () => {
    expect(cacheKey('q{}', {})).not.toBe(cacheKey('q', {}));
  });

  it('serialises dates by value', () => {
    expect(cacheKey('q', { at: new Date(0) })).toBe(cacheKey('q', { at: new Date(0) }));
    expect(cacheKey('q', { at: new Date(0) })).not.toBe(cacheKey('q', { at: new Date(1) }));
  });
});
