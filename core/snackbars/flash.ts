// A snackbar that survives one page load: a plan change ends in a reload, and the merchant
// should still be told what happened when the console is back.
import { leaveForNextPage, takeFromLastPage } from '../lib/storage/nextPage';
import type { SnackbarOptions } from '../sdk';

export function leaveFlash(options: SnackbarOptions): void {
  leaveForNextPage('flash', options);
}

/** The message left by the previous page, once. */
export function takeFlash(): SnackbarOptions | null {
  const left = takeFromLastPage('flash') as SnackbarOptions | null | undefined;
  return typeof left?.message === 'string' ? left : null;
}
