import type { GraphqlOptions, GraphqlService } from '../services/graphql';

export interface RecordedQuery {
  readonly query: string;
  readonly variables: Readonly<Record<string, unknown>>;
  readonly options: GraphqlOptions;
}

/**
 * GraphqlService with programmed answers: `graphql.respond('compareSessions', { ... })`
 * answers every query containing that text (or matching a RegExp) with that `data`.
 * The latest matching program wins; an Error rejects; a function gets the RecordedQuery.
 */
export class MockGraphql implements GraphqlService {
  readonly queries: RecordedQuery[] = [];
  readonly #programs: { readonly match: string | RegExp; readonly response: unknown }[] = [];

  respond(match: string | RegExp, response: unknown): this {
    this.#programs.unshift({ match, response });
    return this;
  }

  /** Answers `cached()` gives, by the same matching as respond(); none by default. */
  readonly #cached: { readonly match: string | RegExp; readonly data: unknown }[] = [];

  /**
   * `graphql.cache('checkoutScore(', data)`: cached() answers queries containing that text with
   * that data; a function gets the variables and may return undefined (not cached).
   */
  cache(match: string | RegExp, data: unknown): this {
    this.#cached.unshift({ match, data });
    return this;
  }

  cached = <T = unknown>(query: string, variables: Readonly<Record<string, unknown>> = {}): T | undefined => {
    const hit = this.#cached.find(({ match }) => (typeof match === 'string' ? query.includes(match) : match.test(query)));
    const data: unknown = typeof hit?.data === 'function' ? (hit.data as (v: typeof variables) => unknown)(variables) : hit?.data;
    return data === undefined ? undefined : (JSON.parse(JSON.stringify(data)) as T);
  };

  query = async <T = unknown>(
    query: string,
    variables: Readonly<Record<string, unknown>> = {},
    options: GraphqlOptions = {},
  ): Promise<T> => {
    const recorded: RecordedQuery = { query, variables, options };
    this.queries.push(recorded);
    const program = this.#programs.find(({ match }) => (typeof match === 'string' ? query.includes(match) : match.test(query)));
    if (!program) throw new Error(`MockGraphql: no response for query ${JSON.stringify(query.slice(0, 80))}`);
    const response = typeof program.response === 'function' ? await program.response(recorded) : program.response;
    if (response instanceof Error) throw response;
    return (response === undefined ? undefined : JSON.parse(JSON.stringify(response))) as T;
  };
}
