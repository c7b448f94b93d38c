// The embedded transport: ClickHouse inside this process through chDB. One data directory per
// process (chDB's rule, as the data-dir lock is ours), a few connections to it; queries run off
// the event loop.
import { mkdirSync } from 'node:fs';
import { inlineParams } from './literals';
import type { CompactResult } from './rows';
import { CLICKHOUSE_SETTINGS } from './settings';
import type { ClickHouseTransport } from './transport';
import { RESERVE_SLOTS } from '../fair';

interface ChdbSession {
  queryAsync(sql: string, opts?: { format?: string }): Promise<{ text(): string }>;
  close(): void;
}

const FORMAT = { format: 'JSONCompact' };

/** Quoted as a ClickHouse string literal (paths come from our own config, never a user). */
const literal = (text: string) => `'${text.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;

/** Connections per embedded store (the DuckDB store's default too). */
const DEFAULT_CONNECTIONS = 3;

export async function openChdbTransport(dir: string, connections = DEFAULT_CONNECTIONS): Promise<ClickHouseTransport> {
  mkdirSync(dir, { recursive: true });
  // Loaded on demand: the default (DuckDB) start never maps chDB's 500 MB library.
  const { Session } = (await import('chdb')) as unknown as { Session: new (path: string, opts: object) => ChdbSession };
  // A few connections to the one engine (as the DuckDB store has): a connection runs one
  // statement at a time, so a report's primary and compare statements, or two merchants'
  // reports, would otherwise wait for each other. Each statement goes to the least busy one.
  const connectionArgs = Object.entries(CLICKHOUSE_SETTINGS).map(([name, value]) => `--${name}=${value}`);
  const sessions: ChdbSession[] = [];
  try {
    // One more than `connections`: the fair queue's reserve (store/fair.ts).
    for (let i = 0; i < connections + RESERVE_SLOTS; i++) sessions.push(new Session(dir, { connectionArgs }));
  } catch (err) {
    for (const open of sessions) open.close();
    throw err;
  }
  const busy = sessions.map(() => 0);
  const use = async <T>(fn: (session: ChdbSession) => Promise<T>): Promise<T> => {
    const i = busy.indexOf(Math.min(...busy));
    busy[i]++;
    try {
      return await fn(sessions[i]);
    } finally {
      busy[i]--;
    }
  };
  // Params as typed literals (literals.ts), not queryBindAsync: chDB queues every statement
  // with params behind one another process-wide, whatever its connection.
  const run = (sql: string, params: Record<string, unknown>) => use((session) => session.queryAsync(inlineParams(sql, params), FORMAT));
  let closed = false;
  return {
    kind: 'chdb',
    describe: `chDB in ${dir}`,
    slots: connections,
    async query(sql, params) {
      const text = (await run(sql, params)).text();
      return text.trim() ? (JSON.parse(text) as CompactResult) : { meta: [], data: [] };
    },
    async command(sql, params) {
      await run(sql, params);
    },
    async insertParquet(table, columns, file) {
      const list = columns.join(', ');
      await use((session) => session.queryAsync(`INSERT INTO ${table} (${list}) SELECT ${list} FROM file(${literal(file)}, Parquet)`));
    },
    async close() {
      if (closed) return;
      closed = true;
      for (const session of sessions) session.close();
    },
  };
}
