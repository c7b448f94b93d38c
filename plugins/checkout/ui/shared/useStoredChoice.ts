import { useCallback, useState } from 'react';

/** '1' and '0' are the user's yes and no; anything else (nothing stored) is no choice yet. */
function read(key: string): boolean | undefined {
  try {
    const stored = window.localStorage.getItem(key);
    return stored === '1' ? true : stored === '0' ? false : undefined;
  } catch {
    return undefined; // storage blocked: no choice remembered
  }
}

/**
 * A yes/no choice remembered in localStorage under `key` (callers put the user id in the key),
 * or undefined while the user has not made it, so the caller can pick a default that fits
 * (e.g. by screen size) without overriding what the user chose.
 */
export function useStoredChoice(key: string): [boolean | undefined, (value: boolean) => void] {
  const [state, setState] = useState(() => ({ key, value: read(key) }));
  // A new key (another user) reads its own value instead of keeping the last one.
  const value = state.key === key ? state.value : read(key);
  const set = useCallback(
    (next: boolean) => {
      try {
        window.localStorage.setItem(key, next ? '1' : '0');
      } catch {
        // storage blocked: remembered for this visit only
      }
      setState({ key, value: next });
    },
    [key],
  );
  return [value, set];
}
