import { execute, GraphQLError, GraphQLFloat, GraphQLInt, GraphQLList, GraphQLNonNull, GraphQLObjectType, GraphQLString, parse } from 'graphql';
import { BYTES_PER_FIELD } from './compiled-cache';
import { createExecutor } from './executor';
import { GraphqlRequestError, type GraphqlRequest } from './request';
import { buildSchema, type GraphqlContext } from './schema';

const Item = new GraphQLObjectType({
  name: 'Item',
  fields: {
    id: { type: new GraphQLNonNull(GraphQLString) },
    score: { type: GraphQLFloat },
    required: { type: new GraphQLNonNull(GraphQLInt) },
  },
});

let resolved = 0;
const schema = buildSchema([
  {
    name: 'test',
    query: {
      items: {
        type: new GraphQLList(new GraphQLNonNull(Item)),
        args: { count: { type: new GraphQLNonNull(GraphQLInt) }, prefix: { type: GraphQLString } },
        resolve: async (_root, args: { count: number; prefix?: string }) => {
          resolved++;
          return Array.from({ length: args.count }, (_, i) => ({ id: `${args.prefix ?? 'item'}-${i}`, score: i % 2 ? i / 3 : null, required: i }));
        },
      },
      broken: { type: GraphQLInt, resolve: () => Promise.reject(new GraphQLError('Nope', { extensions: { code: 'FORBIDDEN' } })) },
      nullInNonNull: { type: Item, resolve: () => ({ id: 'x', score: 1, required: null }) },
    },
  },
]);

const request = (query: string, variables?: Record<string, unknown>, operationName?: string): GraphqlRequest => ({ query, variables, operationName });
const context = {} as GraphqlContext;

/** graphql-js's own answer: the executor must give the same data and error messages/paths. */
async function reference(req: GraphqlRequest) {
  const result = await execute({ schema, document: parse(req.query), variableValues: req.variables, operationName: req.operationName, contextValue: context });
  return JSON.parse(JSON.stringify(result)) as unknown;
}
const wire = async (req: GraphqlRequest) => JSON.parse(JSON.stringify(await createExecutor(schema).run(req, context))) as unknown;

describe('createExecutor', () => {
  it.each([
    ['a list with arguments from variables', request('query Q($n: Int!) { items(count: $n, prefix: "p") { id score required } }', { n: 5 })],
    ['aliases and __typename', request('{ a: items(count: 2) { id __typename } b: items(count: 1) { x: id } }')],
    ['a resolver error with a code beside data', request('{ broken items(count: 1) { id } }')],
    ['null in a non-null field', request('{ nullInNonNull { id required } }')],
    ['a variable of the wrong type', request('query Q($n: Int!) { items(count: $n) { id } }', { n: 'five' })],
    ['a missing required variable', request('query Q($n: Int!) { items(count: $n) { id } }', {})],
    ['the named operation of several', request('query A { broken } query B { items(count: 1) { id } }', undefined, 'B')],
  ])('answers like graphql-js: %s', async (_label, req) => {
    expect(await wire(req)).toEqual(await reference(req));
  });

  it('interprets a query text the first time, then compiles it once and reuses it with other variables', async () => {
    const executor = createExecutor(schema);
    const query = 'query Q($n: Int!) { items(count: $n) { id } }';
    const one = await executor.run(request(query, { n: 1 }), context);
    expect(executor.cachedQueries).toBe(0);
    const three = await executor.run(request(query, { n: 3 }), context);
    const two = await executor.run(request(query, { n: 2 }), context);
    expect(executor.cachedQueries).toBe(1);
    expect(one.data).toEqual({ items: [{ id: 'item-0' }] });
    expect((three.data as { items: unknown[] }).items).toHaveLength(3);
    expect((two.data as { items: unknown[] }).items).toHaveLength(2);
    // Another operation of the same text is another compiled query.
    for (let i = 0; i < 2; i++) await executor.run(request(`${query} query R { broken }`, { n: 1 }, 'Q'), context);
    expect(executor.cachedQueries).toBe(2);
  });

  it('keeps compiled queries within a byte budget, dropping the least recently used', async () => {
    // Each of these has 2 field nodes; the budget holds four of them.
    const executor = createExecutor(schema, { cacheBytes: 8 * BYTES_PER_FIELD });
    const before = resolved;
    for (const n of [1, 1, 2, 2, 3, 3, 4, 4, 5, 5]) await executor.run(request(`{ items(count: ${n}) { id } }`), context);
    expect(resolved - before).toBe(10);
    expect(executor.cachedQueries).toBe(4);
    expect(executor.cachedBytes).toBe(8 * BYTES_PER_FIELD);
  });

  it('never compiles a query too large for the budget, and keeps nothing of one sent once', async () => {
    const executor = createExecutor(schema, { cacheBytes: 8 * BYTES_PER_FIELD });
    const huge = `{ ${Array.from({ length: 20 }, (_, i) => `a${i}: items(count: 1) { id }`).join(' ')} }`;
    for (let i = 0; i < 3; i++) expect(await executor.run(request(huge), context)).toEqual(await reference(request(huge)));
    for (let i = 0; i < 50; i++) await executor.run(request(`{ items(count: ${i}) { id } }`), context);
    expect(executor.cachedQueries).toBe(0);
  });

  it('refuses syntax and validation errors before compiling (a 400, nothing cached)', async () => {
    const executor = createExecutor(schema);
    await expect(executor.run(request('{ items(count: 1) { id '), context)).rejects.toBeInstanceOf(GraphqlRequestError);
    await expect(executor.run(request('{ items(count: 1) { nope } }'), context)).rejects.toMatchObject({ status: 400, errors: [{ message: 'Cannot query field "nope" on type "Item".' }] });
    await expect(executor.run(request('query A { broken } query B { broken }'), context)).rejects.toMatchObject({ status: 400 });
    expect(executor.cachedQueries).toBe(0);
  });
});
