import { LOGIN_MESSAGES } from './messages';

/** The query parameter by which the server reports a failed sign-in. */
export const LOGIN_ERROR_PARAM = 'err';

function nonEmptyString(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() ? value : undefined;
}

/**
 * The message to show for `?err=`: its JSON `message`, else its `errmsg`, else "Unknown error".
 * Null when there is no err parameter.
 */
export function readLoginError(search: string): string | null {
  const raw = new URLSearchParams(search).get(LOGIN_ERROR_PARAM);
  if (raw === null) return null;
  try {
    const parsed: unknown = JSON.parse(raw);
    if (parsed && typeof parsed === 'object') {
      const { message, errmsg } = parsed as { message?: unknown; errmsg?: unknown };
      const text = nonEmptyString(message) ?? nonEmptyString(errmsg);
      if (text) return text;
    }
  } catch {
    // Not JSON: fall through to the generic message.
  }
  return LOGIN_MESSAGES.unknownError;
}
