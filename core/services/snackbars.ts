import type { SnackbarsService } from '../sdk';
import type { SnackbarHost } from '../snackbars/SnackbarHost';

/** Snackbars through the page's toaster; auto-hide 3000 ms by default. */
export function createSnackbarsService(host: SnackbarHost): SnackbarsService {
  return { show: host.show };
}
