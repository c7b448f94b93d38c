// Executes prepared GraphQL requests with graphql-jit: each distinct query is compiled once
// into plain JavaScript and the compiled function is reused. graphql-js's interpreter walks
// every field of every object (resolver lookup, argument coercion, a promise check) on each
// request; the Checkout Score's per-site query completes ~80k fields, which cost it ~100 ms
// against a few ms compiled (npm run bench, analytics breakdown).
import { getOperationAST, type ExecutionResult, type GraphQLSchema, type VariableDefinitionNode } from 'graphql';
import { getVariableValues } from 'graphql/execution/values';
import { compileQuery, isCompiledQuery, type CompiledQuery } from 'graphql-jit';
import { prepare, type GraphqlRequest } from './request';

/** Distinct query texts kept compiled; the console sends a few dozen shapes. Oldest out first. */
export const COMPILED_QUERY_CACHE_SIZE = 200;

export interface GraphqlExecutor {
  /** Parses, validates (400s as GraphqlRequestError, see request.ts) and runs the request. */
  run(request: GraphqlRequest, contextValue: unknown): Promise<ExecutionResult>;
  /** How many compiled queries are held (tests check the bound). */
  readonly cachedQueries: number;
}

interface Compiled {
  query: CompiledQuery;
  variables: readonly VariableDefinitionNode[];
}

export function createExecutor(schema: GraphQLSchema, opts: { cacheSize?: number } = {}): GraphqlExecutor {
  const cacheSize = opts.cacheSize ?? COMPILED_QUERY_CACHE_SIZE;
  // A Map iterates in insertion order: re-inserting on a hit makes it an LRU.
  const cache = new Map<string, Compiled>();

  const compiled = (request: GraphqlRequest): Compiled => {
    // The operation name picks what compiles, so it is part of the key.
    const key = `${request.operationName ?? ''}\u0000${request.query}`;
    const hit = cache.get(key);
    if (hit) {
      cache.delete(key);
      cache.set(key, hit);
      return hit;
    }
    // Only a document that parsed and validated is compiled or cached.
    const document = prepare(schema, request);
    const result = compileQuery(schema, document, request.operationName, {
      // Errors are formatted by the route (routes.ts formatError); their stacks are never sent.
      disablingCapturingStackErrors: true,
    });
    // prepare() already refused what cannot compile (unknown operation, subscriptions).
    if (!isCompiledQuery(result)) throw new Error(`graphql-jit could not compile a validated query: ${result.errors?.map((e) => e.message).join('; ')}`);
    const entry = { query: result, variables: getOperationAST(document, request.operationName)?.variableDefinitions ?? [] };
    cache.set(key, entry);
    if (cache.size > cacheSize) cache.delete(cache.keys().next().value as string);
    return entry;
  };

  return {
    async run(request, contextValue) {
      const { query, variables } = compiled(request);
      // Variables are checked by graphql-js first, so a bad one gets graphql-js's exact message
      // (graphql-jit words some differently); the compiled query then coerces them itself.
      const checked = getVariableValues(schema, variables, request.variables ?? {}, { maxErrors: 50 });
      if (checked.errors) return { errors: checked.errors };
      return query.query(undefined, contextValue, request.variables ?? {});
    },
    get cachedQueries() {
      return cache.size;
    },
  };
}
