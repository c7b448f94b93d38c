// The embedded analytics store: one DuckDB instance, a few connections taking turns.
import { DuckDBConnection, DuckDBInstance } from '@duckdb/node-api';
import { toParam, toPlainValue } from './values';
import { FairScheduler, RESERVE_SLOTS } from './fair';
import type { AnalyticsDb, AnalyticsStoreOptions, TransactionalAnalyticsStore } from './types';

const DEFAULT_CONNECTIONS = 3;

export class AnalyticsStoreClosedError extends Error {
  constructor() {
    super('The analytics store is closed');
    this.name = 'AnalyticsStoreClosedError';
  }
}

/** Runs one statement on one connection and converts the rows (see values.ts). */
async function runOn<T>(connection: DuckDBConnection, sql: string, params: readonly unknown[] = []): Promise<T[]> {
  // Binding happens before the prepare, so a bad param rejects without touching DuckDB.
  const bound = params.map(toParam);
  const prepared = await connection.prepare(sql);
  try {
    if (bound.length) prepared.bind(bound.map((p) => p.value), bound.map((p) => p.type!));
    const reader = await prepared.runAndReadAll();
    return reader.convertRowObjects(toPlainValue) as T[];
  } finally {
    prepared.destroySync();
  }
}

/**
 * A fixed set of connections handed out one statement (or one transaction) at a time.
 * DuckDB runs statements of different connections in parallel, and @duckdb/node-api runs
 * each off the main thread, so a slow report on one connection leaves the others free.
 */
class ConnectionPool {
  private readonly idle: DuckDBConnection[];
  private readonly busy = new Set<DuckDBConnection>();
  /** One slot per connection, handed to tenants in turn (fair.ts). */
  private readonly scheduler: FairScheduler;

  /** `all`: the working connections, then the reserve (fair.ts). */
  constructor(readonly all: readonly DuckDBConnection[]) {
    this.idle = [...all];
    this.scheduler = new FairScheduler(all.length - RESERVE_SLOTS);
  }

  use<T>(fn: (connection: DuckDBConnection) => Promise<T>): Promise<T> {
    return this.scheduler.run(async () => {
      // Holding a slot means a connection is idle.
      const connection = this.idle.pop()!;
      this.busy.add(connection);
      try {
        return await fn(connection);
      } finally {
        this.busy.delete(connection);
        this.idle.push(connection);
      }
    });
  }

  /** Stops whatever is running (it rejects with DuckDB's "Interrupted" error). */
  interruptAll() {
    for (const connection of this.busy) connection.interrupt();
  }

  get inUse(): number {
    return this.busy.size + this.scheduler.waiting;
  }
}

/** Opens (creating when missing) the DuckDB file or an in-memory database. */
export async function openAnalyticsStore(opts: AnalyticsStoreOptions): Promise<TransactionalAnalyticsStore> {
  // One organization alone may use all `connections`; one more is kept for another's first statement.
  const size = Math.max(1, Math.floor(opts.connections ?? DEFAULT_CONNECTIONS)) + RESERVE_SLOTS;
  const instance = await DuckDBInstance.create(opts.file, {
    ...(opts.threads ? { threads: String(opts.threads) } : {}),
  });
  const connections: DuckDBConnection[] = [];
  try {
    for (let i = 0; i < size; i++) connections.push(await instance.connect());
  } catch (err) {
    for (const connection of connections) connection.closeSync();
    instance.closeSync();
    throw err;
  }
  const pool = new ConnectionPool(connections);
  let closed: Promise<void> | undefined;
  const pending = new Set<Promise<unknown>>();

  /** Every call goes through here so close() knows what is still running. */
  const track = <T>(work: () => Promise<T>): Promise<T> => {
    if (closed) return Promise.reject(new AnalyticsStoreClosedError());
    const promise = work();
    pending.add(promise);
    const forget = () => pending.delete(promise);
    promise.then(forget, forget);
    return promise;
  };

  return {
    dialect: 'duckdb',
    all: <T>(sql: string, params?: readonly unknown[]) => track(() => pool.use((connection) => runOn<T>(connection, sql, params))),
    transaction: <T>(fn: (db: AnalyticsDb) => Promise<T>) =>
      track(() =>
        pool.use(async (connection) => {
          const db: AnalyticsDb = { all: <R>(sql: string, params?: readonly unknown[]) => runOn<R>(connection, sql, params) };
          await connection.run('BEGIN TRANSACTION');
          try {
            const result = await fn(db);
            await connection.run('COMMIT');
            return result;
          } catch (err) {
            await connection.run('ROLLBACK').catch(() => {});
            throw err;
          }
        }),
      ),
    close() {
      closed ??= (async () => {
        // A shutdown should not wait for a minute-long report: stop it, then let it unwind.
        if (pool.inUse) pool.interruptAll();
        await Promise.allSettled([...pending]);
        for (const connection of pool.all) connection.closeSync();
        instance.closeSync();
      })();
      return closed;
    },
  };
}
