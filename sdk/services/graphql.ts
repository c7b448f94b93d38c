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
}

export const graphqlRef = createServiceRef<GraphqlService>('vitrine.graphql');
