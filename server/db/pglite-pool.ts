import type { PGlite } from '@electric-sql/pglite';
import type { PostgresPool, PostgresPoolClient, PostgresQueryResult } from 'kysely';

type Command = PostgresQueryResult<unknown>['command'];

function commandOf(sql: string): Command {
  const word = sql.trimStart().slice(0, 6).toUpperCase();
  if (word.startsWith('INSERT')) return 'INSERT';
  if (word.startsWith('UPDATE')) return 'UPDATE';
  if (word.startsWith('DELETE')) return 'DELETE';
  if (word.startsWith('MERGE')) return 'MERGE';
  return 'SELECT';
}

/**
 * Presents one PGlite instance as a kysely PostgresPool of size one.
 * PGlite is a single connection: a transaction on it must not interleave with other
 * queries, so connect() waits for the previous holder to release (one serialized queue).
 */
export function pglitePool(db: PGlite): PostgresPool {
  let tail: Promise<void> = Promise.resolve();
  return {
    async connect(): Promise<PostgresPoolClient> {
      let release!: () => void;
      const held = new Promise<void>((resolve) => (release = resolve));
      const previous = tail;
      tail = previous.then(() => held);
      await previous;
      let released = false;
      const client = {
        async query<R>(sql: string, parameters: ReadonlyArray<unknown>): Promise<PostgresQueryResult<R>> {
          const result = await db.query<R>(sql, parameters as unknown[]);
          return { command: commandOf(sql), rowCount: result.affectedRows ?? result.rows.length, rows: result.rows };
        },
        release() {
          if (!released) {
            released = true;
            release();
          }
        },
      };
      return client as PostgresPoolClient;
    },
    async end() {
      await tail;
      await db.close();
    },
  };
}
