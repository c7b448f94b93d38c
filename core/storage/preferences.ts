// Local-storage keys carry a prefix so the console and the public gallery never share state.
export const STORAGE_PREFIX = 'h40_';
export const PUBLIC_STORAGE_PREFIX = 'h40_public_';

function isPublicGallery(pathname: string): boolean {
  return pathname === '/public' || pathname.startsWith('/public/');
}

export function storageKey(name: string, pathname = window.location.pathname): string {
  return `${isPublicGallery(pathname) ? PUBLIC_STORAGE_PREFIX : STORAGE_PREFIX}${name}`;
}

// Storage can throw (private mode, disabled cookies); a preference is never worth a crash.
export function readPreference(name: string): string | null {
  try {
    return window.localStorage.getItem(storageKey(name));
  } catch {
    return null;
  }
}

export function writePreference(name: string, value: string): void {
  try {
    window.localStorage.setItem(storageKey(name), value);
  } catch {
    // Not remembered across reloads; the current page still follows the choice.
  }
}
