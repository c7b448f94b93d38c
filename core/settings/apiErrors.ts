// How a failed call reads in the settings forms (spec 8): the server's own message for the
// merchant's mistakes, a reload hint for stale records, the shell's wording for the rest.
import { ApiError } from '../api/http';
import { SETTINGS_MESSAGES } from './messages';

export interface ErrorView {
  readonly message: string;
  /** The record changed elsewhere (409): only a reload brings the current version. */
  readonly reload: boolean;
  /** The form field the server refused (its body's `field`): the message goes under it. */
  readonly field?: string;
}

const fieldOf = (body: unknown): string | undefined => {
  const field = body && typeof body === 'object' ? (body as { field?: unknown }).field : undefined;
  return typeof field === 'string' && field ? field : undefined;
};

export function describeError(error: unknown): ErrorView {
  if (error instanceof ApiError) {
    if (error.status === 409) return { message: error.message || SETTINGS_MESSAGES.staleRecord, reload: true };
    // A 4xx message is the server telling the merchant what to fix; "404 Not Found" from a
    // body-less answer is not worth more than the generic text.
    if (error.status < 500 && error.body !== undefined) return { message: error.message, reload: false, field: fieldOf(error.body) };
  }
  return { message: SETTINGS_MESSAGES.temporaryProblem, reload: false };
}
