// The server transport: a ClickHouse server or cluster over HTTP(S) through the official
// client. The URL carries user, password and database (http(s)://user:pass@host:8123/db).
import { createReadStream } from 'node:fs';
import type { CompactResult } from './rows';
import { CLICKHOUSE_SETTINGS } from './settings';
import type { ClickHouseTransport } from './transport';
import { RESERVE_SLOTS } from '../fair';

/** Long reports are the query budget's business (QUERY_QUEUED), not the socket's. */
const REQUEST_TIMEOUT_MS = 10 * 60_000;

/**
 * Statements one organization may have in flight at once (the client's default socket pool);
 * the pool has RESERVE_SLOTS sockets more, the fair queue's reserve (store/fair.ts), so no
 * statement ever waits for a socket in arrival order instead of in the fair queue.
 */
const MAX_STATEMENTS = 10;

/** The URL without its password, for messages and the banner. */
export function redactUrl(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    return parsed.toString().replace(/\/$/, '');
  } catch {
    return '(not a URL)';
  }
}

export async function openHttpTransport(url: string): Promise<ClickHouseTransport> {
  const { createClient, ClickHouseLogLevel } = await import('@clickhouse/client');
  const client = createClient({
    url,
    max_open_connections: MAX_STATEMENTS + RESERVE_SLOTS,
    request_timeout: REQUEST_TIMEOUT_MS,
    clickhouse_settings: { ...CLICKHOUSE_SETTINGS },
    // One statement per request: compression buys little for answers of a few hundred rows.
    compression: { request: false, response: false },
    // Failures reach the caller as rejections (start-up line, query error path): no second copy on stderr.
    log: { level: ClickHouseLogLevel.OFF },
  });
  return {
    kind: 'server',
    describe: `ClickHouse at ${redactUrl(url)}`,
    slots: MAX_STATEMENTS,
    async query(sql, params) {
      const result = await client.query({ query: sql, query_params: params, format: 'JSONCompact' });
      return (await result.json()) as unknown as CompactResult;
    },
    async command(sql, params) {
      await client.command({ query: sql, query_params: params });
    },
    async insertParquet(table, columns, file) {
      await client.insert({ table, columns: [...columns] as [string, ...string[]], values: createReadStream(file), format: 'Parquet' });
    },
    close: () => client.close(),
  };
}
