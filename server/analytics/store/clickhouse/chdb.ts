// The embedded transport: ClickHouse inside this process through chDB. One data directory per
// process (chDB's rule, as the data-dir lock is ours); queries run off the event loop.
import { mkdirSync } from 'node:fs';
import { inlineParams } from './literals';
import type { CompactResult } from './rows';
import { CLICKHOUSE_SETTINGS } from './settings';
import type { ClickHouseTransport } from './transport';

interface ChdbSession {
  queryAsync(sql: string, opts?: { format?: string }): Promise<{ text(): string }>;
  close(): void;
}

const FORMAT = { format: 'JSONCompact' };

/** Quoted as a ClickHouse string literal (paths come from our own config, never a user). */
const literal = (text: string) => `'${text.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;

export async function openChdbTransport(dir: string): Promise<ClickHouseTransport> {
  mkdirSync(dir, { recursive: true });
  // Loaded on demand: the default (DuckDB) start never maps chDB's 500 MB library.
  const { Session } = (await import('chdb')) as unknown as { Session: new (path: string, opts: object) => ChdbSession };
  const session = new Session(dir, { connectionArgs: Object.entries(CLICKHOUSE_SETTINGS).map(([name, value]) => `--${name}=${value}`) });
  // Params as typed literals (literals.ts), not queryBindAsync: chDB queues every statement
  // with params behind one another process-wide, and runs the others in parallel.
  const run = (sql: string, params: Record<string, unknown>) => session.queryAsync(inlineParams(sql, params), FORMAT);
  let closed = false;
  return {
    kind: 'chdb',
    describe: `chDB in ${dir}`,
    async query(sql, params) {
      const text = (await run(sql, params)).text();
      return text.trim() ? (JSON.parse(text) as CompactResult) : { meta: [], data: [] };
    },
    async command(sql, params) {
      await run(sql, params);
    },
    async insertParquet(table, columns, file) {
      const list = columns.join(', ');
      await session.queryAsync(`INSERT INTO ${table} (${list}) SELECT ${list} FROM file(${literal(file)}, Parquet)`);
    },
    async close() {
      if (closed) return;
      closed = true;
      session.close();
    },
  };
}
