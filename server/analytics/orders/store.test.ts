import { openAnalyticsStore } from '../store/store';
import type { TransactionalAnalyticsStore } from '../store/types';
import { DEMO_SITE_ID, shopSites } from '../../seed/world';
import { ensureOrderSeed } from './seed';
import { loadOrderLines } from './read';
import { findOrder, insertPlacedOrder } from './write';

const NOW = new Date('2026-03-10T12:00:00Z');
let store: TransactionalAnalyticsStore;

beforeAll(async () => {
  store = await openAnalyticsStore({ file: ':memory:', connections: 1, threads: 1 });
});
afterAll(() => store.close());

describe('order history in the analytics store', () => {
  // Seeding 180 days for every shop takes ~2-5 s: room for a busy machine (its speed is a
  // figure of the server start, not something a test can promise).
  it('seeds every shop once and reads the lines back for the engine', async () => {
    const sites = shopSites();
    const first = await ensureOrderSeed(store, { sites, days: 180, now: NOW });
    expect(first.action).toBe('seeded');
    expect(first.orders).toBeGreaterThan(10_000);
    expect((await ensureOrderSeed(store, { sites, days: 180, now: NOW })).action).toBe('up-to-date');
    const [{ n }] = await store.all<{ n: number }>(`SELECT count(DISTINCT site_id) AS n FROM orders`);
    expect(n).toBe(sites.length);

    const lines = await loadOrderLines(store, DEMO_SITE_ID, '2026-02-01T00:00:00Z');
    expect(lines.length).toBeGreaterThan(500);
    expect(lines[0]).toEqual({
      orderId: expect.any(String),
      siteId: DEMO_SITE_ID,
      visitorId: expect.any(String),
      placedAt: expect.stringMatching(/^2026-0[23]-\d\dT/),
      productId: expect.any(String),
      variantId: expect.any(String),
      quantity: expect.any(Number),
      price: expect.any(Number),
    });
    expect(lines.every((l) => l.placedAt >= '2026-02-01T00:00:00')).toBe(true);
    await expect(loadOrderLines(store, DEMO_SITE_ID, 'not a date')).rejects.toThrow(RangeError);
  }, 60_000);

  it('stores an order placed on the storefront and finds it again', async () => {
    await insertPlacedOrder(store, {
      orderId: 'sf-1',
      siteId: DEMO_SITE_ID,
      visitorId: 'visitor-1',
      placedAt: new Date('2026-03-10T11:00:00Z'),
      total: 61.9,
      currency: 'USD',
      email: 'shopper@example.com',
      lines: [
        { productId: 'p1', variantId: 'v1', quantity: 2, price: 20.95 },
        { productId: 'p2', variantId: 'v2', quantity: 1, price: 20 },
      ],
    });
    const order = await findOrder(store, DEMO_SITE_ID, 'sf-1');
    expect(order).toMatchObject({ visitorId: 'visitor-1', total: 61.9, itemCount: 3, email: 'shopper@example.com', placedAt: '2026-03-10T11:00:00.000Z' });
    expect(order!.lines).toHaveLength(2);
    expect(await findOrder(store, 'other-site', 'sf-1')).toBeUndefined();
    const [{ source }] = await store.all<{ source: string }>(`SELECT source FROM orders WHERE order_id = 'sf-1'`);
    expect(source).toBe('storefront');
  });

  it('tops up the days since the last start, leaving history and shoppers\' orders as they were', async () => {
    const sites = shopSites();
    const count = async () => (await store.all<{ n: number; ids: number }>(`SELECT count(*) AS n, count(DISTINCT order_id) AS ids FROM orders`))[0];
    const before = await count();
    const [{ fingerprint }] = await store.all<{ fingerprint: number }>(`SELECT sum(total) AS fingerprint FROM orders`);
    const later = new Date(NOW.getTime() + 3 * 86_400_000);
    const topped = await ensureOrderSeed(store, { sites, days: 180, now: later });
    expect(topped.action).toBe('topped-up');
    const after = await count();
    expect(after.n - before.n).toBe(topped.orders);
    expect(after.ids).toBe(after.n);
    // Exactly the three whole days between the two starts, one shop at a time.
    const days = await store.all<{ day: string }>(
      `SELECT DISTINCT strftime(placed_at, '%Y-%m-%d') AS day FROM orders WHERE source = 'seed' AND placed_at >= TIMESTAMP '2026-03-10' ORDER BY 1`,
    );
    expect(days.map((d) => d.day)).toEqual(['2026-03-10', '2026-03-11', '2026-03-12']);
    const [{ old }] = await store.all<{ old: number }>(`SELECT sum(total) AS old FROM orders WHERE placed_at < TIMESTAMP '2026-03-10' OR source <> 'seed'`);
    expect(old).toBeCloseTo(fingerprint, 2);
    expect((await ensureOrderSeed(store, { sites, days: 180, now: later })).action).toBe('up-to-date');
  });
});
