import { createServiceRef } from './serviceRef';

/**
 * Any failed backend call. `message` is the server's message when it sent one; `code` is the
 * server's error code (11000 for duplicates, 'STALE_VERSION', a GraphQL extensions.code).
 * status 0 means the request never got an answer (network failure).
 */
export class ApiError extends Error {
  override readonly name: string = 'ApiError';

  constructor(
    message: string,
    readonly status: number,
    readonly code?: string | number,
    /** The parsed response body, for callers that need more than the message. */
    readonly body?: unknown,
  ) {
    super(message);
  }
}

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export type QueryValue = string | number | boolean | null | undefined;

export interface ApiRequestOptions {
  /** Default GET. */
  readonly method?: HttpMethod;
  /** Added to the URL; null and undefined values are left out. */
  readonly query?: Readonly<Record<string, QueryValue>>;
  /** Sent as JSON. */
  readonly body?: unknown;
  /** The caller handles the error itself: do not show the shared "Unable to continue" modal. */
  readonly silent?: boolean;
  readonly signal?: AbortSignal;
}

/**
 * Authenticated JSON calls to the console's backend. The host adds the current site as the
 * `site` query parameter (unless `query.site` is given), sends the CSRF header on state
 * changes, and routes non-silent failures to the error modal before rejecting with ApiError.
 */
export interface ApiService {
  fetch<T = unknown>(path: string, options?: ApiRequestOptions): Promise<T>;
}

export const apiRef = createServiceRef<ApiService>('vitrine.api');
