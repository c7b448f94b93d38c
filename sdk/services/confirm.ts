import { createServiceRef } from './serviceRef';

export interface ConfirmOptions {
  readonly title?: string;
  readonly message: string;
  /** Default 'Continue'. */
  readonly confirmLabel?: string;
  /** Default 'Cancel'. */
  readonly cancelLabel?: string;
}

/** The console's Confirm dialog; resolves true on Continue, false on Cancel or close. */
export interface ConfirmService {
  confirm(options: ConfirmOptions): Promise<boolean>;
}

export const confirmRef = createServiceRef<ConfirmService>('vitrine.confirm');
