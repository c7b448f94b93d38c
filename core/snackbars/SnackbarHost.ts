import type { Toaster } from '@blueprintjs/core';
import { SNACKBAR_TIMEOUT_MS, type SnackbarOptions } from '../sdk';

/**
 * Shows snackbars through the page's toaster (<Snackbars />). Messages sent before it is
 * mounted wait for it. Auto-hide: 3000 ms unless the caller says otherwise (spec 9).
 * The toaster's code loads with the first message (wanted), not with the page.
 */
export class SnackbarHost {
  private toaster: Toaster | undefined;
  private pending: SnackbarOptions[] = [];
  private wanted = false;
  private readonly listeners = new Set<() => void>();

  /** Whether a message has been sent yet: <Snackbars /> mounts the toaster from then on. */
  isWanted = (): boolean => this.wanted;

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

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
      if (!this.wanted) {
        this.wanted = true;
        this.listeners.forEach((listener) => listener());
      }
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
