import { ApiError } from './api';

/** The server's code for a unique-key violation (console-shell spec, data section). */
export const DUPLICATE_CODE = 11000;

/** Someone saved the document after it was loaded (409, stale __v). Reload, then redo. */
export class SettingsConflictError extends ApiError {
  override readonly name: string = 'SettingsConflictError';
}

/** Another user created the document at the same time (409, code 11000). */
export class SettingsDuplicateError extends ApiError {
  override readonly name: string = 'SettingsDuplicateError';
}

/**
 * The typed error for a failed settings write; other errors come back unchanged. Host and
 * test doubles both use it, so applets can rely on instanceof checks.
 */
export function toSettingsError(error: unknown): unknown {
  if (!(error instanceof ApiError) || error.status !== 409) return error;
  const Type = error.code === DUPLICATE_CODE ? SettingsDuplicateError : SettingsConflictError;
  return new Type(error.message, error.status, error.code, error.body);
}
