import type { ConfirmStore } from '../dialogs/ConfirmStore';
import type { ConfirmService } from '../sdk';

/** The console's Confirm dialog (Continue, Cancel). */
export function createConfirmService(store: ConfirmStore): ConfirmService {
  return { confirm: store.confirm };
}
