// A snackbar that survives one page load: a plan change ends in a reload or a round trip to the
// shop platform, and the merchant should still be told what happened when the console is back.
// sessionStorage: this tab only, gone when the tab closes.
import { storageKey, storageModeFor } from '../lib/storage/storageKey';
import type { SnackbarOptions } from '../sdk';

const flashKey = () => storageKey('flash', storageModeFor(window.location));

export function leaveFlash(options: SnackbarOptions): void {
  try {
    window.sessionStorage.setItem(flashKey(), JSON.stringify(options));
  } catch {
    // Storage full or disabled: the change itself still happened.
  }
}

/** The message left by the previous page, once. */
export function takeFlash(): SnackbarOptions | null {
  try {
    const raw = window.sessionStorage.getItem(flashKey());
    if (raw === null) return null;
    window.sessionStorage.removeItem(flashKey());
    const parsed = JSON.parse(raw) as SnackbarOptions;
    return typeof parsed?.message === 'string' ? parsed : null;
  } catch {
    return null;
  }
}
