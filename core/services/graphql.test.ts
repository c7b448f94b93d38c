import { ErrorStore } from '../errors/ErrorStore';
import { GraphqlClient } from '../lib/graphql/GraphqlClient';
import { GraphqlError } from '../lib/graphql/GraphqlError';
import { ApiError } from '../sdk';
import { createGraphqlService, postGraphql, toApiError } from './graphql';

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

describe('toApiError', () => {
  it('keeps message and code of a GraphQL error', () => {
    const error = toApiError(new GraphqlError('Site not found', 'NOT_FOUND')) as ApiError;
    expect(error).toBeInstanceOf(ApiError);
    expect(error.message).toBe('Site not found');
    expect(error.code).toBe('NOT_FOUND');
  });

  it('passes ApiErrors through and wraps anything else', () => {
    const api = new ApiError('x', 500);
    expect(toApiError(api)).toBe(api);
    expect((toApiError(new Error('offline')) as ApiError).status).toBe(0);
  });
});

describe('the graphql service', () => {
  const fetchMock = jest.fn<Promise<Response>, [string, RequestInit]>();
  beforeEach(() => {
    fetchMock.mockReset();
    global.fetch = fetchMock as unknown as typeof fetch;
  });

  it('posts the query to /graphql and resolves with data', async () => {
    fetchMock.mockResolvedValue(json(200, { data: { usage: 1 } }));
    const errors = new ErrorStore();
    const { query } = createGraphqlService({ client: new GraphqlClient({ post: postGraphql }), errors });
    await expect(query('{ usage }', { a: 1 })).resolves.toEqual({ usage: 1 });
    const [url, init] = fetchMock.mock.calls[0];
    expect(url).toBe('/graphql');
    expect(JSON.parse(String(init.body))).toEqual({ query: '{ usage }', variables: { a: 1 } });
  });

  it('rejects GraphQL errors as ApiError and shows them unless silent', async () => {
    fetchMock.mockResolvedValue(json(200, { data: null, errors: [{ message: 'Nope', extensions: { code: 'FORBIDDEN' } }] }));
    const errors = new ErrorStore();
    const { query } = createGraphqlService({ client: new GraphqlClient({ post: postGraphql }), errors });
    const error = (await query('{ a }').catch((e: unknown) => e)) as ApiError;
    expect(error).toBeInstanceOf(ApiError);
    expect(error.code).toBe('FORBIDDEN');
    expect(errors.queue.map((e) => e.message)).toEqual(['Nope']);
    await query('{ b }', undefined, { silent: true }).catch(() => undefined);
    expect(errors.queue).toHaveLength(1);
  });

  it('reads the errors of a 400 answer as an answer', async () => {
    fetchMock.mockResolvedValue(json(400, { errors: [{ message: 'Syntax Error' }] }));
    await expect(postGraphql({ query: '{' })).resolves.toEqual({ errors: [{ message: 'Syntax Error' }] });
  });
});
