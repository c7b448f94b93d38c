import { openAnalyticsStore } from '../analytics/store';
import type { TransactionalAnalyticsStore } from '../analytics/store/types';
import { createAnalyticsSchema, REPORTED_SESSION_COLUMNS } from '../analytics/store/schema';
import { storeUsageSource } from './usage-source';

describe('storeUsageSource', () => {
  let store: TransactionalAnalyticsStore;
  const site = { id: 'a'.repeat(24) };
  beforeAll(async () => {
    store = await openAnalyticsStore({ file: ':memory:', connections: 1 });
    await createAnalyticsSchema(store);
    const session = (siteId: string, at: string, pageViews: number) =>
      store.all(
        `INSERT INTO sessions (${REPORTED_SESSION_COLUMNS}) VALUES ($1, $2::TIMESTAMP, 'phone', 'new', 'direct', NULL, 'home', 'home', 'US', 'US-NY-New York City', $3,
          NULL, NULL, false, false, NULL, false, false, false, false, false, 0)`,
        [siteId, at, pageViews],
      );
    await session(site.id, '2025-06-01T00:00:00Z', 3);
    await session(site.id, '2025-06-10T12:00:00Z', 4);
    await session(site.id, '2025-06-30T23:59:59Z', 5);
    await session(site.id, '2025-07-01T00:00:00Z', 100);
    await session('b'.repeat(24), '2025-06-10T12:00:00Z', 1000);
  });
  afterAll(() => store.close());

  it('sums the page views of the site’s sessions in [from, to)', async () => {
    const source = storeUsageSource(store);
    expect(await source.pagesViewed(site, new Date('2025-06-01T00:00:00Z'), new Date('2025-07-01T00:00:00Z'))).toBe(12);
    expect(await source.pagesViewed(site, new Date('2025-06-01T00:00:01Z'), new Date('2025-07-01T00:00:01Z'))).toBe(109);
  });

  it('counts nothing for an empty window or a site without sessions', async () => {
    const source = storeUsageSource(store);
    const at = new Date('2025-06-10T12:00:00Z');
    expect(await source.pagesViewed(site, at, at)).toBe(0);
    expect(await source.pagesViewed({ id: 'c'.repeat(24) }, new Date('2025-01-01'), new Date('2026-01-01'))).toBe(0);
  });
});
