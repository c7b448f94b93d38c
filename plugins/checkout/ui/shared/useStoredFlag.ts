import { useCallback, useState } from 'react';

function read(key: string): boolean {
  try {
    return window.localStorage.getItem(key) === '1';
  } catch {
    return false; // storage blocked: the flag simply starts off
  }
}

/** A boolean remembered in localStorage under `key` (callers put the user id in the key). */
export function useStoredFlag(key: string): [boolean, (value: boolean) => void] {
  const [state, setState] = useState(() => ({ key, value: read(key) }));
  // A new key (another user) reads its own value instead of keeping the last one.
  const value = state.key === key ? state.value : read(key);
  const set = useCallback(
    (next: boolean) => {
      try {
        if (next) window.localStorage.setItem(key, '1');
        else window.localStorage.removeItem(key);
      } catch {
        // storage blocked: remembered for this visit only
      }
      setState({ key, value: next });
    },
    [key],
  );
  return [value, set];
}
