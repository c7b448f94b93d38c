import { ApiError as HttpApiError, apiFetch } from '../api/http';
import type { ErrorStore } from '../errors/ErrorStore';
import { GraphqlClient, type GraphqlAnswer, type GraphqlPost } from '../lib/graphql/GraphqlClient';
import { GraphqlError } from '../lib/graphql/GraphqlError';
import { ApiError, type GraphqlService } from '../sdk';
import { isReportable } from './api';

export const GRAPHQL_PATH = '/graphql';

/** POST /graphql; a 4xx answer that carries GraphQL errors is still an answer. */
export const postGraphql: GraphqlPost = async (body) => {
  try {
    return await apiFetch<GraphqlAnswer>(GRAPHQL_PATH, { method: 'POST', body: JSON.stringify(body), silent: true });
  } catch (error) {
    const answer = error instanceof HttpApiError ? (error.body as GraphqlAnswer | undefined) : undefined;
    if (answer && typeof answer === 'object' && Array.isArray(answer.errors)) return answer;
    throw error;
  }
};

/** The SDK promises ApiError: a GraphQL error keeps its message and code (extensions.code). */
export function toApiError(error: unknown): unknown {
  if (error instanceof ApiError) return error;
  if (error instanceof GraphqlError) return new ApiError(error.message, 200, error.code, { errors: error.errors });
  if (error instanceof DOMException && error.name === 'AbortError') return error;
  if (error instanceof Error) return new ApiError(error.message, 0);
  return new ApiError(String(error), 0);
}

export function createGraphqlService({ client, errors }: { client: GraphqlClient; errors: ErrorStore }): GraphqlService {
  return {
    query: async <T = unknown>(
      query: string,
      variables?: Readonly<Record<string, unknown>>,
      options: Parameters<GraphqlService['query']>[2] = {},
    ): Promise<T> => {
      try {
        return await client.query<T>(query, variables, { cache: options.cache });
      } catch (error) {
        const apiError = toApiError(error);
        if (!options.silent && isReportable(apiError)) errors.report(apiError);
        throw apiError;
      }
    },
    cached: <T = unknown>(query: string, variables?: Readonly<Record<string, unknown>>): T | undefined => client.cached<T>(query, variables),
  };
}
