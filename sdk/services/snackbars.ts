import { createServiceRef } from './serviceRef';
import type { Intent } from './alerts';

/** The spec's snackbar auto-hide (console-shell 9). */
export const SNACKBAR_TIMEOUT_MS = 3000;

export interface SnackbarOptions {
  readonly message: string;
  /** Default 'none'. */
  readonly intent?: Intent;
  /** Default SNACKBAR_TIMEOUT_MS. */
  readonly timeoutMs?: number;
}

/** Short-lived confirmations ("Saved"); errors belong in alerts or the error modal. */
export interface SnackbarsService {
  show(options: SnackbarOptions): void;
}

export const snackbarsRef = createServiceRef<SnackbarsService>('vitrine.snackbars');
