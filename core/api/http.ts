// The one place that talks HTTP to the console's own backend.
import { ApiError } from '../sdk';
import { takeEarlyResponse } from '../boot/earlyResponses';
import { apiTarget, apiUrl, type ApiTarget } from './apiTarget';

// Re-exported: callers and tests reach the endpoint through the HTTP layer, as before the
// endpoint moved to a module of its own (the boot code needs it without the sdk).
export { apiTarget, apiUrl, resetApiTarget, type ApiTarget } from './apiTarget';

// Backend failures are the SDK's ApiError, so applets and the console share one error type.
export { ApiError };

/** RequestInit plus what the console adds. */
export interface ApiFetchInit extends RequestInit {
  /** The caller shows the error itself: no "Unable to continue" modal for 5xx and network failures. */
  silent?: boolean;
}

/** What the console wants to know about every call (loading bar, error modal, sign-out). */
export interface HttpObserver {
  requestStarted?(): void;
  requestEnded?(): void;
  /** A 5xx answer or no answer at all, on a call that is not silent. */
  failed?(error: ApiError): void;
  /** A 401: the session is gone. Never logged. */
  unauthorized?(path: string): void;
}

const observers = new Set<HttpObserver>();

/** Registers an observer; returns the function that removes it. */
export function observeHttp(observer: HttpObserver): () => void {
  observers.add(observer);
  return () => observers.delete(observer);
}

function notify<K extends keyof HttpObserver>(event: K, ...args: Parameters<NonNullable<HttpObserver[K]>>): void {
  for (const observer of observers) {
    try {
      (observer[event] as ((...a: typeof args) => void) | undefined)?.(...args);
    } catch (error) {
      // An observer's bug must not turn a successful call into a failed one.
      console.error('HTTP observer failed', error);
    }
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

function errorCode(body: unknown): string | number | undefined {
  const code = body && typeof body === 'object' ? (body as { code?: unknown }).code : undefined;
  return typeof code === 'string' || typeof code === 'number' ? code : undefined;
}

function isAbort(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'AbortError';
}

/** Whether an error is one the shared error modal is for: 5xx or no answer (status 0). */
export function isServerOrNetworkError(error: unknown): error is ApiError {
  return error instanceof ApiError && (error.status === 0 || error.status >= 500);
}

/**
 * The response the boot code already asked for (core/boot/startBootRequests), when this is the
 * same plain GET: no headers, body, signal or other options of the caller's own.
 */
function earlyResponse(path: string, requestInit: RequestInit, method: string): Promise<Response> | undefined {
  const { method: _method, ...options } = requestInit;
  return method === 'GET' && Object.keys(options).length === 0 ? takeEarlyResponse(path) : undefined;
}

async function send(path: string, init: ApiFetchInit, method: string, api: ApiTarget): Promise<unknown> {
  const { silent: _silent, ...requestInit } = init;
  let response: Response;
  try {
    response = await (earlyResponse(path, requestInit, method) ??
      fetch(apiUrl(path, api.apiBase), {
        ...requestInit,
        method,
        credentials: api.credentials,
        headers: buildHeaders(requestInit, method),
      }));
  } catch (error) {
    if (isAbort(error)) throw error;
    const message = error instanceof Error && error.message ? error.message : String(error);
    throw new ApiError(message, 0);
  }
  let body: unknown;
  try {
    body = await readBody(response);
  } catch (error) {
    if (isAbort(error)) throw error;
    throw new ApiError(error instanceof Error ? error.message : String(error), 0);
  }
  if (!response.ok) throw new ApiError(errorMessage(response, body), response.status, errorCode(body), body);
  return body;
}

/**
 * fetch() for the console's backend at the API endpoint of spec 6 (see apiTarget: '' is the
 * page's own origin; another origin gets credentials 'include'): JSON in and out, the CSRF
 * header on every non-GET call. Resolves with the parsed body; throws an ApiError on a non-2xx
 * answer (status 0 when no answer came). A body given as a string is sent as JSON: pass
 * `JSON.stringify(value)`. 5xx and network failures also open the "Unable to continue" modal
 * unless `silent`; a 401 tells the session it may be over. On a host of no known environment
 * every call fails with "Unable to determine API endpoint", shown in the modal even when
 * `silent`: no caller can do anything better with it.
 */
export async function apiFetch<T = unknown>(path: string, init: ApiFetchInit = {}): Promise<T> {
  const method = (init.method ?? 'GET').toUpperCase();
  notify('requestStarted');
  try {
    let api: ApiTarget;
    try {
      api = apiTarget();
    } catch (error) {
      const failure = new ApiError(error instanceof Error ? error.message : String(error), 0);
      notify('failed', failure);
      throw failure;
    }
    try {
      return (await send(path, init, method, api)) as T;
    } catch (error) {
      if (error instanceof ApiError && error.status === 401) notify('unauthorized', path);
      else if (!init.silent && isServerOrNetworkError(error)) notify('failed', error);
      throw error;
    }
  } finally {
    notify('requestEnded');
  }
}
