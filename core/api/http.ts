// The one place that talks HTTP to the console's own backend.

/** An HTTP error from the backend; `message` is the server's JSON `message` when it sent one. */
export class ApiError extends Error {
  override readonly name = 'ApiError';

  constructor(
    message: string,
    readonly status: number,
    readonly body: unknown,
  ) {
    super(message);
  }
}

let csrfToken: string | undefined;

/** Set from the session (GET /api2/auth/ returns it); sent on every state-changing call. */
export function setCsrfToken(token: string | undefined): void {
  csrfToken = token;
}

function isJsonBody(body: BodyInit | null | undefined): boolean {
  return typeof body === 'string';
}

function buildHeaders(init: RequestInit, method: string): Headers {
  const headers = new Headers(init.headers);
  if (!headers.has('accept')) headers.set('accept', 'application/json');
  if (isJsonBody(init.body) && !headers.has('content-type')) {
    headers.set('content-type', 'application/json');
  }
  if (method !== 'GET' && csrfToken) headers.set('x-csrf-token', csrfToken);
  return headers;
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  const type = response.headers.get('content-type') ?? '';
  if (!type.includes('json')) return text;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

function errorMessage(response: Response, body: unknown): string {
  if (body && typeof body === 'object') {
    const { message, errmsg } = body as { message?: unknown; errmsg?: unknown };
    if (typeof message === 'string' && message) return message;
    if (typeof errmsg === 'string' && errmsg) return errmsg;
  }
  return `${response.status} ${response.statusText}`.trim();
}

/**
 * fetch() for the console's backend: same-origin cookies, JSON in and out, the CSRF header on
 * every non-GET call. Resolves with the parsed body; throws an ApiError on a non-2xx answer.
 * A body given as a string is sent as JSON: pass `JSON.stringify(value)`.
 */
export async function apiFetch<T = unknown>(path: string, init: RequestInit = {}): Promise<T> {
  const method = (init.method ?? 'GET').toUpperCase();
  const response = await fetch(path, {
    ...init,
    method,
    credentials: 'same-origin',
    headers: buildHeaders(init, method),
  });
  const body = await readBody(response);
  if (!response.ok) throw new ApiError(errorMessage(response, body), response.status, body);
  return body as T;
}
