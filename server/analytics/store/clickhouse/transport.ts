// How SQL reaches ClickHouse: the engine embedded in this process (chDB) or a server/cluster
// over HTTP. The store (store.ts) and all SQL are the same for both.
import type { CompactResult } from './rows';

export interface ClickHouseTransport {
  /** 'chdb' (embedded) or 'server'. */
  readonly kind: 'chdb' | 'server';
  /** Where the data lives, for the start-up banner (no password). */
  readonly describe: string;
  /**
   * Statements one organization alone may have running at once; more wait in the store's fair
   * queue (store/fair.ts). The transport takes RESERVE_SLOTS more at once than this, for
   * another organization's first statement, so a flood cannot fill it ahead of a dashboard query.
   */
  readonly slots: number;
  /** A statement that answers rows (SELECT, WITH, DESCRIBE…), params already named. */
  query(sql: string, params: Record<string, unknown>): Promise<CompactResult>;
  /** A statement without rows (DDL, INSERT, DELETE…). */
  command(sql: string, params: Record<string, unknown>): Promise<void>;
  /** Appends a Parquet file's rows to `table` (columns matched by name). */
  insertParquet(table: string, columns: readonly string[], file: string): Promise<void>;
  close(): Promise<void>;
}

/** Statements that answer rows; anything else runs as a command. */
export const RETURNS_ROWS = /^\s*(\(\s*)*(SELECT|WITH|DESCRIBE|DESC|SHOW|EXISTS|EXPLAIN)\b/i;
