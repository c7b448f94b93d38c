import { SNACKBAR_TIMEOUT_MS, type SnackbarOptions, type SnackbarsService } from '../services/snackbars';

/** Records snackbars with the host's defaults applied, so tests can assert on them. */
export class MockSnackbars implements SnackbarsService {
  readonly shown: Required<SnackbarOptions>[] = [];

  show = (options: SnackbarOptions): void => {
    this.shown.push({ intent: 'none', timeoutMs: SNACKBAR_TIMEOUT_MS, ...options });
  };
}
