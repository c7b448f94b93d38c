import { GraphQLInt, graphql } from 'graphql';
import { buildSchema, type GraphqlContext } from './schema';
import { demoDailyViews, demoUsageSource } from './usage-source';

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

describe('demo usage source', () => {
  const site = { id: 'd'.repeat(24) };
  it('is deterministic and positive', async () => {
    const to = new Date('2025-06-15T00:00:00Z');
    const from = new Date(to.getTime() - 30 * 86_400_000);
    const a = await demoUsageSource.pagesViewed(site, from, to);
    expect(a).toBe(await demoUsageSource.pagesViewed(site, from, to));
    expect(a).toBeGreaterThan(30 * 1_000);
    expect(demoDailyViews(site.id, 20_000)).toBe(demoDailyViews(site.id, 20_000));
    expect(await demoUsageSource.pagesViewed({ id: 'e'.repeat(24) }, from, to)).not.toBe(a);
  });
  it('counts nothing for an empty window', async () => {
    const at = new Date('2025-06-15T00:00:00Z');
    expect(await demoUsageSource.pagesViewed(site, at, at)).toBe(0);
  });
});
