import type { ApiRequestOptions, ApiService, HttpMethod, QueryValue } from '../services/api';

/** A request as MockApi saw it, defaults filled in. */
export interface RecordedRequest {
  readonly method: HttpMethod;
  readonly path: string;
  readonly query: Readonly<Record<string, QueryValue>>;
  readonly body: unknown;
  readonly silent: boolean;
}

const key = (method: HttpMethod, path: string) => `${method} ${path}`;

/**
 * ApiService with programmed answers: `api.respond('GET', '/api2/things', [...])`.
 * Matches on method and exact path (the query is recorded, not matched). An unprogrammed
 * call rejects with an Error naming it, so a test never waits on a request nobody answers.
 */
export class MockApi implements ApiService {
  readonly requests: RecordedRequest[] = [];
  readonly #responses = new Map<string, unknown>();

  /**
   * Programs (or replaces) the answer to `method path`: a response body, an Error to reject
   * with, or a function of the RecordedRequest returning either. Returns this for chaining.
   */
  respond(method: HttpMethod, path: string, response: unknown): this {
    this.#responses.set(key(method, path), response);
    return this;
  }

  fetch = async <T = unknown>(path: string, options: ApiRequestOptions = {}): Promise<T> => {
    const method = options.method ?? 'GET';
    const request: RecordedRequest = {
      method,
      path,
      query: { ...options.query },
      body: options.body,
      silent: options.silent ?? false,
    };
    this.requests.push(request);
    if (!this.#responses.has(key(method, path))) {
      throw new Error(`MockApi: no response for ${key(method, path)}; program one with api.respond('${method}', '${path}', body)`);
    }
    const programmed = this.#responses.get(key(method, path));
    const response = typeof programmed === 'function' ? await programmed(request) : programmed;
    if (response instanceof Error) throw response;
    // A JSON round trip, like the wire: callers cannot mutate the test's fixtures.
    return (response === undefined ? undefined : JSON.parse(JSON.stringify(response))) as T;
  };
}
