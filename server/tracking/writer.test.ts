import { createRecTables } from '../analytics/recs/schema';
import { openAnalyticsStore } from '../analytics/store/store';
import type { TransactionalAnalyticsStore } from '../analytics/store/types';
import type { RecEventRow } from '../analytics/recs/schema';
import { createEventWriter } from './writer';

let store: TransactionalAnalyticsStore;
beforeAll(async () => {
  store = await openAnalyticsStore({ file: ':memory:', connections: 1, threads: 1 });
  await createRecTables(store);
});
afterAll(() => store.close());

const row = (i: number): RecEventRow => ({
  site_id: 's', occurred_at: new Date(Date.UTC(2026, 2, 10, 12, 0, i)), visitor_id: 'v', session_id: 'x', type: 'impression', place: 'H', path: '/',
  form_factor: 'desktop', new_or_returning: 'new', recommendation_id: 'r', provider: 'p', product_id: null, product_ids: i % 2 ? ['a', 'b'] : [],
  variant_id: null, quantity: null, value: null, currency: null, order_id: null, page_views: null, time_on_site_s: null, referrer: null, source: 'tag', arm: null,
});
const count = async () => (await store.all<{ n: number }>('SELECT count(*) AS n FROM rec_events'))[0].n;

describe('createEventWriter', () => {
  it('writes in bulk when enough rows wait, on the timer, and on close; bounds its queue', async () => {
    const writer = createEventWriter(store, { intervalMs: 60_000, maxRows: 3, maxQueued: 10 });
    writer.push([row(1), row(2)]);
    expect(await count()).toBe(0);
    writer.push([row(3)]);
    await writer.flush();
    expect(await count()).toBe(3);
    expect(writer.push(Array.from({ length: 11 }, (_, i) => row(i)))).toBe(false);
    expect(writer.stats.dropped).toBe(11);
    writer.push([row(4)]);
    await writer.close();
    expect(await count()).toBe(4);
    expect(writer.push([row(5)])).toBe(false);
    const [stored] = await store.all<{ at: string; product_ids: string[] }>(`SELECT occurred_at AS at, product_ids FROM rec_events ORDER BY occurred_at LIMIT 1`);
    expect(stored).toEqual({ at: '2026-03-10T12:00:01.000Z', product_ids: ['a', 'b'] });
  });

  it('flushes on its timer', async () => {
    const writer = createEventWriter(store, { intervalMs: 20 });
    writer.push([row(9)]);
    await new Promise((r) => setTimeout(r, 80));
    expect(await count()).toBe(5);
    await writer.close();
  });
});
