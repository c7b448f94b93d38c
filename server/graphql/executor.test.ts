import { execute, GraphQLError, GraphQLFloat, GraphQLInt, GraphQLList, GraphQLNonNull, GraphQLObjectType, GraphQLString, parse } from 'graphql';
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

  it('compiles a query text once and reuses it with other variables', async () => {
    const executor = createExecutor(schema);
    const query = 'query Q($n: Int!) { items(count: $n) { id } }';
    const one = await executor.run(request(query, { n: 1 }), context);
    const three = await executor.run(request(query, { n: 3 }), context);
    expect(executor.cachedQueries).toBe(1);
    expect(one.data).toEqual({ items: [{ id: 'item-0' }] });
    expect((three.data as { items: unknown[] }).items).toHaveLength(3);
    // Another operation of the same text is another compiled query.
    await executor.run(request(`${query} query R { broken }`, { n: 1 }, 'Q'), context);
    expect(executor.cachedQueries).toBe(2);
  });

  it('keeps at most cacheSize compiled queries, dropping the least recently used', async () => {
    const executor = createExecutor(schema, { cacheSize: 2 });
    const before = resolved;
    for (const n of [1, 2, 1, 3]) await executor.run(request(`{ items(count: ${n}) { id } }`), context);
    expect(resolved - before).toBe(4);
    expect(executor.cachedQueries).toBe(2);
  });

  it('refuses syntax and validation errors before compiling (a 400, nothing cached)', async () => {
    const executor = createExecutor(schema);
    await expect(executor.run(request('{ items(count: 1) { id '), context)).rejects.toBeInstanceOf(GraphqlRequestError);
    await expect(executor.run(request('{ items(count: 1) { nope } }'), context)).rejects.toMatchObject({ status: 400, errors: [{ message: 'Cannot query field "nope" on type "Item".' }] });
    await expect(executor.run(request('query A { broken } query B { broken }'), context)).rejects.toMatchObject({ status: 400 });
    expect(executor.cachedQueries).toBe(0);
  });
});
