// Executes prepared GraphQL requests with graphql-jit: each distinct query is compiled once
// into plain JavaScript and the compiled function is reused. graphql-js's interpreter walks
// every field of every object (resolver lookup, argument coercion, a promise check) on each
// request; the Checkout Score's per-site query completes ~80k fields, which cost it ~100 ms
// against a few ms compiled (npm run bench, analytics breakdown).
import { setFlagsFromString } from 'node:v8';
import { execute, getOperationAST, type DocumentNode, type ExecutionResult, type GraphQLSchema, type VariableDefinitionNode } from 'graphql';
import { getVariableValues } from 'graphql/execution/values';
import { compileQuery, isCompiledQuery, type CompiledQuery } from 'graphql-jit';
import { CompiledQueryCache, estimateCompiledBytes } from './compiled-cache';
import { prepare, type GraphqlRequest } from './request';

/**
 * Estimated bytes of compiled queries kept (compiled-cache.ts). The console's few dozen query
 * shapes take a few MB; a flood of huge distinct queries cannot grow the process past this.
 */
export const COMPILED_QUERY_CACHE_BYTES = 64 * 1024 * 1024;

/**
 * Turns off V8's compilation cache for this process. V8 keeps the source text of every
 * `new Function` it compiled in that cache, after the function itself is gone, until the heap
 * nears its limit: graphql-jit compiles a query to ~1 KB of source per field, so 240 distinct
 * large queries held ~2 GB even with the compiled-query cache evicting them (npm run bench,
 * noisy neighbour: RSS 822 MB -> 2,959 MB). The server compiles each text once; the cache would
 * only help a source compiled twice, and compiled-cache.ts already keeps what is used again.
 * Node has compiled its own modules when the server starts; later imports lose nothing either
 * (each module's source is compiled once).
 */
export function dropCompiledSourceCache(): void {
  setFlagsFromString('--no-compilation-cache');
}

export interface GraphqlExecutor {
  /** Parses, validates (400s as GraphqlRequestError, see request.ts) and runs the request. */
  run(request: GraphqlRequest, contextValue: unknown, opts?: RunOptions): Promise<ExecutionResult>;
  /** How many compiled queries are held, and their estimated bytes (tests check the bounds). */
  readonly cachedQueries: number;
  readonly cachedBytes: number;
}

export interface RunOptions {
  /** Whether __schema and __type may be asked for (validation refuses them otherwise). */
  introspection?: boolean;
  /** Sees every validated document before it runs, cached or not; throws to refuse it. */
  inspect?: (document: DocumentNode) => void;
}

interface Compiled {
  document: DocumentNode;
  query: CompiledQuery;
  variables: readonly VariableDefinitionNode[];
}

/**
 * A query text is compiled the second time it comes (the console repeats its shapes; a query
 * sent once is interpreted by graphql-js and leaves nothing behind), and kept while the
 * estimated bytes of all kept queries stay under `cacheBytes`, least recently used out first.
 */
export function createExecutor(schema: GraphQLSchema, opts: { cacheBytes?: number } = {}): GraphqlExecutor {
  const cache = new CompiledQueryCache<Compiled>(opts.cacheBytes ?? COMPILED_QUERY_CACHE_BYTES);

  const compile = (request: GraphqlRequest, document: DocumentNode): Compiled => {
    const result = compileQuery(schema, document, request.operationName, {
      // Errors are formatted by the route (routes.ts formatError); their stacks are never sent.
      disablingCapturingStackErrors: true,
    });
    // prepare() already refused what cannot compile (unknown operation, subscriptions).
    if (!isCompiledQuery(result)) throw new Error(`graphql-jit could not compile a validated query: ${result.errors?.map((e) => e.message).join('; ')}`);
    return { document, query: result, variables: getOperationAST(document, request.operationName)?.variableDefinitions ?? [] };
  };

  return {
    async run(request, contextValue, opts = {}) {
      // The operation name picks what compiles, so it is part of the key; so does whether
      // introspection was allowed when it was validated.
      const key = `${opts.introspection === false ? 'n' : 'i'}\u0000${request.operationName ?? ''}\u0000${request.query}`;
      let compiled = cache.get(key);
      if (!compiled) {
        // Only a document that parsed and validated is compiled or cached.
        const document = prepare(schema, request, opts);
        const bytes = estimateCompiledBytes(document);
        opts.inspect?.(document);
        if (!cache.admit(key, bytes)) {
          return execute({ schema, document, variableValues: request.variables ?? {}, operationName: request.operationName, contextValue });
        }
        compiled = compile(request, document);
        cache.set(key, compiled, bytes);
      } else opts.inspect?.(compiled.document);
      // Variables are checked by graphql-js first, so a bad one gets graphql-js's exact message
      // (graphql-jit words some differently); the compiled query then coerces them itself.
      const checked = getVariableValues(schema, compiled.variables, request.variables ?? {}, { maxErrors: 50 });
      if (checked.errors) return { errors: checked.errors };
      return compiled.query.query(undefined, contextValue, request.variables ?? {});
    },
    get cachedQueries() {
      return cache.size;
    },
    get cachedBytes() {
      return cache.bytes;
    },
  };
}
