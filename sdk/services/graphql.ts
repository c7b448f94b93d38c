import { createServiceRef } from './serviceRef';

export interface GraphqlOptions {
  /** Default true: answers are cached (100 entries, 1 hour). False for data that must be fresh. */
  readonly cache?: boolean;
  /** As for ApiService: the caller shows the error itself. */
  readonly silent?: boolean;
}

/**
 * POST /graphql. Resolves with `data`. An answer carrying `errors` rejects with an ApiError
 * whose message and code are the first error's; QUERY_QUEUED answers are retried by the host
 * (after 10 s) and never reach the applet.
 */
export interface GraphqlService {
  query<T = unknown>(query: string, variables?: Readonly<Record<string, unknown>>, options?: GraphqlOptions): Promise<T>;
  /**
   * The answer the cache holds for this query and these variables, else undefined; never sends
   * a request (since 1.2.0). A page renders with it at once instead of showing its loading
   * state for a render, e.g. after its `prefetch` or another page asked the same query.
   */
  cached<T = unknown>(query: string, variables?: Readonly<Record<string, unknown>>): T | undefined;
}

export const graphqlRef = createServiceRef<GraphqlService>('vitrine.graphql');
