// Agency Stats at 10,000 sites (issue 15): the staff-only GET /api2/recommendation/agency-info
// computed by server/agency/rows.ts over a synthetic world, its time and its payload. The
// console keeps every row in the browser (ag-grid's client-side row model, rows and columns
// virtualised), so this payload is what the page downloads once.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { gzip as gzipCallback, gzipSync } from 'node:zlib';
import { sql } from 'kysely';
import { AgencyCache } from '../../server/agency/cache';
import { agencyAnswer } from '../../server/agency/answer';
import { agencyRows } from '../../server/agency/rows';
import { agencyMetrics } from '../../server/analytics/recs/agency-metrics';
import { ORDER_LINES_DDL, ORDERS_DDL } from '../../server/analytics/orders/schema';
import { createRecTables } from '../../server/analytics/recs/schema';
import { openAnalyticsStore } from '../../server/analytics/store';
import { migrate, openDatabase } from '../../server/db/database';
import { agencyBrowserBench, type AgencyBrowserResult } from './agency-browser';
import { count, describeTiming, kb, seconds, timeRuns, type Timing } from './util';

const gzipAsync = promisify(gzipCallback);

export const AGENCY_SITES = 10_000;

export interface AgencyBenchResult {
  sites: number;
  events: number;
  route: Timing;
  /** Of which the analytics store's part (one grouped DuckDB query). */
  metrics: Timing;
  bytes: number;
  gzipBytes: number;
  /** Gzipping the JSON, once per computation (server/agency/answer.ts). */
  gzip: Timing;
  /** A request within the cache's TTL (server/agency/cache.ts): the stored answer. */
  cachedHit: Timing;
  seedMs: number;
  browser?: AgencyBrowserResult;
}

const hexId = (expr: string) => `lpad(to_hex(${expr}), 24, '0')`;

/** A world of `sites` sites in 1/5 as many organizations, each with an install, a plan, recommendations and a month of tag data. */
async function seed(dir: string, sites: number) {
  const database = await openDatabase({ dataDir: dir });
  const db = database.db;
  await migrate(db);
  const orgs = Math.max(1, Math.floor(sites / 5));
  await sql
    .raw(
      `INSERT INTO organizations (id, name, country, industry, time_zone, merchant_id, platform_site_ids)
       SELECT ${hexId('i + 1000000')}, 'Org ' || i, (ARRAY['US','GB','DE','CA','JP'])[1 + i % 5], 1000 + i % 40, 'Europe/Oslo', 'M-' || i, '[]'::jsonb FROM generate_series(1, ${orgs}) i`,
    )
    .execute(db);
  await sql
    .raw(
      `INSERT INTO users (id, email, name, first, last, password_hash)
       SELECT ${hexId('i + 2000000')}, 'owner' || i || '@bench.example', 'Owner ' || i, 'Owner', 'No' || i, 'x' FROM generate_series(1, ${orgs}) i`,
    )
    .execute(db);
  await sql.raw(`INSERT INTO memberships (user_id, organization_id) SELECT ${hexId('i + 2000000')}, ${hexId('i + 1000000')} FROM generate_series(1, ${orgs}) i`).execute(db);
  await sql
    .raw(
      `INSERT INTO sites (id, organization_id, external, name, url, platform, currency_name, billing, notification, flags, tag_validated, tag_first_validated, created_at)
       SELECT ${hexId('i')}, ${hexId(`1000000 + 1 + i % ${orgs}`)}, 'bench-site-' || i, 'Bench Site ' || i, 'https://bench' || i || '.example', 'SHOPIFY',
         (ARRAY['USD','EUR','GBP','CAD','JPY'])[1 + i % 5], '{}'::jsonb, '{}'::jsonb, '{}'::jsonb, now() - interval '1 day', now() - interval '100 days', now() - (i % 700) * interval '1 day'
       FROM generate_series(1, ${sites}) i`,
    )
    .execute(db);
  await sql
    .raw(
      `INSERT INTO shop_installations (site_id, state)
       SELECT ${hexId('i')}, jsonb_build_object('installed', true, 'tagEnabled', i % 13 <> 0, 'appEmbedEnabled', true, 'shopPlan', jsonb_build_object('displayName', 'Basic')) FROM generate_series(1, ${sites}) i`,
    )
    .execute(db);
  await sql
    .raw(
      `INSERT INTO subscriptions (id, site_id, name, status, created_at, line_items)
       SELECT 'sub-' || i, ${hexId('i')}, 'PERSONALIZE', 'active', now() - interval '90 days', '[{"price": 49}]'::jsonb FROM generate_series(1, ${sites}) i`,
    )
    .execute(db);
  await sql
    .raw(
      `INSERT INTO recommendations (id, site_id, external, kind, status, doc, ever_production)
       SELECT ${hexId('3000000 + i')}, ${hexId(`1 + i % ${sites}`)}, 'r' || i, 'online', (ARRAY['production','staging','initial'])[1 + i % 3], '{}'::jsonb, i % 3 = 0
       FROM generate_series(1, ${sites * 3}) i`,
    )
    .execute(db);

  const analytics = await openAnalyticsStore({ file: path.join(dir, 'bench.duckdb') });
  await createRecTables(analytics);
  await analytics.all(ORDERS_DDL);
  await analytics.all(ORDER_LINES_DDL);
  // 40 sessions per site over the last 30 days, 4 events each: page view, impression, click, add-to-cart.
  await analytics.all(
    `INSERT INTO rec_events (site_id, occurred_at, visitor_id, session_id, type, place, path, form_factor, new_or_returning, recommendation_id, product_id, page_views, source)
     SELECT lpad(printf('%x', 1 + s % ${sites}), 24, '0'), now()::TIMESTAMP - (s % 720) * INTERVAL 1 HOUR + e * INTERVAL 1 MINUTE,
       'v' || s, 's' || s, ['page-view','impression','click','add-to-cart'][1 + e], 'PDP', '/products/p', 'desktop', 'new', 'rec', 'p' || (s % 50), 1 + e, 'bench'
     FROM range(${sites * 40}) t(s), range(4) u(e)`,
  );
  await analytics.all(
    `INSERT INTO orders (order_id, site_id, visitor_id, placed_at, total, currency, source, item_count)
     SELECT 'o' || s, lpad(printf('%x', 1 + s % ${sites}), 24, '0'), 'v' || s, now()::TIMESTAMP - (s % 720) * INTERVAL 1 HOUR + INTERVAL 10 MINUTE, 20 + s % 80, 'USD', 'bench', 1
     FROM range(${sites * 8}) t(s)`,
  );
  await analytics.all(
    `INSERT INTO order_lines SELECT 'o' || s, lpad(printf('%x', 1 + s % ${sites}), 24, '0'), 'p' || (s % 50), 'v1', 1, 20 + s % 80 FROM range(${sites * 8}) t(s)`,
  );
  const [{ n }] = await analytics.all<{ n: number }>('SELECT count(*)::INTEGER AS n FROM rec_events');
  return { database, analytics, events: Number(n) };
}

export async function agencyBench(opts: { runs: number; sites?: number; browser?: boolean }): Promise<AgencyBenchResult> {
  const sites = opts.sites ?? AGENCY_SITES;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vitrine-agency-bench-'));
  console.log(`\nAgency Stats: agency-info over ${count(sites)} sites`);
  try {
    const seeding = performance.now();
    const { database, analytics, events } = await seed(dir, sites);
    const seedMs = performance.now() - seeding;
    console.log(`  seeded ${count(sites)} sites, ${count(sites * 3)} recommendations, ${count(events)} tag events in ${seconds(seedMs)}`);
    try {
      let body = '';
      const route = await timeRuns(async () => {
        // What the route answers: the rows, serialised (fastify sends JSON.stringify's output).
        body = JSON.stringify(await agencyRows(database.db, analytics, { now: new Date(), windowDays: 7 }));
      }, opts.runs);
      const metrics = await timeRuns(() => agencyMetrics(analytics, new Date(), 7), opts.runs, 0);
      const gzipBytes = gzipSync(body).length;
      const gzip = await timeRuns(() => gzipAsync(body), opts.runs, 0);
      // The route's cache: one computation (a miss), then what a request within the TTL costs.
      const cache = new AgencyCache(() => agencyAnswer(database.db, analytics, { now: new Date(), windowDays: 7 }));
      await cache.get();
      const cachedHit = await timeRuns(() => cache.get(), Math.max(opts.runs, 20), 0);
      console.log(`  agency-info rows + JSON (a cache miss): ${describeTiming(route)}`);
      console.log(`  of which the analytics query (agencyMetrics): ${describeTiming(metrics)}`);
      console.log(`  gzip of the answer, once per computation: ${describeTiming(gzip)}`);
      console.log(`  a request within the 60 s TTL (cache hit): ${describeTiming(cachedHit)}`);
      console.log(`  payload ${kb(body.length)} (${kb(gzipBytes)} gzip, what a browser downloads), ${Object.keys(JSON.parse(body)).length} rows`);
      const result: AgencyBenchResult = { sites, events, route, metrics, bytes: body.length, gzipBytes, gzip, cachedHit, seedMs };
      if (opts.browser !== false) result.browser = await agencyBrowserBench(body, { runs: Math.min(opts.runs, 3) });
      return result;
    } finally {
      await analytics.close();
      await database.close();
    }
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
