import { openEmptyStore } from '../../query/testing/engines';
import type { AnalyticsStore } from '../types';

describe('the embedded ClickHouse transport', () => {
  let store: AnalyticsStore;
  beforeAll(async () => {
    store = await openEmptyStore('chdb');
  }, 60_000);
  afterAll(() => store?.close());

  it('runs statements side by side on its connections, params included (one connection would take them in turn)', async () => {
    const started = Date.now();
    const rows = await Promise.all([1, 2, 3].map((n) => store.all<{ n: number }>('SELECT sleep(1) AS slept, $1 AS n', [n])));
    // sleep() waits without using the CPU: three in turn would take 3 s even on a busy machine.
    expect(Date.now() - started).toBeLessThan(2500);
    expect(rows.map(([row]) => row.n)).toEqual([1, 2, 3]);
  });

  it('sees on every connection what another wrote', async () => {
    await Promise.all(['a', 'b', 'c'].map((id) => store.all('INSERT INTO sites (site_id, name, external, platform, merchant_name, site_tags) VALUES ($1, $2, $3, $4, $5, $6)', [id, id, id, 'SHOPIFY', id, []])));
    const counts = await Promise.all([1, 2, 3].map(() => store.all<{ n: number }>('SELECT count(*) AS n FROM sites')));
    expect(counts).toEqual([[{ n: 3 }], [{ n: 3 }], [{ n: 3 }]]);
  });
});
