import { ensureOrderSeed } from '../orders/seed';
import { openAnalyticsStore } from '../store/store';
import type { TransactionalAnalyticsStore } from '../store/types';
import { DEMO_SITE_ID, shopSites } from '../../seed/world';
import { recommendationReport } from './metrics';
import { ensureRecEventSeed, seedLiveRecs } from './seed';

jest.setTimeout(30_000);

const NOW = new Date('2026-03-10T12:00:00Z');
let store: TransactionalAnalyticsStore;
beforeAll(async () => {
  store = await openAnalyticsStore({ file: ':memory:', connections: 1 });
  await ensureOrderSeed(store, { sites: shopSites(), days: 60, now: NOW });
});
afterAll(() => store.close());

describe('tracking history seed', () => {
  it('seeds once, quickly, for the sites with live storefront recommendations', async () => {
    const first = await ensureRecEventSeed(store, { days: 60, now: NOW });
    expect(first.action).toBe('seeded');
    expect(first.events).toBeGreaterThan(50_000);
    expect((await ensureRecEventSeed(store, { days: 60, now: NOW })).action).toBe('up-to-date');
    const sites = await store.all<{ site_id: string }>(`SELECT DISTINCT site_id FROM rec_events ORDER BY 1`);
    expect(sites.map((s) => s.site_id)).toEqual([...new Set(seedLiveRecs(NOW).map((r) => r.siteId))].sort());
  });

  it('gives the demo store believable numbers that attribution finds', async () => {
    const t0 = Date.now();
    const report = await recommendationReport(store, {
      siteId: DEMO_SITE_ID, timeZone: 'America/New_York', from: new Date('2026-02-01T05:00:00Z'), to: new Date('2026-03-01T05:00:00Z'), bucket: 'day', windowDays: 7,
    });
    if (process.env.SEED_TRACE) console.log('report ms', Date.now() - t0, JSON.stringify(report.summary));
    const s = report.summary;
    expect(s.cr).toBeGreaterThan(0.03);
    expect(s.cr).toBeLessThan(0.12);
    expect(s.directClickRevenue).toBeGreaterThan(0.05 * s.revenue);
    expect(s.revenueImpacted).toBeGreaterThanOrEqual(s.directClickRevenue);
    expect(s.car).toBeGreaterThan(0.3);
    expect(report.timeline).toHaveLength(28);
    for (const rec of report.recommendations.filter((r) => r.views > 1000)) {
      expect(rec.clickThrough).toBeGreaterThan(0.01);
      expect(rec.clickThrough).toBeLessThan(0.08);
    }
    // Every seeded order of the range sits in a visit: revenue matches the orders table.
    const [{ total }] = await store.all<{ total: number }>(`SELECT sum(total) AS total FROM orders WHERE site_id = $1 AND placed_at >= '2026-02-01 05:00:00' AND placed_at < '2026-03-01 05:00:00'`, [DEMO_SITE_ID]);
    expect(s.revenue).toBeGreaterThan(total * 0.98);
  });

  it('adds the visits of the days the order seed topped up, and only those', async () => {
    const later = new Date(NOW.getTime() + 2 * 86_400_000);
    const count = async () => Number((await store.all<{ n: number }>(`SELECT count(*) AS n FROM rec_events WHERE source = 'seed'`))[0].n);
    const before = await count();
    expect((await ensureRecEventSeed(store, { days: 60, now: later })).action).toBe('up-to-date');
    expect((await ensureOrderSeed(store, { sites: shopSites(), days: 60, now: later })).action).toBe('topped-up');
    const topped = await ensureRecEventSeed(store, { days: 60, now: later });
    expect(topped.action).toBe('topped-up');
    expect(await count()).toBe(before + topped.events);
    // Every new seeded order of the demo shop got its buyer's visit, once.
    const [{ orders, visits }] = await store.all<{ orders: number; visits: number }>(
      `SELECT (SELECT count(*) FROM orders WHERE site_id = $1 AND source = 'seed' AND placed_at >= TIMESTAMP '2026-03-10') AS orders,
              (SELECT count(*) FROM rec_events WHERE site_id = $1 AND source = 'seed' AND type = 'order' AND occurred_at >= TIMESTAMP '2026-03-10') AS visits`,
      [DEMO_SITE_ID],
    );
    expect(Number(orders)).toBeGreaterThan(40);
    expect(Number(visits)).toBe(Number(orders));
    const [{ dupes }] = await store.all<{ dupes: number }>(`SELECT count(*) - count(DISTINCT session_id) AS dupes FROM rec_events WHERE source = 'seed' AND type = 'session-start'`);
    expect(Number(dupes)).toBe(0);
    expect((await ensureRecEventSeed(store, { days: 60, now: later })).action).toBe('up-to-date');
  });
});
