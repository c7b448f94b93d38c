// What a failed Pick tells the merchant (spec 6 and 8).
import { ApiError } from '../api/http';
import { PLANS_MESSAGES } from './messages';

export interface ChangePlanErrorView {
  /** warning: the change is refused by policy (blockModify); danger: it failed. */
  readonly intent: 'warning' | 'danger';
  readonly message: string;
}

export function changePlanError(error: unknown): ChangePlanErrorView {
  if (error instanceof ApiError) {
    // blockModify comes back as a 403 carrying the spec's warning text: show it as sent.
    if (error.status === 403) return { intent: 'warning', message: error.message || PLANS_MESSAGES.blockModify };
    if (error.status < 500 && error.body !== undefined) return { intent: 'danger', message: error.message };
  }
  return { intent: 'danger', message: PLANS_MESSAGES.temporaryProblem };
}

/**
 * Where change-plan sends the browser: the platform's confirmation page. Only http(s)
 * addresses are followed, so a bad answer can never run script in the console's origin.
 */
export function redirectTarget(url: unknown, base: string): string | null {
  if (typeof url !== 'string' || !url) return null;
  try {
    const target = new URL(url, base);
    return target.protocol === 'https:' || target.protocol === 'http:' ? target.toString() : null;
  } catch {
    return null;
  }
}
