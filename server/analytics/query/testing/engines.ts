// The analytics engines the query tests run against: the same tables, empty, on each. A query
// only one engine can answer fails its test on the other (there is no skip).
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openChdbTransport } from '../../store/clickhouse/chdb';
import { createClickHouseSchema } from '../../store/clickhouse/schema';
import { openClickHouseStore } from '../../store/clickhouse/store';
import { createAnalyticsSchema } from '../../store/schema';
import { openAnalyticsStore } from '../../store/store';
import type { AnalyticsStore } from '../../store/types';

export const ENGINES = ['duckdb', 'chdb'] as const;
export type Engine = (typeof ENGINES)[number];

/**
 * An empty store with the contract's tables. chDB keeps one data directory per process, so a
 * test file opens at most one chDB store at a time and closes it in afterAll (close() also
 * removes its temp directory).
 */
export async function openEmptyStore(engine: Engine): Promise<AnalyticsStore> {
  if (engine === 'duckdb') {
    const store = await openAnalyticsStore({ file: ':memory:' });
    await createAnalyticsSchema(store);
    return store;
  }
  const dir = mkdtempSync(path.join(os.tmpdir(), 'vitrine-chdb-'));
  const store = openClickHouseStore(await openChdbTransport(path.join(dir, 'analytics.chdb')));
  await createClickHouseSchema(store);
  const close = store.close.bind(store);
  return Object.assign(store, {
    close: async () => {
      await close();
      rmSync(dir, { recursive: true, force: true });
    },
  });
}
