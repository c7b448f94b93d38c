import { LruCache } from './lruCache';

const clock = () => {
  let time = 1_000;
  return { now: () => time, advance: (ms: number) => void (time += ms) };
};

describe('LruCache', () => {
  it('returns what was set until the time to live passes', () => {
    const { now, advance } = clock();
    const cache = new LruCache<string>({ maxEntries: 3, ttlMs: 100, now });
    cache.set('a', 'A');
    advance(99);
    expect(cache.get('a')).toBe('A');
    advance(1);
    expect(cache.get('a')).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  it('does not extend the time to live on reads', () => {
    const { now, advance } = clock();
    const cache = new LruCache<string>({ maxEntries: 3, ttlMs: 100, now });
    cache.set('a', 'A');
    advance(60);
    cache.get('a');
    advance(60);
    expect(cache.get('a')).toBeUndefined();
  });

  it('restarts the time to live when a key is set again', () => {
    const { now, advance } = clock();
    const cache = new LruCache<string>({ maxEntries: 3, ttlMs: 100, now });
    cache.set('a', 'A');
    advance(60);
    cache.set('a', 'A2');
    advance(60);
    expect(cache.get('a')).toBe('A2');
  });

  it('evicts the least recently used entry', () => {
    const cache = new LruCache<number>({ maxEntries: 2, ttlMs: 1e9 });
    cache.set('a', 1);
    cache.set('b', 2);
    cache.get('a');
    cache.set('c', 3);
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')).toBe(1);
    expect(cache.get('c')).toBe(3);
    expect(cache.size).toBe(2);
  });

  it('counts re-setting a key as use', () => {
    const cache = new LruCache<number>({ maxEntries: 2, ttlMs: 1e9 });
    cache.set('a', 1);
    cache.set('b', 2);
    cache.set('a', 10);
    cache.set('c', 3);
    expect(cache.has('b')).toBe(false);
    expect(cache.get('a')).toBe(10);
  });

  it('keeps falsy values other than undefined', () => {
    const cache = new LruCache<unknown>({ maxEntries: 5, ttlMs: 1e9 });
    cache.set('zero', 0);
    cache.set('null', null);
    cache.set('empty', '');
    expect(cache.get('zero')).toBe(0);
    expect(cache.get('null')).toBeNull();
    expect(cache.get('empty')).toBe('');
  });

  it('stores nothing with zero capacity', () => {
    const cache = new LruCache<number>({ maxEntries: 0, ttlMs: 1e9 });
    cache.set('a', 1);
    expect(cache.size).toBe(0);
  });

  it('deletes and clears', () => {
    const cache = new LruCache<number>({ maxEntries: 5, ttlMs: 1e9 });
    cache.set('a', 1);
    cache.set('b', 2);
    cache.delete('a');
    expect(cache.has('a')).toBe(false);
    cache.clear();
    expect(cache.size).toBe(0);
  });
});
