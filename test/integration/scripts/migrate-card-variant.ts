// Run by migration-card-variant.test.ts in its own process: PGlite (WebAssembly) cannot start
// inside Jest's module sandbox. Migrates a fresh database under argv[2] up to 10, stores
// recommendations and versions in the pre-1.8.1 forms, runs the remaining migrations and
// prints what is stored then as one JSON line.
import { sql } from 'kysely';
import { migrate, openDatabase } from '../../../server/db/database';
import { MIGRATIONS } from '../../../server/db/migrations';

const LEGACY_DOCS: Record<string, unknown> = {
  numbers: { place: 'EMAIL', widgetOpts: { desktop: { emailCardVariant: 2, tableCols: 4 }, mobile: { emailCardVariant: 1 } } },
  texts: { place: 'EMAIL', widgetOpts: { desktop: { emailCardVariant: '1' }, mobile: { emailCardVariant: '2', tableRows: 3 } } },
  current: { place: 'EMAIL', widgetOpts: { desktop: { emailCardVariant: 'v2' }, mobile: { emailCardVariant: 'v1' } } },
  online: { place: 'H', widgetOpts: { desktop: { gap: 8 } } },
  oneSide: { place: 'EMAIL', widgetOpts: { desktop: { emailCardVariant: 1 } } },
};

async function main() {
  const database = await openDatabase({ dataDir: process.argv[2] });
  try {
    const { db } = database;
    await migrate(db, MIGRATIONS.filter((m) => m.version <= 10));
    await sql`INSERT INTO organizations (id, name) VALUES ('o1', 'Org')`.execute(db);
    await sql`INSERT INTO sites (id, organization_id, external, name, url, platform) VALUES ('s1', 'o1', 'shop', 'Shop', 'https://shop.example', 'SHOPIFY')`.execute(db);
    for (const [id, doc] of Object.entries(LEGACY_DOCS)) {
      const json = JSON.stringify(doc);
      await sql`INSERT INTO recommendations (id, site_id, external, kind, status, doc, version) VALUES (${id}, 's1', ${id}, 'email', 'staging', ${json}::jsonb, 7)`.execute(db);
      await sql`INSERT INTO recommendation_versions (rec_id, version, doc) VALUES (${id}, 7, ${json}::jsonb)`.execute(db);
    }
    const applied = await migrate(db);
    const recs = await sql<{ id: string; doc: unknown; version: number }>`SELECT id, doc, version FROM recommendations ORDER BY id`.execute(db);
    const versions = await sql<{ id: string; doc: unknown; version: number }>`SELECT rec_id AS id, doc, version FROM recommendation_versions ORDER BY rec_id`.execute(db);
    const byId = (rows: Array<{ id: string; doc: unknown; version: number }>) => Object.fromEntries(rows.map((r) => [r.id, { doc: r.doc, version: r.version }]));
    process.stdout.write(`${JSON.stringify({ applied, recommendations: byId(recs.rows), versions: byId(versions.rows) })}\n`);
  } finally {
    await database.close();
  }
}

void main();
