// The chDB side of the analytics bench: the DuckDB bench's very rows handed to embedded
// ClickHouse through Parquet, then the same compareSessions through our whole GraphQL path
// and as hand-written ClickHouse SQL on the same engine (its floor).
import path from 'node:path';
import { openChdbTransport } from '../../server/analytics/store/clickhouse/chdb';
import { handOver } from '../../server/analytics/store/clickhouse/handover';
import { createClickHouseSchema } from '../../server/analytics/store/clickhouse/schema';
import { openClickHouseStore, type ClickHouseStore } from '../../server/analytics/store/clickhouse/store';
import { SESSION_COLUMN_NAMES, SITE_COLUMN_NAMES, type TransactionalAnalyticsStore } from '../../server/analytics/store';
import { timing, type Timing } from './util';

/** The target for the ClickHouse path: within 1.3× of raw chDB SQL. */
export const CHDB_TARGET_RATIO = 1.3;

export interface ChdbSizeResult {
  loadMs: number;
  raw: Timing;
  ours: Timing;
  ratio: number;
  groups: number;
}

/** rawSql (analytics.ts) in ClickHouse: one GROUP BY site_id per period, the rates from the sums. */
export function rawClickHouseSql(range: { min: Date; max: Date }): string {
  const ts = (d: Date) => `toDateTime64('${d.toISOString().replace('T', ' ').replace('Z', '')}', 3, 'UTC')`;
  return `SELECT site_id, visits, carts, conversions, visits_reached_checkout, regular_checkout_engagements,
  accelerated_checkouts, carts_abandoned, abandoned_cart_amount,
  carts_abandoned / nullIf(carts, 0) AS car,
  conversions / nullIf(visits_reached_checkout, 0) AS checkout_conversion_rate,
  accelerated_checkouts / nullIf(visits_reached_checkout, 0) AS accelerated_checkout_rate,
  regular_checkout_engagements / nullIf(visits_reached_checkout, 0) AS checkout_engagement_rate,
  phone_carts_abandoned / nullIf(phone_carts, 0) - desktop_carts_abandoned / nullIf(desktop_carts, 0) AS mobile_abandonment_gap
FROM (
  SELECT site_id,
    count(*) AS visits,
    countIf(carted) AS carts,
    countIf(converted) AS conversions,
    countIf(reached_checkout) AS visits_reached_checkout,
    countIf(regular_checkout) AS regular_checkout_engagements,
    countIf(accelerated_checkout) AS accelerated_checkouts,
    countIf(carted AND NOT converted) AS carts_abandoned,
    coalesce(sumIf(cart_value, carted AND NOT converted), 0) AS abandoned_cart_amount,
    countIf(form_factor = 'phone' AND carted) AS phone_carts,
    countIf(form_factor = 'phone' AND carted AND NOT converted) AS phone_carts_abandoned,
    countIf(form_factor = 'desktop' AND carted) AS desktop_carts,
    countIf(form_factor = 'desktop' AND carted AND NOT converted) AS desktop_carts_abandoned
  FROM sessions
  WHERE arrival_time_utc >= ${ts(range.min)} AND arrival_time_utc < ${ts(range.max)}
  GROUP BY site_id
)`;
}

/**
 * Loads the bench rows into chDB in `dir`, then times raw SQL and our path interleaved. `ours`
 * runs the GraphQL body against the given store (the caller builds the runner, as for DuckDB).
 */
export async function measureChdb(opts: {
  duck: TransactionalAnalyticsStore;
  dir: string;
  runs: number;
  periods: Array<{ min: Date; max: Date }>;
  runner: (store: ClickHouseStore) => { run(body: string): Promise<string> };
  body: string;
  log: (line: string) => void;
}): Promise<ChdbSizeResult> {
  const started = performance.now();
  const ch = openClickHouseStore(await openChdbTransport(path.join(opts.dir, 'bench.chdb')));
  try {
    await createClickHouseSchema(ch);
    await handOver(opts.duck, ch, [{ table: 'sites', columns: SITE_COLUMN_NAMES }, { table: 'sessions', columns: SESSION_COLUMN_NAMES }], opts.dir);
    // Merge the inserted parts first, as a store that has been running a while would be.
    await ch.all('OPTIMIZE TABLE sessions FINAL');
    const loadMs = performance.now() - started;
    const statements = opts.periods.map(rawClickHouseSql);
    const runRaw = () => Promise.all(statements.map((sql) => ch.all(sql)));
    const graphql = opts.runner(ch);
    const [rawRows] = await runRaw();
    const answer = JSON.parse(await graphql.run(opts.body)) as { data: { compareSessions: { groups: unknown[] } } };
    const groups = answer.data.compareSessions.groups.length;
    if (groups !== rawRows.length) opts.log(`  WARNING: chDB answers differ: GraphQL ${groups} groups, raw SQL ${rawRows.length}`);
    const raw: number[] = [];
    const ours: number[] = [];
    for (let i = 0; i < opts.runs; i++) {
      let t = performance.now();
      await runRaw();
      raw.push(performance.now() - t);
      t = performance.now();
      await graphql.run(opts.body);
      ours.push(performance.now() - t);
    }
    const rawT = timing(raw);
    const oursT = timing(ours);
    return { loadMs, raw: rawT, ours: oursT, ratio: oursT.median / rawT.median, groups };
  } finally {
    await ch.close();
  }
}
