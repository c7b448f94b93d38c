// The store's seam (CONTRACT.md §1). The query layer and the score service see only these.

export interface AnalyticsDb {
  /**
   * Runs one statement with positional `$1..$n` params. Numbers come back as JS numbers
   * (BIGINT/HUGEINT/DECIMAL converted), timestamps as ISO-8601 UTC strings, NULL as null.
   */
  all<T = Record<string, unknown>>(sql: string, params?: readonly unknown[]): Promise<T[]>;
}

export interface AnalyticsStore extends AnalyticsDb {
  /** The SQL dialect of the engine (query/dialect.ts): embedded DuckDB, or ClickHouse (chDB or a server). */
  readonly dialect: 'duckdb' | 'clickhouse';
  close(): Promise<void>;
}

/**
 * What the store offers beyond the contract, for its own seed and top-up: several statements
 * on one connection, committed together or not at all.
 */
export interface TransactionalAnalyticsStore extends AnalyticsStore {
  transaction<T>(fn: (db: AnalyticsDb) => Promise<T>): Promise<T>;
}

export interface AnalyticsStoreOptions {
  /** DuckDB database file, or ':memory:' (tests, the bench). */
  file: string;
  /**
   * Connections kept open on the one DuckDB instance, so a slow report does not hold up the
   * others (each connection runs one statement at a time), all of which one organization
   * alone may use. Default 3; the store opens one more, kept for another organization's
   * first statement (fair.ts).
   */
  connections?: number;
  /** DuckDB worker threads; default: DuckDB's own (one per core). */
  threads?: number;
}
