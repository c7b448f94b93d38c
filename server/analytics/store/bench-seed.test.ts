import { benchSites, seedBenchSessions } from './bench-seed';
import { invariantViolations } from './seed/testing';
import { openAnalyticsStore } from './store';

// Seeding 600k rows takes ~1.5 s alone; under a busy CI box (jest workers side by side) it can
// take several times that, so these tests get room beyond jest's 5 s default.
jest.setTimeout(60_000);

describe('seedBenchSessions', () => {
  it('fills a separate store with about N sessions over M sites, in chunks, keeping the invariants', async () => {
    const store = await openAnalyticsStore({ file: ':memory:' });
    try {
      const now = new Date('2025-06-01T08:00:00Z');
      const written = await seedBenchSessions(store, { sessions: 300_000, sites: 25, days: 40, now });
      const [stats] = await store.all<{ n: number; sites: number; min: string; max: string }>(
        'SELECT count(*) AS n, count(DISTINCT site_id) AS sites, min(arrival_time_utc) AS min, max(arrival_time_utc) AS max FROM sessions',
      );
      expect(stats.n).toBe(written);
      expect(written / 300_000).toBeGreaterThan(0.9);
      expect(written / 300_000).toBeLessThan(1.1);
      expect(stats.sites).toBe(25);
      expect(Date.parse(stats.min)).toBeGreaterThanOrEqual(Date.parse('2025-04-22T00:00:00Z'));
      expect(Date.parse(stats.max)).toBeLessThan(Date.parse('2025-06-01T00:00:00Z'));
      expect(await store.all('SELECT count(*) AS n FROM sites')).toEqual([{ n: 25 }]);
      expect(Object.values(await invariantViolations(store)).every((n) => n === 0)).toBe(true);
      // Asking again replaces the data instead of adding to it.
      const again = await seedBenchSessions(store, { sessions: 300_000, sites: 25, days: 40, now });
      expect(again).toBe(written);
      expect(await store.all('SELECT count(*) AS n FROM sessions')).toEqual([{ n: written }]);
    } finally {
      await store.close();
    }
  });

  it('spreads traffic unevenly over the sites, like a real market', () => {
    const sites = benchSites(50, 10_000);
    const levels = sites.map((s) => s.profile.dailyVisits).sort((a, b) => a - b);
    expect(levels.reduce((sum, v) => sum + v, 0)).toBeCloseTo(10_000, 3);
    expect(levels[levels.length - 1] / levels[0]).toBeGreaterThan(5);
    expect(new Set(sites.map((s) => s.siteId)).size).toBe(50);
  });
});
