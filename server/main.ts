import net from 'node:net';
import { createSessionizer, liveSessionHooks } from './analytics/sessions';
import { describeSeedOutcome, openDataDirAnalytics } from './analytics/store';
import { connectClickHouseServer } from './analytics/store/clickhouse/connect';
import { buildApp } from './app';
import { loadPreviewKey } from './delivery/preview-token';
import { schedulePruneSessions } from './auth/sessions';
import { ConfigError, loadConfig } from './config';
import { migrate, openDatabase } from './db/database';
import { DataDirLockedError, lockDataDir } from './lib/data-dir-lock';
import { seedDemoWorld, DEMO_ACCOUNTS } from './seed/seed';
import { readSeedHoldouts } from './seed/lift';
import { seedLiveRecs } from './analytics/recs/seed';
import { createDemoPlatform } from './shop/demo-platform';
import { buildStorefront } from './storefront/app';

/** Port 0 (tests) means "any free port": pick it up front so every origin URL is real. */
async function freePort(host: string): Promise<number> {
  const probe = net.createServer();
  await new Promise<void>((resolve) => probe.listen(0, host, resolve));
  const { port } = probe.address() as net.AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

async function main() {
  const env = { ...process.env };
  if (env.PORT === '0') env.PORT = String(await freePort(env.HOST || '127.0.0.1'));
  if (env.STOREFRONT_PORT === '0') env.STOREFRONT_PORT = String(await freePort(env.HOST || '127.0.0.1'));
  const config = loadConfig(env);
  // A wrong ANALYTICS_URL (unreachable, bad password) ends the start before any data is touched.
  const connected = config.analyticsEngine === 'clickhouse' ? await connectClickHouseServer(config.analyticsUrl!) : undefined;
  // With a server database the data dir still holds embedded analytics, so lock it always.
  const unlock = lockDataDir(config.dataDir);
  const database = await openDatabase(config);
  await migrate(database.db);
  // Side by side: PGlite and DuckDB each keep one core busy while seeding.
  const seeding = config.seed ? seedDemoWorld(database.db) : Promise.resolve(false);
  // The tag history's visitors get the arms the server gives (server/seed/lift.ts): their
  // sites' holdouts are read once the demo world holds those sites.
  const holdouts = () => seeding.then(() => readSeedHoldouts(database.db, [...new Set(seedLiveRecs(new Date()).map((r) => r.siteId))]));
  const [seeded, analytics] = await Promise.all([
    seeding,
    openDataDirAnalytics({
      dataDir: config.dataDir,
      seed: config.seed,
      days: config.analyticsSeedDays,
      scale: config.analyticsSeedScale,
      engine: config.analyticsEngine,
      url: config.analyticsUrl,
      connected,
      holdouts,
    }),
  ]);
  const previewKey = loadPreviewKey(config.dataDir);
  // Live sessions rows from the storefront's visits, redone every few seconds (CONTRACT.md §1).
  const sessionizer = createSessionizer(analytics.store, {
    onError: (error) => console.error(`Updating live sessions failed (retried on the next run): ${error instanceof Error ? error.message : String(error)}`),
  });
  await sessionizer.start();
  const liveSessions = liveSessionHooks(analytics.store, sessionizer);
  const ctx = { config, db: database.db, shop: createDemoPlatform(database.db), analytics: analytics.store, previewKey, liveSessions };
  const app = await buildApp(ctx);
  // Sessions whose cookie never comes back would stay in the table for good.
  const stopPruning = schedulePruneSessions(database.db, config, (error) =>
    console.error(`Pruning old sessions failed: ${error instanceof Error ? error.message : String(error)}`),
  );
  const storefront = await buildStorefront({ consoleOrigin: config.publicOrigin, storefrontOrigin: config.storefrontOrigin, db: database.db, analytics: analytics.store, liveSessions, secureCookies: config.secureCookies, previewKey });
  await app.listen({ port: config.port, host: config.host });
  await storefront.listen({ port: config.storefrontPort, host: config.host });

  const consolePort = (app.server.address() as { port: number }).port;
  const storePort = (storefront.server.address() as { port: number }).port;
  // Machine-readable line first: the test harness reads the real ports when it asked for 0.
  console.log(`VITRINE_READY ${JSON.stringify({ port: consolePort, storefrontPort: storePort })}`);
  console.log(`
  Vitrine is running (${database.kind}${seeded ? ', demo world seeded' : ''})
    Console:     http://localhost:${consolePort}
    Storefront:  http://localhost:${storePort}  (another demo shop, on its own origin: http://northwind-outfitters.localhost:${storePort})
    Data:        ${config.dataDir}
    Engine:      ${analytics.where}
    Analytics:   ${describeSeedOutcome(analytics.outcome)}${analytics.orders.action === 'seeded' || analytics.orders.action === 'topped-up' ? `, ${analytics.orders.action === 'seeded' ? '' : 'added '}${analytics.orders.orders.toLocaleString('en-US')} shop orders in ${(analytics.orders.ms / 1000).toFixed(1)} s` : ''}
  Demo accounts:
${DEMO_ACCOUNTS.map((a) => `    ${a.role.padEnd(9)} ${a.email} / ${a.password}`).join('\n')}
`);

  void analytics.recEvents.then((outcome) => {
    if (outcome.action === 'seeded' || outcome.action === 'topped-up') console.log(`  Analytics: ${outcome.events.toLocaleString('en-US')} storefront tag events ${outcome.action === 'seeded' ? 'seeded' : 'added for the days since the last start'} in ${(outcome.ms / 1000).toFixed(1)} s`);
    if (outcome.action === 'up-to-date') console.log('  Analytics: storefront tag history up to date');
    if (outcome.action === 'disabled') console.log('  Analytics: storefront tag history not seeded (no demo history asked for)');
    if (outcome.action === 'failed') console.error(`  Analytics: seeding storefront tag events failed (${outcome.error}); the next start tries again`);
  });

  let stopping = false;
  const stop = async () => {
    if (stopping) return;
    stopping = true;
    stopPruning();
    await Promise.allSettled([app.close(), storefront.close()]);
    // After the event writer's last flush; what it leaves undone, the next start's catch-up redoes.
    await sessionizer.stop();
    await database.close();
    // The tag history seed commits as one transaction: let a first start's seed finish.
    await analytics.recEvents;
    await analytics.store.close();
    unlock();
    process.exit(0);
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

main().catch((err) => {
  if (err instanceof DataDirLockedError || err instanceof ConfigError) {
    console.error(`\n  ${err.message}\n`);
    process.exit(2);
  }
  console.error(err);
  process.exit(1);
});
