// Not '../api/http': the boot code in the entry chunk needs SESSION_URL without the sdk.
import { apiTarget, apiUrl } from '../api/apiTarget';
import { takeEarlyResponse } from '../boot/earlyResponses';

/** The signed-in user as GET /api2/auth/ returns it. */
export interface SessionUser {
  _id: string;
  __v?: number;
  email: string;
  name: string;
  first: string;
  last: string;
  title: string;
  businessRole: string;
  tel: string;
  image: string;
  ic_hash?: string;
  staff: boolean;
  csrfToken: string;
  /** Signed in with "Remember me": no idle timeout, so no session-expiry dialog. */
  remember?: boolean;
  /** When the server ends an idle session; null for remembered sessions. */
  idleEndsAt?: string | null;
}

export const SESSION_URL = '/api2/auth/';

/** GET /api2/auth/ as the session and the boot code (core/boot) send it. */
export function fetchSession(): Promise<Response> {
  const { apiBase, credentials } = apiTarget();
  return fetch(apiUrl(SESSION_URL, apiBase), { credentials, headers: { accept: 'application/json' } });
}

/** Resolves with the user, or null when signed out (401). Throws on anything else. */
export async function fetchSessionUser(): Promise<SessionUser | null> {
  const response = await (takeEarlyResponse(SESSION_URL) ?? fetchSession());
  if (response.status === 401) return null;
  if (!response.ok) throw new Error(`${SESSION_URL} answered ${response.status}`);
  return (await response.json()) as SessionUser;
}

/** The name to show for a user: name, else first + last, else e-mail. */
export function displayName(user: Pick<SessionUser, 'name' | 'first' | 'last' | 'email'>): string {
  const full = [user.first, user.last].filter(Boolean).join(' ');
  return user.name?.trim() || full || user.email;
}

/** POST: the server ends the session (core/session/signOut.ts). */
export const LOGOUT_URL = '/api2/auth/logout';

/** Spec 4 and 7: these two calls keep the session alive; the console sends both (idle/keepAlive.ts). */
export const KEEP_ALIVE_URLS = ['/api/users/poke', '/auth/keep-alive'] as const;
