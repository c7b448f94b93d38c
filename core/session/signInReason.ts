// Why the sign-in page is showing, and where to go back to afterwards. The reason travels in
// the /login URL because an idle logout leaves through a full page load.
import { LOGIN_PATH } from '../routing/paths';
import { SESSION_MESSAGES } from './messages';
import { sameOriginPath } from '../../sdk/urls/sameOriginPath';

export const SIGN_IN_REASON_PARAM = 'reason';
export const NEXT_PARAM = 'next';

/** expired: the server ended the session while the user worked; idle: the console signed out. */
export type SignInReason = 'expired' | 'idle';

export function loginUrl(reason: SignInReason, next?: string): string {
  const params = new URLSearchParams({ [SIGN_IN_REASON_PARAM]: reason });
  const safe = next === undefined ? null : safeNextPath(next);
  if (safe && safe !== LOGIN_PATH) params.set(NEXT_PARAM, safe);
  return `${LOGIN_PATH}?${params}`;
}

/** The message the sign-in page shows for `?reason=`, or null. */
export function signInReasonMessage(search: string): string | null {
  switch (new URLSearchParams(search).get(SIGN_IN_REASON_PARAM)) {
    case 'expired':
      return SESSION_MESSAGES.sessionEnded;
    case 'idle':
      return SESSION_MESSAGES.idleSignedOut;
    default:
      return null;
  }
}

/**
 * A path on this console only ("/app/home?settings=me"); anything else is dropped. The same
 * function as the server's check of the sign-in form's `next`, so the page never offers a
 * target the server would refuse. Imported by file, not through core/sdk.ts: the cold sign-in
 * page loads a few KB of script and must not pull in the SDK's index.
 */
export function safeNextPath(next: string | null): string | null {
  return sameOriginPath(next);
}

export function nextFromSearch(search: string): string | null {
  return safeNextPath(new URLSearchParams(search).get(NEXT_PARAM));
}
