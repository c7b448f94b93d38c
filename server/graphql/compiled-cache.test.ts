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
