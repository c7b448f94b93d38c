// Run by compiled-sources.test.ts in a child process (V8 flags and heap figures are per
// process): compiles distinct large queries through an executor that keeps none of them,
// then prints the heap left after a full GC. `node --expose-gc --import tsx compile-flood.ts [drop|keep]`
import { getHeapSpaceStatistics } from 'node:v8';
import { GraphQLInt, GraphQLList, GraphQLObjectType } from 'graphql';
import { createExecutor, dropCompiledSourceCache } from '../executor';
import { buildSchema } from '../schema';

if (process.argv[2] === 'drop') dropCompiledSourceCache();

const Row = new GraphQLObjectType({ name: 'Row', fields: { a: { type: GraphQLInt }, b: { type: GraphQLInt } } });
const schema = buildSchema([{ name: 'flood', query: { rows: { type: new GraphQLList(Row), resolve: () => [{ a: 1, b: 2 }] } } }]);
// Each query is estimated at ~4.5 MB: a 20 MB cache compiles them and keeps the last four.
const executor = createExecutor(schema, { cacheBytes: 20 * 1024 * 1024 });
const query = (k: number) => `{ rows { ${Array.from({ length: 1500 }, (_, i) => `q${k}f${i}: a`).join(' ')} } }`;

async function main() {
  for (let k = 0; k < 40; k++) {
    // Twice: the second use is the one that compiles.
    for (let t = 0; t < 2; t++) await executor.run({ query: query(k), variables: undefined, operationName: undefined }, {});
  }
  global.gc!();
  await new Promise((r) => setTimeout(r, 100));
  global.gc!();
  const bytes = getHeapSpaceStatistics().reduce((sum, space) => sum + space.space_used_size, 0);
  console.log(JSON.stringify({ heapMb: bytes / 1024 / 1024, cached: executor.cachedQueries }));
}

void main();
