import { apiFetch } from '../api/http';
import { LOGOUT_URL } from './sessionUser';
import { loginUrl, type SignInReason } from './signInReason';

/**
 * Ends the session on the server (a POST carrying the CSRF token, so no other site can sign
 * anyone out), then opens the sign-in page. A failed call still leaves: the server ends the
 * session at its idle timeout anyway, and staying would show a console that no longer works.
 */
export async function signOut(
  navigate: (url: string) => void = (url) => window.location.assign(url),
  /** idle: the sign-in page tells the user why they were signed out. */
  reason?: SignInReason,
): Promise<void> {
  try {
    await apiFetch(LOGOUT_URL, { method: 'POST', silent: true });
  } catch {
    /* leaving all the same */
  }
  navigate(reason ? loginUrl(reason) : '/login');
}
