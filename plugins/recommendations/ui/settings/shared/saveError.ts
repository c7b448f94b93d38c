import { ApiError, SettingsConflictError, SettingsDuplicateError } from 'sdk';
import { SETTINGS } from '../messages';

/** What a failed settings write tells the merchant (spec 8's save failure dialog). */
export function saveErrorText(error: unknown): string {
  if (error instanceof SettingsDuplicateError) return SETTINGS.duplicate;
  if (error instanceof SettingsConflictError) return SETTINGS.conflict;
  const text = error instanceof Error ? error.message : String(error);
  return `${SETTINGS.additionalInformation}${text}`;
}

/** The server's message for a refused shop call, if it sent one. */
export const apiMessage = (error: unknown, fallback: string) => (error instanceof ApiError && error.status > 0 && error.status < 500 && error.message ? error.message : fallback);
