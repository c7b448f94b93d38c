import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { Kysely, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import { MIGRATIONS, type Migration } from './migrations';
import { pglitePool } from './pglite-pool';
import type { Schema } from './schema';

export type Db = Kysely<Schema>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  close(): Promise<void>;
}

// pg hands back int8 and numeric as strings (PGlite gives numbers): make both agree.
pg.types.setTypeParser(20, (v: string) => Number(v));
pg.types.setTypeParser(1700, (v: string) => Number(v));

/** PGlite under the data dir by default; a real PostgreSQL server when a URL is given. */
export async function openDatabase(opts: { dataDir: string; databaseUrl?: string }): Promise<Database> {
  if (opts.databaseUrl) {
    const pool = new pg.Pool({ connectionString: opts.databaseUrl, max: 10 });
    const db = new Kysely<Schema>({ dialect: new PostgresDialect({ pool }) });
    return { db, kind: 'postgres', close: () => db.destroy() };
  }
  const dir = path.join(opts.dataDir, 'pg');
  fs.mkdirSync(dir, { recursive: true });
  const lite = await PGlite.create(dir);
  const db = new Kysely<Schema>({ dialect: new PostgresDialect({ pool: pglitePool(lite) }) });
  return { db, kind: 'pglite', close: () => db.destroy() };
}

/** Applies pending migrations; returns the versions applied now. */
export async function migrate(db: Db, migrations: Migration[] = MIGRATIONS): Promise<number[]> {
  await sql`CREATE TABLE IF NOT EXISTS schema_migrations (
    version integer PRIMARY KEY,
    name text NOT NULL,
    applied_at timestamptz NOT NULL DEFAULT now()
  )`.execute(db);
  const done = new Set(
    (await db.selectFrom('schema_migrations').select('version').execute()).map((r) => r.version),
  );
  const applied: number[] = [];
  for (const m of [...migrations].sort((a, b) => a.version - b.version)) {
    if (done.has(m.version)) continue;
    const ran = await db.transaction().execute(async (trx) => {
      // Several API processes may start together on one server: the lock makes one migrate.
      await sql`SELECT pg_advisory_xact_lock(7460)`.execute(trx);
      const again = await trx.selectFrom('schema_migrations').select('version').where('version', '=', m.version).executeTakeFirst();
      if (again) return false;
      for (const statement of m.statements) await sql.raw(statement).execute(trx);
      await trx.insertInto('schema_migrations').values({ version: m.version, name: m.name }).execute();
      return true;
    });
    if (ran) applied.push(m.version);
  }
  return applied;
}
