// Rows made by the DuckDB generator, handed to ClickHouse through Parquet (both engines read
// and write it natively): the ClickHouse store holds exactly the rows a DuckDB store seeded on
// the same day would, so the two can be compared side by side.
import { mkdtempSync, rmSync } from 'node:fs';
import path from 'node:path';
import { openAnalyticsStore } from '../store';
import type { TransactionalAnalyticsStore } from '../types';
import type { ClickHouseStore } from './store';

export interface HandedTable {
  table: string;
  columns: readonly string[];
  /** Only these rows (a WHERE clause of constants), e.g. a top-up's hours. */
  where?: string;
}

const literal = (text: string) => `'${text.replace(/'/g, "''")}'`;

/** Copies each table's rows from DuckDB into ClickHouse (appends; the caller clears first). */
export async function handOver(duck: TransactionalAnalyticsStore, ch: ClickHouseStore, tables: readonly HandedTable[], dir: string): Promise<void> {
  for (const { table, columns, where } of tables) {
    const file = path.join(dir, `${table}.parquet`);
    await duck.all(`COPY (SELECT ${columns.join(', ')} FROM ${table}${where ? ` WHERE ${where}` : ''}) TO ${literal(file)} (FORMAT parquet, ROW_GROUP_SIZE 262144)`);
    await ch.insertParquet(table, columns, file);
    rmSync(file, { force: true });
  }
}

/**
 * A scratch DuckDB file (not memory: a full seed is millions of rows) for the generator, removed
 * afterwards whatever happens.
 */
export async function withScratchDuckDb<T>(parent: string, fn: (duck: TransactionalAnalyticsStore, dir: string) => Promise<T>): Promise<T> {
  const dir = mkdtempSync(path.join(parent, 'analytics-handover-'));
  try {
    const duck = await openAnalyticsStore({ file: path.join(dir, 'scratch.duckdb') });
    try {
      return await fn(duck, dir);
    } finally {
      await duck.close();
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
