import { useStoredChoice } from './useStoredChoice';

/** A boolean remembered in localStorage under `key`, off until set (callers put the user id in the key). */
export function useStoredFlag(key: string): [boolean, (value: boolean) => void] {
  const [choice, set] = useStoredChoice(key);
  return [choice === true, set];
}
