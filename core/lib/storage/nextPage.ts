// Word from one page to the next in this tab (sessionStorage: gone with the tab), read once:
// a plan change ends in a reload or a round trip to the shop platform, and the page that comes
// back still has something to say about it.
import { storageKey, storageModeFor } from './storageKey';

const keyOf = (name: string) => storageKey(name, storageModeFor(window.location));

/**
 * False when it cannot be kept: not JSON, longer than `maxChars` as JSON (UTF-16 code units),
 * or storage full or disabled. What it was about still happened.
 */
export function leaveForNextPage(name: string, value: unknown, maxChars = Infinity): boolean {
  try {
    const json = JSON.stringify(value);
    if (json === undefined || json.length > maxChars) return false;
    window.sessionStorage.setItem(keyOf(name), json);
    return true;
  } catch {
    return false;
  }
}

/** What the previous page left under `name`, once; undefined when nothing (readable) is there. */
export function takeFromLastPage(name: string): unknown {
  try {
    const raw = window.sessionStorage.getItem(keyOf(name));
    if (raw === null) return undefined;
    window.sessionStorage.removeItem(keyOf(name));
    return JSON.parse(raw) as unknown;
  } catch {
    return undefined;
  }
}
