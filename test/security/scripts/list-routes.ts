// Run by staff-only-writes.test.ts in its own process (PGlite cannot start inside Jest's
// module sandbox): builds the real app on a fresh database under argv[2] and prints every
// registered route as one JSON line.
import { buildApp, ROUTE_LIST, type RouteEntry } from '../../../server/app';
import type { AnalyticsStore } from '../../../server/analytics/store/types';
import { loadConfig } from '../../../server/config';
import { migrate, openDatabase } from '../../../server/db/database';
import { createDemoPlatform } from '../../../server/shop/demo-platform';

async function main() {
  const config = loadConfig({ VITRINE_DATA_DIR: process.argv[2], VITRINE_SEED: '0' });
  const database = await openDatabase(config);
  try {
    await migrate(database.db);
    // Registering routes runs no analytics query; a call would fail loudly here.
    const analytics = new Proxy({}, { get: (_t, key) => { throw new Error(`analytics.${String(key)} used while listing routes`); } }) as AnalyticsStore;
    const app = await buildApp({ config, db: database.db, shop: createDemoPlatform(database.db), analytics, previewKey: Buffer.alloc(32) }, { logger: false });
    await app.ready();
    const routes = (app as unknown as Record<symbol, RouteEntry[]>)[ROUTE_LIST];
    console.log(JSON.stringify(routes));
    await app.close();
  } finally {
    await database.close();
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
