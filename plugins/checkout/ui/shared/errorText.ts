import { ApiError } from 'sdk';
import { CHECKOUT_MESSAGES as M } from '../../messages';

/** Spec §8: 'code: message' when the server gave a code; queued reports get the polite wording. */
export function errorText(error: Error): string {
  if (error.message.startsWith('Query request has been queued')) return M.queued;
  return M.errorDetail(error.message, error instanceof ApiError ? error.code : undefined);
}
