import { GraphQLInt, graphql } from 'graphql';
import { buildSchema, type GraphqlContext } from './schema';

describe('buildSchema', () => {
  it('merges the query fields of several parts', async () => {
    const schema = buildSchema([
      { name: 'a', query: { one: { type: GraphQLInt, resolve: () => 1 } } },
      { name: 'b', query: { two: { type: GraphQLInt, resolve: () => 2 } } },
    ]);
    const result = await graphql({ schema, source: '{ one two }', contextValue: {} as GraphqlContext });
    expect(result).toEqual({ data: { one: 1, two: 2 } });
    expect(schema.getMutationType()).toBeUndefined();
  });
  it('refuses two parts defining one field', () => {
    expect(() =>
      buildSchema([
        { name: 'a', query: { one: { type: GraphQLInt } } },
        { name: 'b', query: { one: { type: GraphQLInt } } },
      ]),
    ).toThrow(/both a and b/);
  });
});
