import { parse } from 'graphql';
import { BYTES_PER_FIELD, CompiledQueryCache, estimateCompiledBytes } from './compiled-cache';

describe('estimateCompiledBytes', () => {
  it('counts every field node, aliases and nesting included', () => {
    expect(estimateCompiledBytes(parse('{ a: items { id x { y } } b: items { id } }'))).toBe(6 * BYTES_PER_FIELD);
  });
});

describe('CompiledQueryCache', () => {
  it('admits a key the second time it is seen, never the first', () => {
    const cache = new CompiledQueryCache<string>(1000);
    expect(cache.admit('q', 10)).toBe(false);
    expect(cache.admit('q', 10)).toBe(true);
  });

  it('refuses an entry over a quarter of the budget', () => {
    const cache = new CompiledQueryCache<string>(1000);
    cache.admit('big', 251);
    expect(cache.admit('big', 251)).toBe(false);
  });

  it('evicts the least recently used entries until the bytes fit', () => {
    const cache = new CompiledQueryCache<string>(100);
    cache.set('a', 'A', 40);
    cache.set('b', 'B', 40);
    expect(cache.get('a')).toBe('A');
    cache.set('c', 'C', 40);
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')).toBe('A');
    expect(cache.bytes).toBe(80);
  });

  it('forgets the oldest once-seen keys past its limit', () => {
    const cache = new CompiledQueryCache<string>(1000, 2);
    cache.admit('one', 1);
    cache.admit('two', 1);
    cache.admit('three', 1);
    expect(cache.admit('one', 1)).toBe(false);
    expect(cache.admit('three', 1)).toBe(true);
  });
});

describe('CompiledQueryCache keys', () => {
  it('holds a fixed-size digest of each query text, not the text (100 KB queries seen once stay cheap)', () => {
    const cache = new CompiledQueryCache<string>(1000, 50);
    const huge = (i: number) => `{ q${i} ${'x'.repeat(100 * 1024)} }`;
    for (let i = 0; i < 60; i++) cache.admit(huge(i), 1);
    expect(cache.admit(huge(59), 1)).toBe(true);
    cache.set(huge(59), 'compiled', 1);
    expect(cache.get(huge(59))).toBe('compiled');
    // 50 once-seen keys and one entry: 44 characters each, whatever the query's size.
    expect(cache.keyChars).toBeLessThanOrEqual(51 * 44);
  });

  it('counts a key set twice once', () => {
    const cache = new CompiledQueryCache<string>(1000);
    cache.set('q', 'A', 100);
    cache.set('q', 'B', 100);
    expect(cache.bytes).toBe(100);
    expect(cache.get('q')).toBe('B');
  });
});
