// JSON values in local storage that never take the page down: storage can be disabled
// (privacy settings throw on access), full (QuotaExceededError) or hold values written by
// an older build or by hand.
import { storageKey, type StorageMode } from './storageKey';

/** The part of the Web Storage API used here, so tests and other stores can stand in. */
export interface StorageBackend {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

export interface TypedStorage<Schema extends object> {
  /** The stored value, or undefined when absent, unreadable or not valid JSON. */
  get<K extends keyof Schema & string>(name: K): Schema[K] | undefined;
  /** False when the value could not be stored; the caller keeps working without it. */
  set<K extends keyof Schema & string>(name: K, value: Schema[K]): boolean;
  remove<K extends keyof Schema & string>(name: K): void;
}

/** A page-lifetime stand-in, so choices still hold until reload when storage is unusable. */
export function createMemoryBackend(): StorageBackend {
  const values = new Map<string, string>();
  return {
    getItem: (key) => values.get(key) ?? null,
    setItem: (key, value) => void values.set(key, String(value)),
    removeItem: (key) => void values.delete(key),
  };
}

/** window.localStorage, or undefined where it is missing or access throws (SecurityError). */
export function defaultBackend(): StorageBackend | undefined {
  try {
    return typeof window === 'undefined' ? undefined : (window.localStorage ?? undefined);
  } catch {
    return undefined;
  }
}

/**
 * Typed JSON storage under the h40_ (or h40_public_) prefix. Values are stored as JSON, so
 * raw strings written by older code (e.g. `h40_theme` = dark) read as undefined.
 */
export function createStorage<Schema extends object = Record<string, unknown>>(
  backend: StorageBackend | undefined | null = defaultBackend(),
  mode: StorageMode = 'console',
): TypedStorage<Schema> {
  const store = backend ?? createMemoryBackend();
  const key = (name: string) => storageKey(name, mode);

  // Plain closures, not methods using `this`, so destructured functions keep working.
  const remove = (name: string): void => {
    try {
      store.removeItem(key(name));
    } catch {
      // Nothing to do: the value stays, and get() keeps working.
    }
  };

  const get = (name: string): unknown => {
    let raw: string | null;
    try {
      raw = store.getItem(key(name));
    } catch {
      return undefined;
    }
    if (raw === null) return undefined;
    try {
      return JSON.parse(raw);
    } catch {
      return undefined;
    }
  };

  const set = (name: string, value: unknown): boolean => {
    let json: string | undefined;
    try {
      json = JSON.stringify(value);
    } catch {
      return false; // A cycle or a BigInt: JSON cannot hold it.
    }
    // undefined (or a function) has no JSON form; storing "undefined" would read back as
    // corrupt, so setting it means forgetting the value.
    if (json === undefined) {
      remove(name);
      return true;
    }
    try {
      store.setItem(key(name), json);
      return true;
    } catch {
      return false; // Quota exceeded or storage disabled: the page keeps working without it.
    }
  };

  return { get, set, remove } as TypedStorage<Schema>;
}
