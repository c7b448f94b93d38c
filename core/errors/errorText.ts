import { ERROR_MESSAGES } from './messages';

/**
 * What the error modal shows for an error (spec 8): its message, else its text form. The
 * message of an ApiError is already the response body's message when the server sent one.
 */
export function errorText(error: unknown): string {
  if (error instanceof Error) {
    if (error.message) return error.message;
    const text = String(error);
    return text && text !== 'Error' ? text : ERROR_MESSAGES.unknown;
  }
  if (typeof error === 'string') return error || ERROR_MESSAGES.unknown;
  if (error && typeof error === 'object') {
    const { message } = error as { message?: unknown };
    if (typeof message === 'string' && message) return message;
    try {
      return JSON.stringify(error);
    } catch {
      return ERROR_MESSAGES.unknown;
    }
  }
  return error === undefined || error === null ? ERROR_MESSAGES.unknown : String(error);
}
