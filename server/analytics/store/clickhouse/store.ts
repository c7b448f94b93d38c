// The ClickHouse analytics store: the contract's AnalyticsStore over either transport
// (embedded chDB or a server/cluster), with the same `$n` params and plain values as DuckDB's.
import { FairScheduler } from '../fair';
import { AnalyticsStoreClosedError } from '../store';
import type { AnalyticsStore } from '../types';
import { bindParams } from './params';
import { toRowObjects } from './rows';
import { RETURNS_ROWS, type ClickHouseTransport } from './transport';

export interface ClickHouseStore extends AnalyticsStore {
  readonly dialect: 'clickhouse';
  readonly transport: ClickHouseTransport;
  /** Appends a Parquet file's rows to `table` (the seed hand-over, seed-handover.ts). */
  insertParquet(table: string, columns: readonly string[], file: string): Promise<void>;
}

export function openClickHouseStore(transport: ClickHouseTransport): ClickHouseStore {
  let closed: Promise<void> | undefined;
  const pending = new Set<Promise<unknown>>();
  // As the DuckDB store's connections: statements take turns per organization (fair.ts); the
  // transport has room for the working slots and the reserve.
  const scheduler = new FairScheduler(Math.max(1, transport.slots));
  const track = <T>(work: () => Promise<T>): Promise<T> => {
    if (closed) return Promise.reject(new AnalyticsStoreClosedError());
    const promise = scheduler.run(work);
    pending.add(promise);
    const forget = () => pending.delete(promise);
    promise.then(forget, forget);
    return promise;
  };
  return {
    dialect: 'clickhouse',
    transport,
    all: <T>(sql: string, params?: readonly unknown[]) =>
      track(async () => {
        // Binding first: a bad param rejects before anything reaches the engine.
        const bound = bindParams(sql, params);
        if (!RETURNS_ROWS.test(bound.sql)) {
          await transport.command(bound.sql, bound.params);
          return [] as T[];
        }
        return toRowObjects<T>(await transport.query(bound.sql, bound.params));
      }),
    insertParquet: (table, columns, file) => track(() => transport.insertParquet(table, columns, file)),
    close() {
      // chDB cannot stop a running statement: let what runs finish, refuse anything new.
      closed ??= Promise.allSettled([...pending]).then(() => transport.close());
      return closed;
    },
  };
}
