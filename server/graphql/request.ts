import { getOperationAST, GraphQLError, NoSchemaIntrospectionCustomRule, parse, specifiedRules, validate, type DocumentNode, type GraphQLSchema } from 'graphql';

import { MAX_QUERY_DEPTH, nestsDeeperThan } from './depth';

/** Spec: a query larger than this is refused before parsing. */
export const MAX_QUERY_BYTES = 100 * 1024;
/** Caps parser work on hostile input well above any real query. */
export const MAX_TOKENS = 10_000;

export interface RequestErrorItem {
  message: string;
  locations?: ReadonlyArray<{ line: number; column: number }>;
  extensions?: { code: string };
}

/** A request the server will not execute: answered with `status` and `{ errors }`. */
export class GraphqlRequestError extends Error {
  constructor(
    readonly status: number,
    readonly errors: RequestErrorItem[],
  ) {
    super(errors[0]?.message ?? 'Bad request');
  }
}

const bad = (message: string) => new GraphqlRequestError(400, [{ message }]);

/** A query over one of the parser's limits: 400 naming the limit, with a code to test on. */
const overLimit = (code: 'QUERY_TOO_LARGE' | 'QUERY_TOO_DEEP' | 'TOO_MANY_TOKENS', message: string) =>
  new GraphqlRequestError(400, [{ message, extensions: { code } }]);

/** graphql-js's own words when `maxTokens` stops it. */
// (graphql-js 16 spells it "more that"; a later release may fix the typo.)
const TOKEN_LIMIT_HIT = /Document contains more tha[nt] \d+ tokens/;

export interface GraphqlRequest {
  query: string;
  variables: Record<string, unknown> | undefined;
  operationName: string | undefined;
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** The POST body (raw text) to a checked { query, variables, operationName }. */
export function readRequest(raw: unknown): GraphqlRequest {
  if (typeof raw !== 'string' || raw.trim() === '') throw bad('Missing request body: send JSON with a query');
  let body: unknown;
  try {
    body = JSON.parse(raw);
  } catch {
    throw bad('The request body is not valid JSON');
  }
  if (!isRecord(body)) throw bad('The request body must be a JSON object with a query');
  const { query, variables, operationName } = body;
  if (query === undefined || query === null || query === '') throw bad('Missing query');
  if (typeof query !== 'string') throw bad('query must be a string');
  if (Buffer.byteLength(query) > MAX_QUERY_BYTES) {
    throw overLimit('QUERY_TOO_LARGE', `The query is larger than ${MAX_QUERY_BYTES / 1024} KB, the most one request may send`);
  }
  let vars = variables;
  if (typeof vars === 'string') {
    try {
      vars = JSON.parse(vars);
    } catch {
      throw bad('variables must be a JSON object');
    }
  }
  if (vars !== undefined && vars !== null && !isRecord(vars)) throw bad('variables must be a JSON object');
  if (operationName !== undefined && operationName !== null && (typeof operationName !== 'string' || operationName.length > 200)) {
    throw bad('operationName must be a string');
  }
  return { query, variables: (vars ?? undefined) as Record<string, unknown> | undefined, operationName: operationName ?? undefined };
}

const items = (errors: readonly GraphQLError[]): RequestErrorItem[] =>
  errors.map((e) => (e.locations ? { message: e.message, locations: e.locations } : { message: e.message }));

/** graphql-js appends ' Did you mean "a", "b" or "c"?' to unknown-name errors. */
const withoutSuggestions = (message: string) => message.replace(/\s*Did you mean [^?]*\?$/, '');

/** The validation rules without __schema and __type: the schema is not shown to everyone. */
const NO_INTROSPECTION = [...specifiedRules, NoSchemaIntrospectionCustomRule];

/**
 * Parses and validates against the schema; syntax errors and unknown fields are a 400, and so
 * is introspection (__schema, __type) unless `introspection` allows it.
 */
export function prepare(schema: GraphQLSchema, request: GraphqlRequest, opts: { introspection?: boolean } = {}): DocumentNode {
  // Before the parser, which recurses once per level and would overflow the stack.
  if (nestsDeeperThan(request.query, MAX_QUERY_DEPTH)) {
    throw overLimit('QUERY_TOO_DEEP', `The query nests more than ${MAX_QUERY_DEPTH} levels deep ({ }, ( ) or [ ]); a query may nest at most ${MAX_QUERY_DEPTH}`);
  }
  let document: DocumentNode;
  try {
    document = parse(request.query, { maxTokens: MAX_TOKENS });
  } catch (err) {
    if (err instanceof GraphQLError && TOKEN_LIMIT_HIT.test(err.message)) {
      throw overLimit('TOO_MANY_TOKENS', `The query holds more than ${MAX_TOKENS.toLocaleString('en-US')} tokens, the most one request may hold`);
    }
    if (err instanceof GraphQLError) throw new GraphqlRequestError(400, items([err]));
    throw err;
  }
  const errors = validate(schema, document, opts.introspection === false ? NO_INTROSPECTION : specifiedRules);
  if (errors.length) {
    const found = items(errors);
    // "Did you mean …?" names fields and types: without introspection, no guessing the schema either.
    throw new GraphqlRequestError(400, opts.introspection === false ? found.map((e) => ({ ...e, message: withoutSuggestions(e.message) })) : found);
  }
  const operation = getOperationAST(document, request.operationName);
  if (!operation) {
    throw bad(request.operationName ? `Unknown operation: ${request.operationName}` : 'Provide operationName when the query holds several operations');
  }
  if (operation.operation === 'subscription') throw bad('Subscriptions are not supported');
  // graphql-js 16 only notices a missing mutation type at execution: refuse it up front.
  if (operation.operation === 'mutation' && !schema.getMutationType()) throw bad('This schema has no mutations');
  return document;
}
