import { readCookie } from '../lib/endpoint/cookies';

/** Set by staff tools while a staff member acts as a merchant (spec 4). */
export const IMPERSONATING_COOKIE = 'impersonating';

/** True when the `impersonating` cookie holds a truthy value (anything but '', 0, false). */
export function isImpersonating(cookieString: string = document.cookie): boolean {
  const value = readCookie(cookieString, IMPERSONATING_COOKIE)?.trim().toLowerCase();
  return value !== undefined && value !== '' && value !== '0' && value !== 'false';
}
