import { CHART_MESSAGES, QUEUED_PREFIX } from './messages';

interface ErrorLike {
  message?: unknown;
  code?: unknown;
  extensions?: { code?: unknown };
}

function parts(error: unknown): { message: string; code?: string } {
  if (typeof error === 'string') return { message: error };
  if (!error || typeof error !== 'object') return { message: '' };
  const { message, code, extensions } = error as ErrorLike;
  // ApiError carries the GraphQL extensions.code as `code`; a raw GraphQL error keeps it nested.
  const rawCode = code ?? extensions?.code;
  return {
    message: typeof message === 'string' ? message : '',
    code: typeof rawCode === 'string' || typeof rawCode === 'number' ? String(rawCode) : undefined,
  };
}

/** Whether the server queued the query (it outran its budget): not a failure, a wait. */
export function isQueuedError(error: unknown): boolean {
  return parts(error).message.startsWith(QUEUED_PREFIX);
}

/**
 * What the chart error box says for a failed report query (spec §8): the queued text for a
 * queued query, 'code: message' when the error has a code, else the message, else the default.
 */
export function errorText(error: unknown): string {
  const { message, code } = parts(error);
  if (message.startsWith(QUEUED_PREFIX)) return CHART_MESSAGES.queued;
  if (!message) return CHART_MESSAGES.unexpected;
  return code ? `${code}: ${message}` : message;
}
