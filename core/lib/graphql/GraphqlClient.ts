// The console's GraphQL client (spec section 7): answers cached 100 entries for 1 hour,
// identical requests in flight shared, QUERY_QUEUED answers retried after 10 s. Transport,
// clock and timer are injected so the rules can be tested without a network or waiting.
import { cacheKey } from './cacheKey';
import { GraphqlError, type GraphqlServerError } from './GraphqlError';
import { LruCache } from './lruCache';
import { EMPTY_ANSWER_MESSAGE, QUERY_QUEUED_CODE, STILL_QUEUED_MESSAGE } from './messages';

export type GraphqlVariables = Readonly<Record<string, unknown>>;

export interface GraphqlRequestBody {
  readonly query: string;
  readonly variables?: GraphqlVariables;
}

export interface GraphqlAnswer {
  readonly data?: unknown;
  readonly errors?: readonly GraphqlServerError[];
}

/** Sends one request (POST /graphql); rejects only when no answer came (network failure). */
export type GraphqlPost = (body: GraphqlRequestBody) => Promise<GraphqlAnswer>;

export interface GraphqlClientOptions {
  readonly post: GraphqlPost;
  readonly now?: () => number;
  readonly sleep?: (ms: number) => Promise<void>;
  readonly maxEntries?: number;
  readonly ttlMs?: number;
  readonly retryDelayMs?: number;
  /** Retries of a queued query before giving up: 30 × 10 s is five minutes of waiting. */
  readonly maxRetries?: number;
}

export interface GraphqlQueryOptions {
  /** Default true. False skips the cached answer; the fresh answer still refreshes the cache. */
  readonly cache?: boolean;
}

export const GRAPHQL_CACHE_ENTRIES = 100;
export const GRAPHQL_CACHE_TTL_MS = 60 * 60 * 1000;
export const QUERY_QUEUED_RETRY_MS = 10_000;
export const QUERY_QUEUED_MAX_RETRIES = 30;

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

const isQueued = (error: GraphqlServerError) => error?.extensions?.code === QUERY_QUEUED_CODE;

export class GraphqlClient {
  private readonly post: GraphqlPost;
  private readonly sleep: (ms: number) => Promise<void>;
  private readonly retryDelayMs: number;
  private readonly maxRetries: number;
  private readonly cache: LruCache<unknown>;
  private readonly inFlight = new Map<string, Promise<unknown>>();
  /** Bumped by clear(), so answers to requests sent before it are not cached after it. */
  private generation = 0;

  constructor(options: GraphqlClientOptions) {
    this.post = options.post;
    this.sleep = options.sleep ?? wait;
    this.retryDelayMs = options.retryDelayMs ?? QUERY_QUEUED_RETRY_MS;
    this.maxRetries = options.maxRetries ?? QUERY_QUEUED_MAX_RETRIES;
    this.cache = new LruCache({
      maxEntries: options.maxEntries ?? GRAPHQL_CACHE_ENTRIES,
      ttlMs: options.ttlMs ?? GRAPHQL_CACHE_TTL_MS,
      now: options.now,
    });
  }

  /**
   * Resolves with the answer's `data`; rejects with a GraphqlError when it carried errors, or
   * with the transport's own error. Cached answers are shared objects: treat them as read-only.
   */
  query<T = unknown>(query: string, variables?: GraphqlVariables, options: GraphqlQueryOptions = {}): Promise<T> {
    const key = cacheKey(query, variables);
    if (options.cache !== false) {
      const cached = this.cache.get(key);
      if (cached !== undefined) return Promise.resolve(cached as T);
    }
    // A request already on its way is at least as fresh as a new one would be.
    const pending = this.inFlight.get(key);
    if (pending) return pending as Promise<T>;

    const generation = this.generation;
    const request = this.send({ query, ...(variables ? { variables } : {}) }).then(
      (data) => {
        if (generation === this.generation) this.cache.set(key, data);
        return data;
      },
    );
    const settled = () => {
      if (this.inFlight.get(key) === request) this.inFlight.delete(key);
    };
    request.then(settled, settled);
    this.inFlight.set(key, request);
    return request as Promise<T>;
  }

  /** The cached answer to this query and these variables, else undefined; sends nothing. */
  cached<T = unknown>(query: string, variables?: GraphqlVariables): T | undefined {
    return this.cache.get(cacheKey(query, variables)) as T | undefined;
  }

  /** Forgets cached answers and in-flight sharing, e.g. when the site changes. */
  clear(): void {
    this.generation += 1;
    this.cache.clear();
    this.inFlight.clear();
  }

  private async send(body: GraphqlRequestBody): Promise<unknown> {
    for (let retries = 0; ; retries += 1) {
      const answer = await this.post(body);
      const errors = Array.isArray(answer?.errors) ? answer.errors : [];
      if (errors.length === 0) {
        if (!answer || answer.data === undefined) throw new GraphqlError(EMPTY_ANSWER_MESSAGE);
        return answer.data;
      }
      // A real error next to a queued one is still an error: report it rather than wait.
      const real = errors.filter((error) => !isQueued(error));
      if (real.length > 0) throw GraphqlError.fromServerErrors(real);
      if (retries >= this.maxRetries) {
        throw new GraphqlError(STILL_QUEUED_MESSAGE(this.maxRetries), QUERY_QUEUED_CODE, errors);
      }
      await this.sleep(this.retryDelayMs);
    }
  }
}
