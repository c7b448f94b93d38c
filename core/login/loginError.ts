import { LOGIN_MESSAGES } from './messages';

/** The query parameter by which the server reports a failed sign-in. */
export const LOGIN_ERROR_PARAM = 'err';

/**
 * The longest message shown. The server's own messages are one short sentence; anything longer
 * came from a hand-made link (`?err=` is the URL's), so it is cut rather than filling the card.
 */
export const MAX_LOGIN_ERROR_LENGTH = 300;

function nonEmptyString(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() ? value : undefined;
}

function shortened(text: string): string {
  return text.length <= MAX_LOGIN_ERROR_LENGTH ? text : `${text.slice(0, MAX_LOGIN_ERROR_LENGTH - 1)}…`;
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
      if (text) return shortened(text);
    }
  } catch {
    // Not JSON: fall through to the generic message.
  }
  return LOGIN_MESSAGES.unknownError;
}
