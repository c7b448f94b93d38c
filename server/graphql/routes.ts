import type { FastifyError, FastifyInstance } from 'fastify';
import { GraphQLError, type GraphQLFormattedError } from 'graphql';
import { requireAuth } from '../http/auth';
import type { AppContext } from '../http/context';
import { HttpError } from '../lib/errors';
import type { DocumentNode } from 'graphql';
import { runAsTenant } from '../analytics/store/fair';
import { organizationScope } from '../sites/access';
import { requestCost } from './cost';
import { costLimitError, responseTooLarge } from './limits';
import { createExecutor, dropCompiledSourceCache } from './executor';
import { GraphqlRequestError, readRequest } from './request';
import { buildSchema, fieldCosts, type GraphqlContext, type SchemaPart } from './schema';
import { usagePart } from './usage';
import { storeUsageSource, type UsageSource } from './usage-source';

/** Room for variables beside a query of up to 100 KB; larger bodies get a 413. */
const GRAPHQL_BODY_LIMIT = 1024 * 1024;

/** Status-derived codes for resolver errors that carry no code of their own. */
const CODE_BY_STATUS: Record<number, string> = { 400: 'BAD_REQUEST', 401: 'UNAUTHENTICATED', 403: 'FORBIDDEN', 404: 'NOT_FOUND', 409: 'CONFLICT' };

/**
 * Resolver errors keep their message and code only when they are HttpErrors (safe to show,
 * e.g. a site the user may not see, or QUERY_QUEUED from the analytics store); anything
 * else is logged and reported without internals.
 */
function formatError(error: GraphQLError, log: (err: unknown) => void): GraphQLFormattedError {
  const original = error.originalError;
  const base = { message: error.message, ...(error.locations && { locations: error.locations }), ...(error.path && { path: error.path }) };
  // GraphQL's own errors (e.g. a variable a scalar cannot represent) are about the request.
  // Plugins, which cannot import HttpError, throw GraphQLErrors with a code: keep the code.
  if (!original || original instanceof GraphQLError || original instanceof GraphqlRequestError) {
    const code = error.extensions?.code;
    return typeof code === 'string' ? { ...base, extensions: { code } } : base;
  }
  if (original instanceof HttpError) {
    return { ...base, extensions: { code: original.code ?? CODE_BY_STATUS[original.statusCode] ?? 'ERROR', status: original.statusCode } };
  }
  log(original);
  return { ...base, message: 'Internal server error', extensions: { code: 'INTERNAL_SERVER_ERROR' } };
}

export interface GraphqlOptions {
  /** Where page views come from; the context's analytics store by default. */
  usage?: UsageSource;
  /** Further schema parts from later features. */
  parts?: SchemaPart[];
}

/**
 * POST /graphql: `{ query, variables?, operationName? }` → `{ data, errors }`. Requests the
 * server will not run (bad JSON, no query, too large, syntax or validation errors, bad
 * variables) answer 400 `{ errors: [{ message }] }`; resolver errors answer 200 with
 * `errors` beside `data`, as GraphQL does.
 */
export function graphqlRoutes(app: FastifyInstance, ctx: AppContext, opts: GraphqlOptions = {}) {
  const parts = [usagePart(opts.usage ?? storeUsageSource(ctx.analytics)), ...(opts.parts ?? [])];
  const schema = buildSchema(parts);
  const costs = fieldCosts(parts);
  const executor = createExecutor(schema);
  // Evicted compiled queries must leave nothing behind (executor.ts).
  dropCompiledSourceCache();

  // Own scope: the body is read as text and parsed here, so a broken body gets a
  // GraphQL-shaped 400 instead of the JSON parser's generic error.
  app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'string', bodyLimit: GRAPHQL_BODY_LIMIT }, (_request, body, done) => done(null, body));
    scope.setErrorHandler((error: FastifyError | HttpError, request, reply) => {
      if (error instanceof GraphqlRequestError) return reply.code(error.status).send({ errors: error.errors });
      const status = error instanceof HttpError ? error.statusCode : error.statusCode;
      if (status && status >= 400 && status < 500) {
        const code = error instanceof HttpError ? error.code : error.code;
        return reply.code(status).send({ errors: [{ message: error.message, ...(code !== undefined && { extensions: { code } }) }] });
      }
      request.log.error({ err: error }, 'graphql request failed');
      return reply.code(500).send({ errors: [{ message: 'Internal server error' }] });
    });

    scope.post('/graphql', async (request, reply) => {
      const auth = await requireAuth(ctx, request);
      const graphqlRequest = readRequest(request.body);
      const contextValue: GraphqlContext = { ctx, auth, now: new Date() };
      // Introspection is a developer's tool: staff, or a development server. Merchants' console
      // sends its own fixed queries and never needs the schema.
      const introspection = auth.staff || process.env.NODE_ENV !== 'production';
      const inspect = (document: DocumentNode) => {
        const cost = requestCost(schema, document, graphqlRequest.operationName, graphqlRequest.variables ?? {}, costs, contextValue.now);
        if (cost.total > ctx.config.analyticsMaxRequestCost) throw costLimitError(cost.total, ctx.config.analyticsMaxRequestCost);
      };
      // Analytics statements of this request queue as its tenant's (store/fair.ts).
      // One tenant per organization set: a merchant's users share their organizations' turn.
      const scope = await organizationScope(ctx.db, auth);
      const tenant = scope === null ? `staff:${auth.user.id}` : `org:${[...scope].sort().join(',')}`;
      const result = await runAsTenant(tenant, () => executor.run(graphqlRequest, contextValue, { introspection, inspect }));
      const log = (err: unknown) => request.log.error({ err }, 'graphql resolver failed');
      const errors = result.errors?.map((e) => formatError(e, log));
      // No data at all means the request failed before execution (e.g. bad variable types).
      if (result.data === undefined) return reply.code(400).send({ errors });
      const body = JSON.stringify(errors ? { data: result.data, errors } : { data: result.data });
      if (Buffer.byteLength(body) > ctx.config.graphqlMaxResponseBytes) {
        return reply.code(413).send({ errors: [responseTooLarge(Buffer.byteLength(body), ctx.config.graphqlMaxResponseBytes)] });
      }
      return reply.type('application/json; charset=utf-8').send(body);
    });
  });
}
