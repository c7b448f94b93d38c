import { buildSchema as buildFromSdl } from 'graphql';
import { GraphqlRequestError, MAX_QUERY_BYTES, prepare, readRequest } from './request';

const schema = buildFromSdl('type Query { usage(site: ID!): Int }');

function status(fn: () => unknown): number | undefined {
  try {
    fn();
  } catch (err) {
    if (err instanceof GraphqlRequestError) return err.status;
    throw err;
  }
  return undefined;
}

describe('readRequest', () => {
  it('accepts a query with variables and an operation name', () => {
    expect(readRequest(JSON.stringify({ query: '{ usage(site: "x") }', variables: { a: 1 }, operationName: 'Q' }))).toEqual({
      query: '{ usage(site: "x") }',
      variables: { a: 1 },
      operationName: 'Q',
    });
    expect(readRequest(JSON.stringify({ query: '{ a }', variables: '{"a":1}' })).variables).toEqual({ a: 1 });
    expect(readRequest(JSON.stringify({ query: '{ a }', variables: null })).variables).toBeUndefined();
  });
  it('refuses bodies that are not a GraphQL request with a 400', () => {
    for (const raw of [undefined, '', 'not json', '[1]', '"text"', '{}', '{"query":""}', '{"query":5}', '{"query":"{a}","variables":[1]}', '{"query":"{a}","operationName":7}']) {
      expect(status(() => readRequest(raw))).toBe(400);
    }
  });
  it('refuses a query over 100 KB', () => {
    const query = `{ usage(site: "${'x'.repeat(MAX_QUERY_BYTES)}") }`;
    expect(() => readRequest(JSON.stringify({ query }))).toThrow(/100 KB/);
  });
});

describe('prepare', () => {
  const request = (query: string, operationName?: string) => ({ query, variables: undefined, operationName });
  it('parses and validates', () => {
    expect(prepare(schema, request('query Q($s: ID!) { usage(site: $s) }')).kind).toBe('Document');
  });
  it('answers syntax and validation errors with a 400 and their messages', () => {
    for (const q of ['{ usage(', '{ nope }', '{ usage }', 'mutation { usage(site: "1") }']) {
      expect(status(() => prepare(schema, request(q)))).toBe(400);
    }
    try {
      prepare(schema, request('{ nope }'));
    } catch (err) {
      expect((err as GraphqlRequestError).errors[0].message).toMatch(/Cannot query field "nope"/);
    }
  });
  it('needs an operation name to pick among several operations', () => {
    const doc = 'query A { usage(site: "1") } query B { usage(site: "2") }';
    expect(status(() => prepare(schema, request(doc)))).toBe(400);
    expect(status(() => prepare(schema, request(doc, 'C')))).toBe(400);
    expect(prepare(schema, request(doc, 'B')).kind).toBe('Document');
  });
  it('caps the tokens a hostile query can make the parser chew through, naming the limit', () => {
    expect(() => prepare(schema, request(`{ ${'usage(site: "1") '.repeat(3000)} }`))).toThrow(/more than 10,000 tokens/);
  });
  it('refuses 2,000 nested braces with a 400 naming the depth limit, not a stack overflow', () => {
    const deep = `{ ${'usage { '.repeat(2000)}${'} '.repeat(2000)}}`;
    expect(status(() => prepare(schema, request(deep)))).toBe(400);
    expect(() => prepare(schema, request(deep))).toThrow(/at most 32/);
    const deepList = `{ usage(site: ${'['.repeat(2000)}"1"${']'.repeat(2000)}) }`;
    expect(() => prepare(schema, request(deepList))).toThrow(/at most 32/);
  });
  it('names no field or type the caller did not name when introspection is off', () => {
    const messages = (opts: { introspection?: boolean }) => {
      try {
        prepare(schema, request('{ usag(site: "1") }'), opts);
      } catch (err) {
        return (err as GraphqlRequestError).errors.map((e) => e.message);
      }
      throw new Error('expected a validation error');
    };
    expect(messages({ introspection: true })).toEqual(['Cannot query field "usag" on type "Query". Did you mean "usage"?']);
    expect(messages({ introspection: false })).toEqual(['Cannot query field "usag" on type "Query".']);
  });
});
