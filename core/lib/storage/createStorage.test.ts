import { createMemoryBackend, createStorage, defaultBackend, type StorageBackend } from './createStorage';

interface Schema {
  theme: 'dark' | 'light';
  count: number;
  prefs: { dark: boolean; dev: boolean };
  anything: unknown;
}

function spyBackend(): StorageBackend & { data: Map<string, string> } {
  const data = new Map<string, string>();
  return {
    data,
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => void data.set(key, value),
    removeItem: (key) => void data.delete(key),
  };
}

const throwing = (error: Error): StorageBackend => ({
  getItem: () => {
    throw error;
  },
  setItem: () => {
    throw error;
  },
  removeItem: () => {
    throw error;
  },
});

describe('createStorage', () => {
  it('stores JSON under the h40_ prefix and reads it back typed', () => {
    const backend = spyBackend();
    const storage = createStorage<Schema>(backend);
    expect(storage.set('prefs', { dark: true, dev: false })).toBe(true);
    expect(backend.data.get('h40_prefs')).toBe('{"dark":true,"dev":false}');
    expect(storage.get('prefs')).toEqual({ dark: true, dev: false });
    storage.set('count', 0);
    expect(storage.get('count')).toBe(0);
  });

  it('uses the h40_public_ prefix in public mode, separate from the console', () => {
    const backend = spyBackend();
    createStorage<Schema>(backend, 'public').set('theme', 'dark');
    expect(backend.data.get('h40_public_theme')).toBe('"dark"');
    expect(createStorage<Schema>(backend).get('theme')).toBeUndefined();
  });

  it('returns undefined for a missing key', () => {
    expect(createStorage<Schema>(spyBackend()).get('theme')).toBeUndefined();
  });

  it('returns undefined for corrupt JSON and for raw strings from older code', () => {
    const backend = spyBackend();
    backend.data.set('h40_prefs', '{"dark":');
    backend.data.set('h40_theme', 'dark');
    const storage = createStorage<Schema>(backend);
    expect(storage.get('prefs')).toBeUndefined();
    expect(storage.get('theme')).toBeUndefined();
  });

  it('removes a value', () => {
    const backend = spyBackend();
    const storage = createStorage<Schema>(backend);
    storage.set('count', 3);
    storage.remove('count');
    expect(backend.data.has('h40_count')).toBe(false);
    expect(storage.get('count')).toBeUndefined();
  });

  it('treats setting undefined as removing', () => {
    const backend = spyBackend();
    const storage = createStorage<Schema>(backend);
    storage.set('anything', 1);
    expect(storage.set('anything', undefined)).toBe(true);
    expect(backend.data.has('h40_anything')).toBe(false);
  });

  it('reports false for values JSON cannot hold, keeping the old value', () => {
    const backend = spyBackend();
    const storage = createStorage<Schema>(backend);
    storage.set('anything', 'old');
    const cyclic: Record<string, unknown> = {};
    cyclic.self = cyclic;
    expect(storage.set('anything', cyclic)).toBe(false);
    expect(storage.set('anything', BigInt(1))).toBe(false);
    expect(storage.get('anything')).toBe('old');
  });

  it('survives a full storage (QuotaExceededError on set)', () => {
    const backend = spyBackend();
    backend.setItem = () => {
      throw new DOMException('full', 'QuotaExceededError');
    };
    const storage = createStorage<Schema>(backend);
    expect(storage.set('count', 1)).toBe(false);
    expect(storage.get('count')).toBeUndefined();
  });

  it('survives a storage that throws on every access (disabled storage)', () => {
    const storage = createStorage<Schema>(throwing(new DOMException('denied', 'SecurityError')));
    expect(storage.get('theme')).toBeUndefined();
    expect(storage.set('theme', 'dark')).toBe(false);
    expect(() => storage.remove('theme')).not.toThrow();
  });

  it('falls back to memory for the page lifetime when there is no storage', () => {
    const storage = createStorage<Schema>(null);
    expect(storage.set('count', 5)).toBe(true);
    expect(storage.get('count')).toBe(5);
  });

  it('keeps working when its functions are destructured', () => {
    const { get, set, remove } = createStorage<Schema>(spyBackend());
    set('count', 2);
    expect(get('count')).toBe(2);
    remove('count');
    expect(get('count')).toBeUndefined();
  });
});

describe('defaultBackend', () => {
  it('is undefined where there is no window (node)', () => {
    expect(defaultBackend()).toBeUndefined();
  });

  it('is undefined when reading window.localStorage throws', () => {
    const descriptor = { get: () => { throw new DOMException('denied', 'SecurityError'); }, configurable: true };
    Object.defineProperty(globalThis, 'window', { value: {}, configurable: true });
    Object.defineProperty((globalThis as unknown as { window: object }).window, 'localStorage', descriptor);
    try {
      expect(defaultBackend()).toBeUndefined();
      expect(createStorage<Schema>().set('count', 1)).toBe(true);
    } finally {
      delete (globalThis as { window?: unknown }).window;
    }
  });

  it('is window.localStorage when available', () => {
    const backend = createMemoryBackend();
    Object.defineProperty(globalThis, 'window', { value: { localStorage: backend }, configurable: true });
    try {
      expect(defaultBackend()).toBe(backend);
      createStorage<Schema>().set('count', 7);
      expect(backend.getItem('h40_count')).toBe('7');
    } finally {
      delete (globalThis as { window?: unknown }).window;
    }
  });
});

describe('createMemoryBackend', () => {
  it('keeps strings per key', () => {
    const backend = createMemoryBackend();
    backend.setItem('a', '1');
    expect(backend.getItem('a')).toBe('1');
    expect(backend.getItem('b')).toBeNull();
    backend.removeItem('a');
    expect(backend.getItem('a')).toBeNull();
  });
});
