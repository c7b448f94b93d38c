import { type GraphQLFieldConfigMap, GraphQLInt, GraphQLList, GraphQLObjectType, GraphQLString, parse } from 'graphql';
import { requestCost, type FieldCost } from './cost';
import { buildSchema } from './schema';

const Row: GraphQLObjectType = new GraphQLObjectType({
  name: 'Row',
  fields: (): GraphQLFieldConfigMap<unknown, unknown> => ({ a: { type: GraphQLInt }, b: { type: GraphQLInt }, child: { type: Row } }),
});
const schema = buildSchema([
  {
    name: 'test',
    query: {
      report: { type: new GraphQLList(Row), args: { size: { type: GraphQLInt } } },
      free: { type: GraphQLString },
    },
  },
]);
// The test price: its size argument plus one unit per leaf selected.
const costs = new Map<string, FieldCost>([['report', (args, _now, shape) => Number(args.size ?? 0) + shape.leaves]]);
const cost = (query: string, variables: Record<string, unknown> = {}) => requestCost(schema, parse(query), undefined, variables, costs, new Date());

describe('requestCost', () => {
  it('charges every alias of a root field, and 1 for a field without a price', () => {
    const priced = cost('{ x: report(size: 10) { a } y: report(size: 20) { a b } free }');
    expect(priced.fields).toEqual([
      { field: 'report', alias: 'x', cost: 11 },
      { field: 'report', alias: 'y', cost: 22 },
      { field: 'free', alias: 'free', cost: 1 },
    ]);
    expect(priced.total).toBe(34);
  });

  it('reads arguments from variables', () => {
    expect(cost('query Q($n: Int) { report(size: $n) { a } }', { n: 50 }).total).toBe(51);
  });

  it('counts leaves under aliases, nested fields, inline fragments and named fragments', () => {
    const query = `{ report(size: 0) { a b1: b b2: b child { a ... on Row { b } } ...F } }
      fragment F on Row { a child { ...G } }
      fragment G on Row { a b }`;
    expect(cost(query).total).toBe(3 + 2 + 1 + 2);
  });

  it('counts a fragment spread twice at every level of thirty in linear time, and refuses what it adds up to', () => {
    const fragments = Array.from({ length: 30 }, (_, i) => `fragment F${i} on Row { child { ...F${i + 1} } c${i}: child { ...F${i + 1} } }`).join('\n');
    const query = `{ report(size: 0) { ...F0 } }\n${fragments}\nfragment F30 on Row { a }`;
    const started = Date.now();
    expect(cost(query).total).toBe(2 ** 30);
    // Memoized per fragment: 31 walks, where a naive count would take 2^30 (minutes).
    expect(Date.now() - started).toBeLessThan(2000);
  });

  it('prices a root field reached through a fragment on the query', () => {
    expect(cost('{ ...Q } fragment Q on Query { report(size: 5) { a } }').total).toBe(6);
  });
});
