// A stand-in for the PostgreSQL documents database in jest unit tests, where PGlite cannot
// load (it needs --experimental-vm-modules). It is kysely's real PostgresDialect over an
// in-memory DuckDB holding the few columns access checks read; the SQL kysely compiles for
// those selects ("sites"."id" in ($1, $2)…) means the same on both engines. The HTTP
// integration test (test/integration/analytics-graphql.test.ts) covers the real database.
import { Kysely, PostgresDialect, type PostgresPool, type PostgresPoolClient } from 'kysely';
import type { Db } from '../../../db/database';
import type { Schema } from '../../../db/schema';
import { openAnalyticsStore } from '../../store/store';

export interface DocumentsFixture {
  organizations: Array<{ id: string; name: string }>;
  users: Array<{ id: string; organizations: string[] }>;
  sites: Array<{ id: string; organization_id: string; name: string; external: string; platform: string }>;
}

export async function openDocumentsDb(fixture: DocumentsFixture): Promise<{ db: Db; close(): Promise<void> }> {
  const duck = await openAnalyticsStore({ file: ':memory:', connections: 1 });
  await duck.all('CREATE TABLE organizations (id VARCHAR PRIMARY KEY, name VARCHAR NOT NULL)');
  await duck.all('CREATE TABLE memberships (user_id VARCHAR, organization_id VARCHAR)');
  await duck.all('CREATE TABLE sites (id VARCHAR PRIMARY KEY, organization_id VARCHAR, name VARCHAR, external VARCHAR, platform VARCHAR)');
  for (const o of fixture.organizations) await duck.all('INSERT INTO organizations VALUES ($1, $2)', [o.id, o.name]);
  for (const u of fixture.users) for (const org of u.organizations) await duck.all('INSERT INTO memberships VALUES ($1, $2)', [u.id, org]);
  for (const s of fixture.sites) await duck.all('INSERT INTO sites VALUES ($1, $2, $3, $4, $5)', [s.id, s.organization_id, s.name, s.external, s.platform]);
  const pool: PostgresPool = {
    async connect() {
      return {
        query: async (sql: string, params: readonly unknown[]) => {
          const rows = await duck.all(sql, params);
          return { command: 'SELECT', rowCount: rows.length, rows };
        },
        release() {},
      } as unknown as PostgresPoolClient;
    },
    async end() {},
  };
  const db = new Kysely<Schema>({ dialect: new PostgresDialect({ pool }) });
  return {
    db,
    async close() {
      await db.destroy();
      await duck.close();
    },
  };
}
