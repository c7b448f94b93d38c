import type { Toaster } from '@blueprintjs/core';
import { SNACKBAR_TIMEOUT_MS, type SnackbarOptions } from '../sdk';

/**
 * Shows snackbars through the page's toaster (<Snackbars />). Messages sent before it is
 * mounted wait for it. Auto-hide: 3000 ms unless the caller says otherwise (spec 9).
 */
export class SnackbarHost {
  private toaster: Toaster | undefined;
  private pending: SnackbarOptions[] = [];

  attach(toaster: Toaster | null): void {
    this.toaster = toaster ?? undefined;
    if (!this.toaster) return;
    const waiting = this.pending.splice(0);
    waiting.forEach((options) => this.show(options));
  }

  /** A plain function, so it works destructured. */
  show = (options: SnackbarOptions): void => {
    if (!this.toaster) {
      this.pending.push(options);
      return;
    }
    const intent = options.intent && options.intent !== 'none' ? options.intent : undefined;
    this.toaster.show({
      message: options.message,
      intent,
      timeout: options.timeoutMs ?? SNACKBAR_TIMEOUT_MS,
      className: 'vitrine-snackbar',
    });
  };
}
