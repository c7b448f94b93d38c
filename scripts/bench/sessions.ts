// The live sessions' ingest rate: the sessionizer (server/analytics/sessions/) deriving and
// replacing the rows of many storefront visits in one run (read events, orders and carts; derive;
// delete + insert), on DuckDB and on embedded ClickHouse, over the same synthetic visits.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { insertPlacedOrder } from '../../server/analytics/orders/write';
import { createOrderTables } from '../../server/analytics/orders/schema';
import { appendRecEvents } from '../../server/analytics/recs/append';
import { createRecTables, type RecEventRow } from '../../server/analytics/recs/schema';
import { createLiveSessionTables, insertCartChange } from '../../server/analytics/sessions/carts';
import { createSessionizer } from '../../server/analytics/sessions/sessionizer';
import { openChdbTransport } from '../../server/analytics/store/clickhouse/chdb';
import { createClickHouseSchema } from '../../server/analytics/store/clickhouse/schema';
import { openClickHouseStore } from '../../server/analytics/store/clickhouse/store';
import { createAnalyticsSchema } from '../../server/analytics/store/schema';
import { openAnalyticsStore } from '../../server/analytics/store/store';
import type { AnalyticsStore } from '../../server/analytics/store/types';
import { median } from './util';

const SITE = '5e5510a5e5510a5e5510a5e5';
const VISITS = 5000;
const PLACES = ['H', 'CAT', 'PDP', 'PDP', 'CRT', 'CO'];

export interface SessionsBenchResult {
  engine: 'DuckDB' | 'chDB';
  rows: number;
  events: number;
  median: number;
  rowsPerSecond: number;
}

/** VISITS visits of six events in the last hours; every 3rd carts, every 5th orders. */
async function fillVisits(store: AnalyticsStore, now: number): Promise<number> {
  const events: RecEventRow[] = [];
  for (let v = 0; v < VISITS; v++) {
    const start = now - 6 * 3600_000 + v * 4000;
    PLACES.forEach((place, k) =>
      events.push({
        site_id: SITE, occurred_at: new Date(start + k * 30_000), visitor_id: `bv-${v}`, session_id: `bs-${v}`, type: k === 0 ? 'session-start' : 'page-view',
        place, path: '/', form_factor: v % 2 ? 'mobile' : 'desktop', new_or_returning: 'new', recommendation_id: null, provider: null, product_id: null,
        product_ids: null, variant_id: null, quantity: null, value: null, currency: null, order_id: null, page_views: k === 0 ? null : k,
        time_on_site_s: null, referrer: k === 0 ? 'https://www.google.com/' : null, source: 'tag', arm: null,
      }),
    );
  }
  for (let i = 0; i < events.length; i += 500) await appendRecEvents(store, events.slice(i, i + 500));
  for (let v = 0; v < VISITS; v += 3) await insertCartChange(store, { siteId: SITE, visitorId: `bv-${v}`, changedAt: new Date(now - 6 * 3600_000 + v * 4000 + 100_000), value: 40, itemCount: 1 });
  for (let v = 0; v < VISITS; v += 15) {
    await insertPlacedOrder(store, { orderId: `bo-${v}`, siteId: SITE, visitorId: `bv-${v}`, placedAt: new Date(now - 6 * 3600_000 + v * 4000 + 160_000), total: 40, currency: 'USD', email: 'b@example.com', paymentType: 'credit card', lines: [] });
  }
  return events.length;
}

async function measure(engine: SessionsBenchResult['engine'], store: AnalyticsStore, runs: number): Promise<SessionsBenchResult> {
  const now = Date.now();
  const events = await fillVisits(store, now);
  const times: number[] = [];
  let rows = 0;
  for (let r = 0; r < runs; r++) {
    const sessionizer = createSessionizer(store);
    for (let v = 0; v < VISITS; v++) sessionizer.touch(SITE, `bv-${v}`, new Date(now - 6 * 3600_000));
    const t0 = performance.now();
    rows = await sessionizer.runOnce();
    times.push(performance.now() - t0);
  }
  const [{ n }] = await store.all<{ n: number }>('SELECT count(*) AS n FROM sessions WHERE site_id = $1', [SITE]);
  if (Number(n) !== VISITS) throw new Error(`expected ${VISITS} live rows, found ${n}`);
  const mid = median(times);
  return { engine, rows, events, median: mid, rowsPerSecond: (rows / mid) * 1000 };
}

export async function sessionsBench(opts: { runs: number }): Promise<SessionsBenchResult[]> {
  console.log(`\nLive sessions: ${VISITS.toLocaleString('en-US')} visits derived and replaced in one sessionizer run`);
  const results: SessionsBenchResult[] = [];
  const duck = await openAnalyticsStore({ file: ':memory:' });
  try {
    await createAnalyticsSchema(duck);
    await createRecTables(duck);
    await createOrderTables(duck);
    await createLiveSessionTables(duck);
    results.push(await measure('DuckDB', duck, opts.runs));
  } finally {
    await duck.close();
  }
  const dir = mkdtempSync(path.join(os.tmpdir(), 'vitrine-bench-sessions-'));
  const ch = openClickHouseStore(await openChdbTransport(path.join(dir, 'analytics.chdb')));
  try {
    await createClickHouseSchema(ch);
    results.push(await measure('chDB', ch, opts.runs));
  } finally {
    await ch.close();
    rmSync(dir, { recursive: true, force: true });
  }
  for (const r of results) console.log(`  ${r.engine}: ${r.rows} rows in ${r.median.toFixed(0)} ms median = ${Math.round(r.rowsPerSecond)} rows/s`);
  return results;
}
